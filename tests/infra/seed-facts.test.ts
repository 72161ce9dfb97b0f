/** The embedded seed's fact generator: size, determinism, validity against the ingestion contract, and realistic rates. */
import { factRowSchema } from '@shared/contracts/report-facts';
import { reportingHash, variationHash } from '@shared/domain/variations';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { campaignDayFacts, rowShape, SEED_DAYS, seedDates } from '@infra/local/seed-facts';
import { demoCampaigns, seedPersonalisationType } from '@infra/local/seed-reporting';

const nodes = (names: string[]) => names.map((name) => ({ id: `node-${name}`, name }) as BusinessNode);
const partners = { demo: { partnerId: 'a'.repeat(24), nodes: nodes(['Germany', 'France', 'United States']) }, other: { partnerId: 'b'.repeat(24), nodes: nodes(['Spain']) } };
const dates = seedDates(new Date('2026-06-15T08:00:00Z'));

function facts(rows: number) {
  const campaigns = demoCampaigns(partners, rows);
  const shape = rowShape(rows, campaigns.length);
  return { campaigns, all: dates.flatMap((date, i) => campaigns.flatMap((c) => campaignDayFacts(c, date, i, shape))) };
}

const sum = (rows: readonly Record<string, unknown>[], column: string) => rows.reduce((s, r) => s + Number(r[column] ?? 0), 0);

describe('seed facts', () => {
  const { campaigns, all } = facts(100_000);
  const adserver = all.filter((r) => r.source === 'adserver');

  it('covers the 90 days ending yesterday with about the rows asked for', () => {
    expect(dates).toHaveLength(SEED_DAYS);
    expect(dates.at(-1)).toBe('2026-06-14');
    expect(dates[0]).toBe('2026-03-17');
    expect(adserver.length).toBeGreaterThan(90_000);
    expect(adserver.length).toBeLessThan(110_000);
    expect(new Set(all.map((r) => r.TIMESTAMP.slice(0, 10)))).toEqual(new Set(dates));
  });

  it('is the same on every run', () => {
    expect(facts(100_000).all.slice(0, 500)).toEqual(all.slice(0, 500));
  });

  it('writes rows the ingestion contract accepts, each of a seeded campaign of its partner', () => {
    for (const row of all.filter((_r, i) => i % 97 === 0)) expect(factRowSchema.safeParse(row).success).toBe(true);
    const byId = new Map(campaigns.map((c) => [c.id, c]));
    expect(all.every((r) => byId.get(r.campaignId!)?.partnerId === r.partnerId)).toBe(true);
    expect(campaigns.filter((c) => c.partnerId === partners.other.partnerId)).toHaveLength(2);
    expect(new Set(campaigns.map((c) => c.platform))).toEqual(new Set(['google', 'facebook', 'youtube']));
  });

  it('has a CTR of 0.1 to 2 % and conversions of 1 to 5 % of clicks on every campaign', () => {
    for (const campaign of campaigns) {
      const rows = adserver.filter((r) => r.campaignId === campaign.id);
      const ctr = sum(rows, 'CLICKS') / sum(rows, 'IMPRESSIONS');
      const cvr = sum(rows, 'TOTAL_CONVERSIONS') / sum(rows, 'CLICKS');
      expect(ctr, campaign.name).toBeGreaterThan(0.001);
      expect(ctr, campaign.name).toBeLessThan(0.02);
      expect(cvr, campaign.name).toBeGreaterThan(0.01);
      expect(cvr, campaign.name).toBeLessThan(0.05);
      expect(sum(rows, 'MEDIA_SPEND')).toBeGreaterThan(0);
    }
  });

  it('has video views and completions on video formats only, and tracker conversion rows with a floodlight activity', () => {
    const youtube = adserver.filter((r) => r.platform === 'youtube');
    expect(sum(youtube, 'VIDEO_VIEWS')).toBeGreaterThan(0);
    expect(sum(youtube, 'VIDEO_COMPLETIONS')).toBeLessThan(sum(youtube, 'VIDEO_VIEWS'));
    expect(sum(adserver.filter((r) => r.platform === 'google'), 'VIDEO_VIEWS')).toBe(0);
    const tracker = all.filter((r) => r.source === 'tracker');
    expect(tracker.length).toBeGreaterThan(0);
    expect(tracker.every((r) => r.activityId && !r.IMPRESSIONS && r.CLICK_THROUGH_CONVERSIONS !== undefined)).toBe(true);
    expect(adserver.every((r) => r.activityId === undefined)).toBe(true);
  });

  it('has weekday effects and ranks creatives apart', () => {
    const google = adserver.filter((r) => r.platform === 'google');
    const perWeekday = (day: number) => sum(google.filter((r) => new Date(r.TIMESTAMP).getUTCDay() === day), 'IMPRESSIONS');
    expect(perWeekday(3)).toBeGreaterThan(perWeekday(0) * 1.15);
    const ctrs = campaigns[0]!.variations.map((v) => {
      const rows = adserver.filter((r) => r.variationHash === v.reportingHash);
      return sum(rows, 'CLICKS') / sum(rows, 'IMPRESSIONS');
    });
    expect(Math.max(...ctrs) / Math.min(...ctrs)).toBeGreaterThan(1.5);
  });
});

describe('seed campaigns', () => {
  it('are assemblies when they have social or video-platform videos, decision trees otherwise (002 4)', () => {
    const types = new Map(demoCampaigns(partners, 100_000).map((c) => [c.name, seedPersonalisationType(c)]));
    expect(types.get('Sparkle Zero DE - Summer Display')).toBe('DECISION_TREE');
    expect(types.get('Sparkle Zero DE - Social Launch')).toBe('ASSEMBLY');
    expect(types.get('Sparkle Zero US - Bumper Reach')).toBe('ASSEMBLY');
    expect(new Set(types.values())).toEqual(new Set(['DECISION_TREE', 'ASSEMBLY']));
  });
});

describe('seeded variations', () => {
  const { campaigns } = facts(10_000);

  it('carry spec hashes: pureVariationHash_1_suffix of their values, the facts reportingHash(campaignId, hash), unique per campaign', () => {
    for (const campaign of campaigns) {
      const hashes = new Set(campaign.variations.map((v) => v.reportingHash));
      expect(hashes.size, campaign.name).toBe(campaign.variations.length);
      for (const v of campaign.variations) {
        expect(v.hash).toMatch(/^[0-9a-f]{32}_1_[A-Za-z0-9x]+$/);
        expect(v.hash).toBe(variationHash(v.values, 1, v.hash.split('_')[2]!));
        expect(v.reportingHash).toBe(reportingHash(campaign.id, v.hash));
      }
    }
  });

  it("puts the Google campaigns' variations on the ready concept's display templates, with the sample's fields", () => {
    const google = campaigns.filter((c) => c.platform === 'google').flatMap((c) => c.variations);
    expect(new Set(google.map((v) => v.format))).toEqual(new Set(['300x250', '728x90', '300x600', '970x250']));
    const v300 = google.find((v) => v.format === '300x250')!;
    expect(v300.template).toBe('300x250-sparkle-summer');
    expect(v300.values).toMatchObject({ frame1Headline: v300.headline, ctaText1: v300.call, landingPage1: 'https://www.example.com/sparkle-zero' });
    const meta = campaigns.filter((c) => c.platform === 'facebook').flatMap((c) => c.variations).find((v) => v.format === 'singleImage')!;
    expect(meta.hash).toMatch(/_1_square$/);
  });
});
