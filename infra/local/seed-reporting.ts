/**
 * First-start reporting seed of the embedded default: Demo Agency's campaigns on its market nodes (google, facebook,
 * youtube; two for Other Client, so tenant isolation shows), their variations with previews, and 90 days ending
 * yesterday of facts (infra/local/seed-facts.ts) written with the one fact writer into REPORTING_DIR.
 * SEED_REPORT_ROWS sets the size (default about 1,000,000; 0 for none). A size above BACKGROUND_ROWS is written after
 * the server is up, in a worker thread, one day at a time, newest first, and a line is printed when done. Idempotent: a marker file with
 * the size is written last; a start that finds it changes nothing.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import sharp from 'sharp';
import type { BusinessNode } from '@functions/business-nodes/business-nodes-repository';
import { campaignsRepository } from '@functions/campaigns/campaigns-repository';
import { variationsRepository } from '@functions/campaigns/variations-repository';
import { DEFAULT_REPORTING_DIR } from '@functions/reporting/engines/duckdb-engine';
import { encodeFacts } from '@functions/reporting/facts/fact-parquet';
import { writeFactFile } from '@functions/reporting/facts/fact-store';
import { s3 } from '@functions/lib/clients';
import { config } from '@functions/lib/config';
import { personalisationType } from '@shared/domain/campaigns';
import { DEMO_FLOODLIGHT_ACTIVITIES } from './seed-floodlight';
import { campaignDayFacts, rowShape, SEED_REPORT_ROWS_DEFAULT, seedCampaign, seedDates, VIDEO_FORMATS, type CampaignSpec, type SeedCampaign } from './seed-facts';
import { appendSeedRecords, seedApprover, seedVariationFinalApproval } from '@functions/creatives/public';
import { seedCampaignSettings, seedCampaignTrees, seedConcept, seedFlightDates, seedVariationFields, type SeedConcept } from './seed-personalize';

/** Sizes up to this are written before the server starts (tests, e2e); larger ones in the background. */
const BACKGROUND_ROWS = 200_000;
/** The batch id of the seed's files: `performance/date=YYYY-MM-DD/seed.parquet`. */
export const SEED_BATCH_ID = 'seed';

export interface ReportingSeedPartners {
  demo: { partnerId: string; nodes: readonly BusinessNode[] };
  other: { partnerId: string; nodes: readonly BusinessNode[] };
}

/** Other Client's tracker activity (it has no seeded floodlight list: its conversions show in its own reports only). */
const OTHER_ACTIVITY = '5820101';

const AD_GROUPS: Record<CampaignSpec['platform'], [string, string]> = {
  google: ['Prospecting - contextual', 'Retargeting - site visitors'],
  facebook: ['Broad - Advantage+', 'Interests - beverages'],
  youtube: ['In-stream 15s', 'Bumper 6s'],
};

