/**
 * The embedded default's first start gives 'Sparkle Zero Summer Launch' approved templates at the master resolutions,
 * 300x250, 728x90 and Meta 1080x1080 (infra/local/seed-templates.ts) and the concept reaches ready; seeding again
 * changes nothing.
 */
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { templatesRepository } from '@functions/templates/templates-repository';
import { usersRepository } from '@functions/lib/identity/users-repository';
import { SEEDED_TEMPLATE_CONCEPT, seedTemplates } from '@infra/local/seed-templates';
import { as } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let manager: SignedIn;
let conceptId: string;

beforeAll(async () => {
  manager = await signIn('manager@demo.test');
  conceptId = (await conceptsRepository.listByPartner(manager.user.partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT)!.id;
});

test('the concept is ready with five approved templates, thumbnails rendered by the queue', async () => {
  expect((await conceptsRepository.get(conceptId))!.status).toBe('ready');
  const list = await vi.waitFor(
    async () => {
      const res = await as(manager).get(`/api/concepts/${conceptId}/templates`);
      expect(res.body.templates.every((t: { thumbnails: unknown }) => t.thumbnails !== null)).toBe(true);
      return res.body.templates as { name: string; size: string; approved: boolean; current: { approvals: { users: { email: string }[] } } }[];
    },
    { timeout: 60_000, interval: 500 },
  );
  expect(list.map((t) => t.size).sort()).toEqual(['1080x1080', '300x250', '300x600', '728x90', '970x250']);
  for (const t of list) {
    expect(t.approved).toBe(true);
    expect(t.current.approvals.users.map((u) => u.email)).toEqual(['manager@demo.test']);
  }
});

test('seeding again adds no template, generation or approval', async () => {
  const before = await templatesRepository.listByConcept(conceptId);
  const uploader = (await usersRepository.findByEmail('selfservicemanager@demo.test'))!;
  const approver = (await usersRepository.findByEmail('manager@demo.test'))!;
  await seedTemplates(manager.user.partnerId, uploader, approver);
  const after = await templatesRepository.listByConcept(conceptId);
  expect(after.map((t) => [t.id, t.generations.length, t.generations[0]!.versions[0]!.approvals.length]).sort()).toEqual(
    before.map((t) => [t.id, t.generations.length, t.generations[0]!.versions[0]!.approvals.length]).sort(),
  );
  expect((await conceptsRepository.get(conceptId))!.status).toBe('ready');
});
