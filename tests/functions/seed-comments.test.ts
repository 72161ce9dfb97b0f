/** The seeded comments (infra/local/seed-comments.ts) as the panel reads them, and a second seeding that adds nothing. */
import { storyboardTarget, variantTarget, seedComments } from '@infra/local/seed-comments';
import { as } from './audiences-helpers';
import { signIn, type SignedIn } from './client';

let reviewer: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  [reviewer, admin] = await Promise.all([signIn('reviewer@demo.test'), signIn('admin@demo.test')]);
});

describe('seeded comments', () => {
  it('puts a thread with a mention and a reply, a resolved thread and a private agency note on a seeded variant', async () => {
    const target = (await variantTarget(reviewer.user.partnerId))!;
    const read = async (who: SignedIn) =>
      (await as(who).get(`/api/campaigns/${target.owner.id}/comments?entityIds=${target.entityId}&showResolved=1`)).body.comments as { body: string; resolved: boolean; mentions: { email: string }[]; threadedComments: { body: string }[] }[];
    const seen = await read(reviewer);
    expect(seen.map((c) => c.body)).toEqual(['Headline typo fixed.', expect.stringContaining('the logo looks small')]);
    expect(seen[1]).toMatchObject({ resolved: false, mentions: [{ email: 'selfservicemanager@demo.test' }], threadedComments: [{ body: 'Good catch: the next version has it 20% larger.' }] });
    expect(seen[0]!.resolved).toBe(true);
    expect((await read(admin)).map((c) => c.body)).toContain('Agency note: check the price with the client before approval.');
    const counts = await as(admin).post(`/api/campaigns/${target.owner.id}/new-comments/variant`, { entityIds: [target.entityId] });
    expect(counts.body.counts[target.entityId]).toBe(2);
  });

  it('puts a time-coded comment on the Summer Launch video storyboard; seeding again adds nothing', async () => {
    const target = (await storyboardTarget(reviewer.user.partnerId))!;
    await seedComments(reviewer.user.partnerId);
    const page = await as(reviewer).get(`/api/concepts/${target.owner.id}/comments?entityId=${target.entityId}`);
    expect(page.body.comments).toMatchObject([{ body: 'The product shot comes in a little late here.', timeCode: 1.5, entityVersion: 1, context: 'Storyboard' }]);
  });
});
