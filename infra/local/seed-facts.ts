/**
 * The demo's reporting facts, made up but shaped like an ad server's export: deterministic (a seeded PRNG per campaign
 * and day, so any day can be made alone and every run gives the same figures), hourly rows per variation and audience
 * with an hourly curve, weekday effects, a gentle trend, CTR about 0.1 to 2 %, conversions about 1 to 5 % of clicks,
 * spend by CPM, video views and completions for video formats, and per-day conversion rows of the floodlight
 * activities from the tracker. The total volume does not depend on the row count; more rows are finer rows.
 */
import { createHash } from 'node:crypto';
import type { FactRecord } from '@functions/reporting/facts/fact-parquet';
import { formatSuffixOf } from '@shared/domain/personalize';
import { mulberry32 } from '@shared/domain/seeded-random';
import { reportingHash, variationHash } from '@shared/domain/variations';
import { templateSampleFields } from './template-samples';

export const SEED_DAYS = 90;
export const SEED_REPORT_ROWS_DEFAULT = 1_000_000;

export interface SeedVariation {
  id: string;
  /** 001 3: pureVariationHash_version_formatSuffix of its values (shared/domain/variations.ts). */
  hash: string;
  /** What the facts carry: reportingHash(campaignId, hash). */
  reportingHash: string;
  /** Its template (a sample of docs/templates/samples, seeded into the concept 'Sparkle Zero Summer Launch'), if any. */
  template?: string;
  /** The template's dynamic field values (its defaults, the variation's headline and call to action). */
  values: Record<string, string>;
  headline: string;
  call: string;
  name: string;
  format: string;
  /** Click-through multiplier: what makes one creative the best and another the worst. */
  quality: number;
}

export interface SeedCampaign {
  id: string;
  partnerId: string;
  businessNodeId: string;
  platform: 'google' | 'facebook' | 'youtube';
  name: string;
  objective: 'awareness' | 'consideration' | 'action';
  mediaCampaignName: string;
  /** Impressions on an average weekday. */
  dailyImpressions: number;
  adGroups: { id: string; name: string }[];
  audiences: string[];
  variations: SeedVariation[];
  /** Floodlight activities whose conversions the tracker reports for this campaign. */
  activityIds: string[];
}

export interface CampaignSpec {
  partnerId: string;
  businessNodeId: string;
  platform: SeedCampaign['platform'];
  name: string;
  objective: SeedCampaign['objective'];
  mediaCampaignName: string;
  dailyImpressions: number;
  adGroupNames: [string, string];
  activityIds: string[];
}

/** A 24-hex id that is the same on every run for the same name (so the seed finds what it wrote before). */
export const stableId = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest('hex').slice(0, 24);

/** mulberry32 (shared/domain/seeded-random.ts): small, fast, good enough for synthetic figures. */
export const prng = mulberry32;
const seedOf = (...parts: string[]) => createHash('sha1').update(parts.join('|')).digest().readUInt32BE(0);

const FORMATS: Record<SeedCampaign['platform'], string[]> = {
  google: ['300x250', '728x90', '300x600', '970x250'],
  facebook: ['singleImage', 'carousel', 'singleVideo', 'dynamicImage'],
  youtube: ['trueView', 'bumper'],
};
/** The formats made from the ready concept's templates (infra/local/seed-templates.ts): the decision trees' sizes and Meta's square image. */
export const SEED_FORMAT_TEMPLATES: Readonly<Record<string, string>> = {
  '300x250': '300x250-sparkle-summer',
  '728x90': '728x90-sparkle-summer',
  '300x600': '300x600-sparkle-summer',
  '970x250': '970x250-sparkle-summer',
  singleImage: '1080x1080-sparkle-summer-meta',
};
/** Every seeded template is at generation 1, version 1. */
export const SEED_TEMPLATE_VERSION = 1;
/** The fields a variation's headline and call to action go in (the samples name them two ways: 970x250 is a Studio profile). */
const HEADLINE_FIELDS = ['frame1Headline', 'Headline'];
const CTA_FIELDS = ['ctaText1', 'Cta_Text'];
const sampleDefaults = new Map<string, Record<string, string>>();
function templateDefaults(sample: string): Record<string, string> {
  let defaults = sampleDefaults.get(sample);
  if (!defaults) sampleDefaults.set(sample, (defaults = Object.fromEntries(templateSampleFields(sample).map((f) => [f.name, f.defaultValue]))));
  return defaults;
}

/**
 * A variation's values and hash: on a template, its defaults with the headline and call to action in the template's own
 * fields; without one (carousel, videos), the two values alone. The suffix is the template's (Meta's orientation).
 */