/** The demo's campaigns: name, market, channel, objective, media campaign name and weekday impressions. */
export function demoCampaignSpecs({ demo, other }: ReportingSeedPartners): CampaignSpec[] {
  const node = (nodes: readonly BusinessNode[], name: string) => {
    const found = nodes.find((n) => n.name === name);
    if (!found) throw new Error(`Seed: business node ${name} is missing`);
    return found.id;
  };
  // the tracker reports conversions of the demo's floodlight activities (infra/local/seed-floodlight.ts); video only purchases
  const demoActivities = DEMO_FLOODLIGHT_ACTIVITIES.map((a) => a.id);
  const purchase = DEMO_FLOODLIGHT_ACTIVITIES.filter((a) => a.name === 'Purchase').map((a) => a.id);
  const spec = (partner: ReportingSeedPartners['demo'], market: string, platform: CampaignSpec['platform'], name: string, objective: CampaignSpec['objective'], mediaCampaignName: string, dailyImpressions: number, activityIds: string[]): CampaignSpec =>
    ({ partnerId: partner.partnerId, businessNodeId: node(partner.nodes, market), platform, name, objective, mediaCampaignName, dailyImpressions, adGroupNames: AD_GROUPS[platform], activityIds });
  return [
    spec(demo, 'Germany', 'google', 'Sparkle Zero DE - Summer Display', 'consideration', 'DE_SparkleZero_Summer_Display', 420_000, demoActivities),
    spec(demo, 'France', 'google', 'Sparkle Zero FR - Prospecting Display', 'awareness', 'FR_SparkleZero_Prospecting_GDN', 300_000, demoActivities),
    spec(demo, 'United States', 'google', 'Sparkle Zero US - Retargeting Display', 'action', 'US_SparkleZero_Retargeting_CM360', 250_000, demoActivities),
    spec(demo, 'United States', 'google', 'Sparkle Zero US - Back to School', 'awareness', 'US_SparkleZero_BTS_Display', 500_000, demoActivities),
    spec(demo, 'Germany', 'facebook', 'Sparkle Zero DE - Social Launch', 'awareness', 'DE_SparkleZero_Launch_Meta', 260_000, demoActivities),
    spec(demo, 'France', 'facebook', "Sparkle Zero FR - Carousel 'Always-on'", 'consideration', 'FR_SparkleZero_AlwaysOn_Meta', 180_000, demoActivities),
    spec(demo, 'United States', 'facebook', 'Sparkle Zero US - Dynamic Retargeting', 'action', 'US_SparkleZero_DPA_Meta', 150_000, demoActivities),
    spec(demo, 'Germany', 'youtube', 'Sparkle Zero DE - TrueView Awareness', 'awareness', 'DE_SparkleZero_TrueView_YT', 200_000, purchase),
    spec(demo, 'United States', 'youtube', 'Sparkle Zero US - Bumper Reach', 'awareness', 'US_SparkleZero_Bumper_YT', 350_000, purchase),
    spec(demo, 'France', 'youtube', 'Sparkle Zero FR - TrueView Consideration', 'consideration', 'FR_SparkleZero_TrueView_YT', 120_000, purchase),
    spec(other, 'Spain', 'google', 'Trail Shoes ES - Spring Display', 'consideration', 'ES_TrailShoes_Spring_Display', 150_000, [OTHER_ACTIVITY]),
    spec(other, 'Spain', 'youtube', 'Trail Shoes ES - Trail Stories', 'awareness', 'ES_TrailShoes_Stories_YT', 90_000, [OTHER_ACTIVITY]),
  ];
}

/** The seeded campaigns for a wanted number of fact rows. */
export function demoCampaigns(partners: ReportingSeedPartners, rows: number): SeedCampaign[] {
  const specs = demoCampaignSpecs(partners);
  const { combos } = rowShape(rows, specs.length);
  return specs.map((spec) => seedCampaign(spec, combos));
}

/** Preview key of a variation (002 9 storage path layout: v2/partners/{partnerId}/campaigns/{campaignId}/preview/thumbnails). */
const thumbnailKey = (campaign: SeedCampaign, variationId: string) => `v2/partners/${campaign.partnerId}/campaigns/${campaign.id}/preview/thumbnails/${variationId}.png`;

