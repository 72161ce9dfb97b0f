/**
 * The key-value expression a CM360 targeting template gets from a decision-tree variant's user segments and the day
 * part from its schedules (functions/publishing/adapters/cm360-targeting.ts), the template made once in the
 * simulator through googleapis, and which variant is the dynamic creative's default.
 */
import { dfareporting_v4 } from 'googleapis/build/src/apis/dfareporting/v4.js';
import { describe, expect, it } from 'vitest';
import { CM360, SIM_TOKENS } from '@infra/local/ad-platforms-simulator/accounts';
import { SEED_SCHEDULE_NAME } from '@infra/local/seed-personalize';
import { campaignsRepository } from '@functions/campaigns/public';
import { googleApiOptions } from '@functions/ad-platforms/public';
import { encryptSecret } from '@functions/lib/secrets';
import { defaultFirst, variantDayPart, variantExpression, variantTemplate } from '@functions/publishing/adapters/cm360-targeting';
import type { PublishItem } from '@functions/publishing/adapters/port';
import { campaignCreatives } from '@functions/publishing/publish-items';
import { signIn } from './client';

const item = (over: Partial<PublishItem>): PublishItem => ({ creativeId: 'c1', version: 'v1', name: 'n', format: '300x250', values: {}, files: {}, variantId: 'v-1', ...over });

describe('variantExpression', () => {
  it("targets each segment's values under its type's key, any of them", () => {
    const segments = [
      { name: 'Lapsed', type: 'custom', values: ['aud_1', 'aud_2'] },
      { name: 'Homepage', type: 'cmPlacement', values: ['345678901'] },
      { name: 'LI', type: 'dv360LineItem', values: ['55501'] },
    ];
    expect(variantExpression(item({ segments }))).toBe('segment=aud_1 OR segment=aud_2 OR cm_placement_id=345678901 OR dv360_line_item_id=55501');
  });

  it("takes a Custom value written key=value as that key-value, quotes what is not a plain token, and leaves Meta's ad sets out", () => {
    const segments = [
      { name: 'Sport', type: 'custom', values: ['Sport=football', 'green tea'] },
      { name: 'Ad set', type: 'fbAdSet', values: ['120210'] },
      { name: 'Ad', type: 'CMAd', values: ['9001', '9001'] },
    ];
    expect(variantExpression(item({ segments }))).toBe('sport=football OR segment="green tea" OR cm_ad_id=9001');
  });

  it('targets a variant without ad server segments by its own id', () => {
    expect(variantExpression(item({ segments: [] }))).toBe('mq_variant=v-1');
    expect(variantExpression(item({ segments: [{ name: 'Ad set', type: 'fbAdSet', values: ['1'] }] }))).toBe('mq_variant=v-1');
  });
});

describe('defaultFirst', () => {
  it('puts the fallback variant first, else one without segments, else keeps the order', () => {
    const a = item({ creativeId: 'a', segments: [{ name: 's', type: 'custom', values: ['x'] }] });
    const b = item({ creativeId: 'b', segments: [] });
    const f = item({ creativeId: 'f', fallback: true, segments: [{ name: 's', type: 'custom', values: ['y'] }] });
    expect(defaultFirst([a, b, f]).map((i) => i.creativeId)).toEqual(['f', 'a', 'b']);
    expect(defaultFirst([a, b]).map((i) => i.creativeId)).toEqual(['b', 'a']);
    expect(defaultFirst([a]).map((i) => i.creativeId)).toEqual(['a']);
  });
});