export function seedVariationValues(campaignId: string, format: string, headline: string, call: string): Pick<SeedVariation, 'hash' | 'reportingHash' | 'template' | 'values'> {
  const template = SEED_FORMAT_TEMPLATES[format];
  let values: Record<string, string> = { headline, callToAction: call };
  let suffix = format;
  if (template) {
    values = { ...templateDefaults(template) };
    const put = (fields: string[], value: string) => {
      const field = fields.find((f) => f in values);
      if (field) values[field] = value;
    };
    put(HEADLINE_FIELDS, headline);
    put(CTA_FIELDS, call);
    suffix = formatSuffixOf(template.split('-')[0]!);
  }
  const hash = variationHash(values, SEED_TEMPLATE_VERSION, suffix);
  return { hash, reportingHash: reportingHash(campaignId, hash), template, values };
}
export const VIDEO_FORMATS: ReadonlySet<string> = new Set(['singleVideo', 'trueView', 'bumper']);
const AUDIENCES = [
  'Sparkling water fans', 'Health-conscious 25-44', 'Sports and fitness', 'Students', 'Young families', 'Lapsed buyers',
  'Lookalike purchasers', 'Site visitors 30 days',
];
const THEMES = ['Summer Splash', 'Zero Sugar', 'Lime Twist', 'Berry Burst', 'Morning Fresh', 'Game Day', 'Office Break', 'Picnic'];
const CALLS = ['Shop now', 'Learn more', 'Get offer', 'Order now', 'Watch more', 'Sign up'];

/** Click-through rate, conversion rate of clicks, cost per thousand impressions, by channel. */
const CHANNEL = {
  google: { ctr: 0.0025, cvr: 0.03, cpm: 2.4 },
  facebook: { ctr: 0.009, cvr: 0.025, cpm: 6.5 },
  youtube: { ctr: 0.004, cvr: 0.015, cpm: 9.0 },
} as const;

/** Share of a day's impressions per UTC hour: quiet nights, a lunch peak and an evening peak. */
const HOURLY = (() => {
  const raw = Array.from({ length: 24 }, (_, h) => 0.25 + Math.exp(-((h - 12.5) ** 2) / 8) + 1.3 * Math.exp(-((h - 20) ** 2) / 6));
  const total = raw.reduce((s, w) => s + w, 0);
  return raw.map((w) => w / total);
})();
/** Sunday first, as Date.getUTCDay. Social is busier at weekends, display and video a little quieter. */
const WEEKDAY = { google: [0.78, 1.05, 1.08, 1.1, 1.07, 1.0, 0.82], facebook: [1.15, 0.95, 0.97, 0.98, 1.0, 1.05, 1.2], youtube: [1.1, 0.95, 0.96, 0.97, 0.99, 1.05, 1.12] } as const;

/**
 * How fine the rows are for a wanted total: time slots a day (up to 24 hours) and variation-audience combinations a
 * campaign, so that campaigns x combinations x slots x days is about the wanted number of rows. Small sizes keep
 * about 8 combinations (creatives to rank) and give up hours first.
 */
export function rowShape(rows: number, campaigns: number, days = SEED_DAYS): { slots: number; combos: number } {
  const perCampaignDay = Math.max(1, rows / (campaigns * days));
  const slots = Math.max(1, Math.min(24, Math.floor(perCampaignDay / 8)));
  return { slots, combos: Math.max(1, Math.round(perCampaignDay / slots)) };
}