const escapeXml = (text: string) => text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A 300x250 preview: the variation's theme colour, its name and format. */
async function thumbnail(campaign: SeedCampaign, index: number, name: string, format: string): Promise<Buffer> {
  const hue = (index * 47 + campaign.name.length * 13) % 360;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="250">
<rect width="300" height="250" fill="hsl(${hue},70%,45%)"/><circle cx="240" cy="60" r="70" fill="hsl(${(hue + 40) % 360},80%,65%)"/>
<text x="20" y="150" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff">${escapeXml(name.split(' - ')[0]!)}</text>
<text x="20" y="180" font-family="sans-serif" font-size="15" fill="#fff">${escapeXml(name.split(' - ')[1] ?? '')}</text>
<text x="20" y="230" font-family="sans-serif" font-size="12" fill="#fff">${escapeXml(`${campaign.platform} / ${format}`)}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** 002 4 over the campaign's variation formats: the social and video-platform campaigns with videos are assemblies. */
export const seedPersonalisationType = (campaign: SeedCampaign) =>
  personalisationType(campaign.variations.map((v) => ({ platform: campaign.platform, channel: VIDEO_FORMATS.has(v.format) ? 'video' : 'static' })));

/**
 * Campaigns and variations in the app table, previews in the files bucket (already there: left or rewritten the same).
 * Demo Agency's campaigns are campaigns of the ready concept, with trees and variants (seed-personalize.ts).
 */
export async function writeSeedCampaigns(campaigns: readonly SeedCampaign[], withPreviews: boolean, today = new Date()): Promise<void> {
  const flightDates = seedFlightDates(today);
  const concepts = new Map<string, SeedConcept | null>();
  for (const campaign of campaigns) {
    const { id, partnerId, businessNodeId, platform, name } = campaign;
    if (!concepts.has(partnerId)) concepts.set(partnerId, await seedConcept(partnerId));
    const concept = concepts.get(partnerId) ?? null;
    const settings = concept ? seedCampaignSettings(campaign, concept, flightDates) : undefined;
    await campaignsRepository.createIfAbsent({
      id,
      partnerId,
      businessNodeId,
      platform,
      name,
      personalisationType: seedPersonalisationType(campaign),
      ...(concept && settings ? { conceptId: concept.conceptId, settings } : { settings: { flightDates, watcherIds: [], deliveries: {}, formats: [], templateIds: [] } }),
    });
    const trees = concept && settings ? await seedCampaignTrees(campaign, concept, settings) : new Map();
    const approver = await seedApprover(campaign.partnerId);
    const queue = campaign.variations.map((variation, index) => async () => {
      const key = withPreviews ? thumbnailKey(campaign, variation.id) : undefined;
      if (key) await s3().send(new PutObjectCommand({ Bucket: config.filesBucket, Key: key, Body: await thumbnail(campaign, index, variation.name, variation.format), ContentType: 'image/png' }));
      const item = {
        partnerId: campaign.partnerId,
        reportingHash: variation.reportingHash,
        id: variation.id,
        campaignId: campaign.id,
        name: variation.name,
        format: variation.format,
        thumbnailKey: key,
        ...seedVariationFields(campaign, variation, concept, trees),
      };
      // seeded variations are approved: final approval of their version with its trail record
      const seeded = approver ? seedVariationFinalApproval(approver, item, Date.now()) : null;
      await variationsRepository.put({ ...item, ...(seeded?.set ?? {}) });
      if (seeded) await appendSeedRecords([seeded.record]);
    });
    // a few at a time: DynamoDB Local and fauxqs share the machine with everything else
    await Promise.all(Array.from({ length: 4 }, async () => {
      for (let job = queue.shift(); job; job = queue.shift()) await job();
    }));
  }
}

/**
 * Facts of every campaign for each date, one file per date named SEED_BATCH_ID, newest date first (the dashboard's
 * recent weeks are complete first). Yields to the event loop between days so a running server keeps answering.
 */
export async function writeSeedFacts(root: string, campaigns: readonly SeedCampaign[], dates: readonly string[], rows: number): Promise<number> {
  const shape = rowShape(rows, campaigns.length, dates.length);
  let written = 0;
  for (let i = dates.length - 1; i >= 0; i--) {
    const facts = campaigns.flatMap((c) => campaignDayFacts(c, dates[i]!, i, shape));
    writeFactFile(root, dates[i]!, SEED_BATCH_ID, encodeFacts(facts));
    written += facts.length;
    await new Promise((resolve) => setImmediate(resolve));
  }
  return written;
}

export async function seedReporting(partners: ReportingSeedPartners, today = new Date()): Promise<void> {
  const rows = Number(process.env.SEED_REPORT_ROWS ?? SEED_REPORT_ROWS_DEFAULT);
  if (!Number.isFinite(rows) || rows < 0) throw new Error(`SEED_REPORT_ROWS must be a number of rows, not ${process.env.SEED_REPORT_ROWS}`);
  const root = process.env.REPORTING_DIR ?? DEFAULT_REPORTING_DIR;
  const marker = join(root, 'seed.json');
  if (existsSync(marker)) return;
  const campaigns = demoCampaigns(partners, rows);
  await writeSeedCampaigns(campaigns, true, today);
  if (rows === 0) return;
  const dates = seedDates(today);
  const facts = async (write: () => Promise<number>) => {
    const started = performance.now();
    const written = await write();
    writeFileSync(marker, JSON.stringify({ rows: written, from: dates[0], to: dates.at(-1), writtenAt: new Date().toISOString() }, null, 2));
    return { written, seconds: (performance.now() - started) / 1000 };
  };
  if (rows <= BACKGROUND_ROWS) {
    await facts(() => writeSeedFacts(root, campaigns, dates, rows));
    return;
  }
  console.log(`[seed] writing ${rows.toLocaleString('en')} reporting rows (${dates[0]} to ${dates.at(-1)}) in the background, newest day first`);
  const inWorker = () =>
    new Promise<number>((resolve, reject) => {
      const worker = new Worker(new URL('./seed-facts-worker.ts', import.meta.url), { workerData: { root, campaigns, dates, rows } });
      worker.once('message', resolve);
      worker.once('error', reject);
      // a stop before the end leaves no marker: the next start writes the seed again
      worker.unref();
    });
  facts(inWorker).then(
    ({ written, seconds }) => console.log(`[seed] reporting facts ready: ${written.toLocaleString('en')} rows in ${seconds.toFixed(1)} s`),
    (error: unknown) => console.error('[seed] reporting facts failed:', error),
  );
}