describe('variantDayPart', () => {
  it("gives the days and hours the variant's schedules run in, in the viewer's time; none for schedules that run all the time", () => {
    const weekdayMornings = { name: 'Mornings', daysOfWeek: [5, 1, 2, 3, 4], hours: [8, 7, 9] };
    expect(variantDayPart(item({ schedules: [weekdayMornings] }))).toEqual({ daysOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'], hoursOfDay: [7, 8, 9], userLocalTime: true });
    // one grid of days by hours: two schedules give the days and hours of both
    expect(variantDayPart(item({ schedules: [weekdayMornings, { name: 'Sunday nights', daysOfWeek: [0], hours: [21, 22] }] }))).toEqual({
      daysOfWeek: ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
      hoursOfDay: [7, 8, 9, 21, 22],
      userLocalTime: true,
    });
    expect(variantDayPart(item({ schedules: [{ name: 'Weekends', daysOfWeek: [0, 6] }] }))).toEqual({ daysOfWeek: ['SUNDAY', 'SATURDAY'], hoursOfDay: Array.from({ length: 24 }, (_, h) => h), userLocalTime: true });
    expect(variantDayPart(item({ schedules: [{ name: 'Flight' }] }))).toBeUndefined();
    expect(variantDayPart(item({ schedules: [weekdayMornings, { name: 'Flight' }] }))).toBeUndefined();
    expect(variantDayPart(item({}))).toBeUndefined();
  });
});

describe('variantTemplate in the simulator', () => {
  const api = new dfareporting_v4.Dfareporting(googleApiOptions({ ciphertext: encryptSecret(SIM_TOKENS.demoGoogle) }));
  const t = { api, profileId: CM360.profiles[SIM_TOKENS.demoGoogle]![0]!.profileId, advertiserId: CM360.advertisers[0]!.id };
  const campaignId = `day-part-${Date.now()}`;
  const read = async (id: string) => (await api.targetingTemplates.get({ profileId: t.profileId, id })).data;

  it('makes the template with the day part once, a new one when the schedule changes, and none with a day part for an all-day schedule', async () => {
    const segments = [{ name: 'Lapsed', type: 'custom', values: ['aud_1'] }];
    const mornings = item({ variantName: 'Mornings', segments, schedules: [{ name: 'Mornings', daysOfWeek: [1, 2], hours: [8, 9] }] });
    const id = await variantTemplate(t, campaignId, mornings);
    expect(await read(id)).toMatchObject({ keyValueTargetingExpression: { expression: 'segment=aud_1' }, dayPartTargeting: { daysOfWeek: ['MONDAY', 'TUESDAY'], hoursOfDay: [8, 9], userLocalTime: true } });
    expect(await variantTemplate(t, campaignId, mornings)).toBe(id);

    const later = await variantTemplate(t, campaignId, item({ ...mornings, schedules: [{ name: 'Mornings', daysOfWeek: [1, 2], hours: [10] }] }));
    expect(later).not.toBe(id);
    expect((await read(later)).dayPartTargeting).toMatchObject({ hoursOfDay: [10] });

    const allDay = await variantTemplate(t, campaignId, item({ ...mornings, schedules: [{ name: 'Flight' }] }));
    expect((await read(allDay)).dayPartTargeting).toBeUndefined();
  });

  it('is refused by the simulator for a day the API does not know', async () => {
    await expect(api.targetingTemplates.insert({ profileId: t.profileId, requestBody: { advertiserId: t.advertiserId, name: `${campaignId} bad day`, dayPartTargeting: { daysOfWeek: ['FUNDAY'] } } })).rejects.toMatchObject({ status: 400 });
  });
});

describe('publish items', () => {
  it("carry each tree creative's variant with its user segments and schedules, which its template is made from", async () => {
    const me = await signIn('selfserviceadmin@demo.test');
    const campaign = (await campaignsRepository.listByPartner(me.user.partnerId)).find((c) => c.name === 'Sparkle Zero DE - Summer Display')!;
    const variants = (await campaignCreatives(campaign)).items.filter((i) => i.variantId);
    // one item per format of each variant; each variant but the fallback has a segment and the seeded schedule, the
    // flight (no days or hours: no day part)
    const fallbacks = variants.filter((v) => v.fallback);
    const others = variants.filter((v) => !v.fallback);
    expect(fallbacks.length).toBeGreaterThan(0);
    for (const i of fallbacks) expect(i).toMatchObject({ segments: [], schedules: [] });
    expect(others.length).toBeGreaterThan(0);
    for (const i of others) {
      expect(i.schedules).toEqual([{ name: SEED_SCHEDULE_NAME }]);
      expect(i.segments).toEqual([expect.objectContaining({ type: 'custom', values: [expect.any(String)] })]);
    }
    expect(variants.map(variantDayPart)).toEqual(variants.map(() => undefined));
  });
});