/** A campaign's ad groups, audiences and variations, enough of them for `combos` rows per time slot. */
export function seedCampaign(spec: CampaignSpec, combos: number): SeedCampaign {
  const id = stableId(spec.partnerId, spec.name);
  const random = prng(seedOf(id, 'creative'));
  const audienceCount = Math.min(AUDIENCES.length, Math.max(1, Math.ceil(combos / 8)));
  const variationCount = Math.ceil(combos / audienceCount);
  const formats = FORMATS[spec.platform];
  const variations = Array.from({ length: variationCount }, (_, v): SeedVariation => {
    const format = formats[v % formats.length]!;
    const round = Math.floor(v / THEMES.length);
    // the round in the headline keeps every variation of a template distinct (its hash unique in the campaign)
    const headline = `${THEMES[v % THEMES.length]}${round > 0 ? ` ${round + 1}` : ''}`;
    const call = CALLS[(v * 5 + round) % CALLS.length]!;
    const name = `${THEMES[v % THEMES.length]} - ${call} - ${format}${round > 0 ? ` v${round + 1}` : ''}`;
    return { id: stableId(id, 'variation', String(v)), ...seedVariationValues(id, format, headline, call), headline, call, name, format, quality: 0.45 + random() * 1.4 };
  });
  return {
    id,
    partnerId: spec.partnerId,
    businessNodeId: spec.businessNodeId,
    platform: spec.platform,
    name: spec.name,
    objective: spec.objective,
    mediaCampaignName: spec.mediaCampaignName,
    dailyImpressions: spec.dailyImpressions,
    adGroups: spec.adGroupNames.map((name, g) => ({ id: String(seedOf(id, 'ad group', String(g)) % 900_000_000 + 100_000_000), name })),
    audiences: AUDIENCES.slice(0, audienceCount),
    variations,
    activityIds: spec.activityIds,
  };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** The fact rows of one campaign on one day (`YYYY-MM-DD`, UTC); `dayIndex` counts from the first seeded day. */
export function campaignDayFacts(campaign: SeedCampaign, date: string, dayIndex: number, shape: { slots: number; combos: number }): FactRecord[] {
  const random = prng(seedOf(campaign.id, date));
  const noise = (spread: number) => 1 + (random() * 2 - 1) * spread;
  // rounded up with the probability of the fraction: small hourly counts keep their expected value
  const count = (x: number) => Math.floor(x + random());
  const channel = CHANNEL[campaign.platform];
  const weekday = WEEKDAY[campaign.platform][new Date(`${date}T00:00:00Z`).getUTCDay()]!;
  const dayImpressions = campaign.dailyImpressions * weekday * (0.85 + 0.3 * (dayIndex / SEED_DAYS)) * noise(0.12);
  // time slots: every hour, or fewer evenly spaced ones, each carrying the hours it stands for
  const slotHours = Array.from({ length: shape.slots }, (_, s) => Math.floor(((s + 0.5) * 24) / shape.slots));
  const slotShare = (s: number) => {
    const from = Math.floor((s * 24) / shape.slots);
    const to = Math.floor(((s + 1) * 24) / shape.slots);
    return HOURLY.slice(from, to).reduce((sum, w) => sum + w, 0);
  };
  const base = { partnerId: campaign.partnerId, campaignId: campaign.id, platform: campaign.platform, businessNodeId: campaign.businessNodeId, objective: campaign.objective, EXTERNAL_CAMPAIGN_NAME: campaign.mediaCampaignName, source: 'adserver' };
  const rows: FactRecord[] = [];
  for (let k = 0; k < shape.combos; k++) {
    const v = k % campaign.variations.length;
    const variation = campaign.variations[v]!;
    const audience = campaign.audiences[Math.floor(k / campaign.variations.length) % campaign.audiences.length]!;
    const adGroup = campaign.adGroups[v % campaign.adGroups.length]!;
    const video = VIDEO_FORMATS.has(variation.format);
    for (let s = 0; s < shape.slots; s++) {
      const impressions = count((dayImpressions * slotShare(s) * noise(0.3)) / shape.combos);
      const clicks = count(impressions * channel.ctr * variation.quality * noise(0.35));
      const conversions = count(clicks * channel.cvr * noise(0.6));
      const views = video ? count(impressions * (variation.format === 'bumper' ? 0.85 : 0.32) * noise(0.1)) : 0;
      rows.push({
        ...base,
        TIMESTAMP: `${date}T${String(slotHours[s]).padStart(2, '0')}:00:00.000Z`,
        format: variation.format,
        audienceName: audience,
        AD_GROUP_ID: adGroup.id,
        AD_GROUP_NAME: adGroup.name,
        variationHash: variation.reportingHash,
        VariantName: variation.name,
        IMPRESSIONS: impressions,
        CLICKS: clicks,
        TOTAL_CONVERSIONS: conversions,
        VIEWABLE_IMPRESSIONS: count(impressions * (0.55 + 0.2 * random())),
        VIDEO_VIEWS: views,
        VIDEO_COMPLETIONS: video ? count(views * (variation.format === 'bumper' ? 0.92 : 0.55) * noise(0.1)) : 0,
        VIEW_THROUGH_CONVERSIONS: count(impressions * 0.00004 * noise(0.8)),
        MEDIA_SPEND: round2((impressions / 1000) * channel.cpm * noise(0.1)),
        PURCHASES_CONVERSION_VALUE: round2(conversions * 34 * noise(0.4)),
      });
    }
  }
  // The tracker's floodlight conversions of the day, one row per activity (not counted in the overall stats).
  campaign.activityIds.forEach((activityId, a) => {
    const clicks = (dayImpressions * channel.ctr) / (a + 1);
    rows.push({
      ...base, source: 'tracker', activityId, TIMESTAMP: `${date}T23:00:00.000Z`,
      CLICK_THROUGH_CONVERSIONS: count(clicks * channel.cvr * noise(0.5)),
      VIEW_THROUGH_CONVERSIONS: count(dayImpressions * 0.00002 * noise(0.5)),
    });
  });
  return rows;
}

/** The `days` UTC dates ending yesterday, oldest first. */
export function seedDates(today: Date, days = SEED_DAYS): string[] {
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return Array.from({ length: days }, (_, i) => new Date(midnight - (days - i) * 86_400_000).toISOString().slice(0, 10));
}
