/** The embedded default's first start seeds storyboards of two concepts (infra/local/seed-storyboards.ts); a restart adds none. */
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import { storyboardsRepository } from '@functions/storyboards/storyboards-repository';
import { seedStoryboards } from '@infra/local/seed-storyboards';
import { as } from './business-nodes-helpers';
import { signIn, type SignedIn } from './client';

let manager: SignedIn;

beforeAll(async () => {
  manager = await signIn('manager@demo.test');
});

const conceptNamed = async (name: string) => (await conceptsRepository.listByPartner(manager.user.partnerId)).find((c) => c.name === name)!;

describe('seeded storyboards', () => {
  it("'Sparkle Zero Back to School' (review) has an image storyboard awaiting approval", async () => {
    const concept = await conceptNamed('Sparkle Zero Back to School');
    expect(concept.status).toBe('review');
    const res = await as(manager).get(`/api/assets/concepts/${concept.id}/storyboards`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject([{ name: 'Back to School key frames', type: 'image', latestVersion: 1, approved: false }]);
    expect(res.body[0].versions[0].assets).toHaveLength(3);
    expect((await fetch(res.body[0].versions[0].assets[0].thumbnailUrl)).status).toBe(200);
  });

  it("'Sparkle Zero Summer Launch' has approved image and video storyboards and moved on to templates", async () => {
    const concept = await conceptNamed('Sparkle Zero Summer Launch');
    expect(['templatesProgress', 'ready']).toContain(concept.status);
    const res = await as(manager).get(`/api/assets/concepts/${concept.id}/storyboards`);
    expect(res.body.map((s: { name: string; type: string; approved: boolean }) => [s.name, s.type, s.approved])).toEqual([
      ['Summer key frames', 'image', true],
      ['Summer spot', 'video', true],
    ]);
    expect(res.body[1].versions[0].assets[0]).toMatchObject({ kind: 'video', mimeType: 'video/mp4', width: 320, height: 180, durationMs: 3000 });
    expect(res.body[0].versions[0].approvals[0]).toMatchObject({ userId: manager.user.id, name: 'Mona Manager' });
  });

  it('seeding again adds nothing and moves nothing', async () => {
    const summer = await conceptNamed('Sparkle Zero Summer Launch');
    const school = await conceptNamed('Sparkle Zero Back to School');
    const before = [...(await storyboardsRepository.listByConcept(summer.id)), ...(await storyboardsRepository.listByConcept(school.id))].map((s) => s.id).sort();
    await seedStoryboards(manager.user.partnerId, manager.user.id, { id: manager.user.id, name: 'Mona Manager' });
    const after = [...(await storyboardsRepository.listByConcept(summer.id)), ...(await storyboardsRepository.listByConcept(school.id))].map((s) => s.id).sort();
    expect(after).toEqual(before);
    expect((await conceptNamed('Sparkle Zero Summer Launch')).status).toBe(summer.status);
    expect((await conceptNamed('Sparkle Zero Back to School')).status).toBe('review');
  });
});
