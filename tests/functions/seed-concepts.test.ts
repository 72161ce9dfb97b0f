/** The embedded default's first start seeds Demo Agency's concepts (infra/local/seed-concepts.ts); a restart adds none. */
import { businessNodesRepository } from '@functions/business-nodes/business-nodes-repository';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { DEMO_CONCEPTS, seedConcepts } from '@infra/local/seed-concepts';
import { as } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let ssm: SignedIn;

beforeAll(async () => {
  ssm = await signIn('selfservicemanager@demo.test');
});

const seeded = async () => (await conceptsRepository.listByPartner(ssm.user.partnerId)).filter((c) => DEMO_CONCEPTS.some((d) => d.name === c.name));

describe('seeded concepts', () => {
  it('lists a concept made ready by its seeded templates (seed-templates.ts), one in review and a draft with their statuses and markets', async () => {
    const res = await as(ssm).get('/api/concepts?search=sparkle%20zero&limit=10');
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(res.body.results.map((c: { name: string; status: string; currentStep: string }) => [c.name, [c.status, c.currentStep]]));
    expect(byName).toMatchObject({
      // its seeded storyboards are approved (seed-storyboards.ts) and then its templates (seed-templates.ts): it is ready
      'Sparkle Zero Summer Launch': ['ready', 'SIGN_OFF'],
      'Sparkle Zero Back to School': ['review', 'SIGN_OFF'],
      'Sparkle Zero Winter Warmers': ['Draft', 'CHANNELS'],
    });
    const summer = (await seeded()).find((c) => c.name === 'Sparkle Zero Summer Launch')!;
    const nodes = await businessNodesRepository.listByPartner(ssm.user.partnerId);
    expect(summer.nodeIds.map((id) => nodes.find((n) => n.id === id)?.name)).toEqual(['Germany', 'France']);
    expect(summer.brief.signOff.areAgreementsAccepted).toBe(true);
  });

  it('seeding again adds nothing and keeps every name claimed', async () => {
    const before = await seeded();
    const nodes = await businessNodesRepository.listByPartner(ssm.user.partnerId);
    await seedConcepts(ssm.user.partnerId, nodes, ssm.user.id, []);
    expect((await seeded()).map((c) => c.id).sort()).toEqual(before.map((c) => c.id).sort());
    for (const { name } of DEMO_CONCEPTS) expect(await conceptsRepository.nameTaken(ssm.user.partnerId, name.toUpperCase())).toBe(true);
  });
});
