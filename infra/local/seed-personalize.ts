/**
 * The reporting seed's campaigns as real campaigns of the ready concept 'Sparkle Zero Summer Launch': each
 * Demo Agency campaign chooses the concept's templates its variations use, gets its personalize trees from the same
 * code the tree job runs (functions/personalize/tree-structure.ts), one approved, live variant per headline and call
 * to action of its variations, and its variations stored with the hashes its facts carry (seed-facts.ts computes them
 * with shared/domain/variations.ts), so the dashboard, the analyzer and the campaign pages name the same creatives.
 * Each tree is in a state the activation rules (shared/domain/variant-rules.ts) let a user reach: see seedTreeState.
 */
import type { CampaignFormat, FlightDates } from '@shared/contracts/campaigns';
import { defaultMetaDelivery } from '@shared/domain/campaigns';
import { treePlatformsOf, variantFormatFor, type VariantFormatState } from '@shared/domain/personalize';
import { conceptsRepository } from '@functions/concepts/concepts-repository';
import type { ApprovalRecord } from '@functions/creatives/approval-records';
import { appendSeedRecords, seedApprover, seedFinalApproval } from '@functions/creatives/public';
import { newId } from '@functions/lib/ids';
import { personalizeRepository, type Tree, type TreeWrite, type VariantSignals } from '@functions/personalize/personalize-repository';
import { signalsRepository, type SignalFields } from '@functions/personalize/signals-repository';
import { loadTreeSources } from '@functions/personalize/template-source';
import { applyTemplateStructure } from '@functions/personalize/tree-structure';
import { templatesRepository } from '@functions/templates/templates-repository';
import { nameKey } from '@shared/domain/names';
import { SEED_FORMAT_TEMPLATES, seedDates, seedVariationValues, VIDEO_FORMATS, type SeedCampaign, type SeedVariation } from './seed-facts';
import { SEEDED_TEMPLATE_CONCEPT } from './seed-templates';

/** The campaign formats (shared/domain/concepts.ts FORMAT_CATALOGUE) of the seed's variation formats. */
const CAMPAIGN_FORMATS: Record<string, Omit<CampaignFormat, 'platform'>> = {
  singleImage: { channel: 'static', format: 'singleImage-square' },
  carousel: { channel: 'static', format: 'carousel' },
  dynamicImage: { channel: 'static', format: 'dynamicImage' },
  singleVideo: { channel: 'video', format: 'singleVideo-square' },
  trueView: { channel: 'video', format: 'trueView-16x9' },
  bumper: { channel: 'video', format: 'bumper-16x9' },
};

export interface SeedConcept {
  conceptId: string;
  /** Template id by sample name. */
  templates: Map<string, string>;
}

/** The ready concept and its seeded templates in the partner, or null (another partner, or not seeded yet). */
export async function seedConcept(partnerId: string): Promise<SeedConcept | null> {
  const concept = (await conceptsRepository.listByPartner(partnerId)).find((c) => c.name === SEEDED_TEMPLATE_CONCEPT);
  if (!concept) return null;
  const templates = await templatesRepository.listByConcept(concept.id);
  return { conceptId: concept.id, templates: new Map(templates.map((t) => [t.nameKey, t.id])) };
}

/**
 * A seeded campaign's flight: from the first day of its reporting facts (seedDates: 90 days ending yesterday) to a
 * month from today, so the campaign pages show the period the dashboard reports on, still running.
 */
export function seedFlightDates(today: Date): FlightDates {
  const dates = seedDates(today);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return { start: dates[0]!, end: new Date(midnight + SEED_FLIGHT_DAYS_AHEAD * 86_400_000).toISOString().slice(0, 10) };
}
const SEED_FLIGHT_DAYS_AHEAD = 30;

/** What the campaign item carries for the concept: its chosen templates, formats, deliveries and flight. */
export function seedCampaignSettings(campaign: SeedCampaign, concept: SeedConcept, flightDates: FlightDates) {
  const formats = [...new Set(campaign.variations.map((v) => v.format))].map((format): CampaignFormat => ({ platform: campaign.platform, ...(CAMPAIGN_FORMATS[format] ?? { channel: 'display', format }) }));
  const templateIds = [...new Set(campaign.variations.map((v) => v.template).filter((t): t is string => Boolean(t)))].map((sample) => concept.templates.get(nameKey(sample))).filter((id): id is string => Boolean(id));
  const deliveries = campaign.platform === 'google' ? { adServer: 'NON_TRAFFICKED' as const } : campaign.platform === 'facebook' ? { meta: defaultMetaDelivery(formats) } : {};
  return { flightDates, watcherIds: [], deliveries, formats, templateIds };
}

const formatOfSample = (sample: string) => Object.entries(SEED_FORMAT_TEMPLATES).find(([, s]) => s === sample)?.[0];

/**
 * Trees (the tree job's code, run here at once) and one variant per headline and call to action, in the state of
 * seedTreeState. A campaign that has trees already is left as it is. Answers the tree of each template id.
 */
export async function seedCampaignTrees(campaign: SeedCampaign, concept: SeedConcept, settings: ReturnType<typeof seedCampaignSettings>): Promise<Map<string, Tree>> {
  const ref = { campaignId: campaign.id, partnerId: campaign.partnerId };
  let trees = await personalizeRepository.listTrees(campaign.id);
  if (trees.length === 0 && settings.templateIds.length) {
    const sources = await loadTreeSources(campaign.partnerId, concept.conceptId, settings.templateIds);
    trees = (await applyTemplateStructure(ref, sources, treePlatformsOf({ platform: campaign.platform, formats: settings.formats, deliveries: settings.deliveries }))).trees;
    // approved as a person would (the gate reads the approval of each creative's version; the trail says who)
    const approver = await seedApprover(campaign.partnerId);
    const records: ApprovalRecord[] = [];
    for (const tree of trees) {
      const treeSources = sources.filter((s) => tree.templates.some((t) => t.templateId === s.templateId));
      const groups = new Map<string, { headline: string; call: string }>();
      for (const v of campaign.variations) {
        if (!v.template || !treeSources.some((s) => s.templateId === concept.templates.get(nameKey(v.template!)))) continue;
        groups.set(`${v.headline}|${v.call}`, { headline: v.headline, call: v.call });
      }
      // final approval by the partner's manager, with its trail records (the gate reads the approved version)
      const approve: SeedApprove = (variant, formats) => {
        const seeded = approver ? seedFinalApproval(approver, { ...variant, partnerId: campaign.partnerId, campaignId: campaign.id, treeId: tree.id }, formats, Date.now()) : null;
        if (seeded) records.push(...seeded.records);
        return seeded?.formats ?? formats;
      };
      const state = await seedTreeState(tree, campaign, settings.flightDates, approve);
      const entries = [...groups];
      const writes: TreeWrite[] = entries.map(([key, { headline, call }], i) => {
        const pending = entries.length > 1 && i === entries.length - 1;
        const formats: Record<string, VariantFormatState> = {};
        for (const source of treeSources) {
          const sample = [...concept.templates].find(([, id]) => id === source.templateId)?.[0];
          const values = seedVariationValues(campaign.id, formatOfSample(sample ?? '') ?? source.size, headline, call).values;
          const f = variantFormatFor(newId(), source, values);
          formats[f.id] = pending ? f : { ...f, status: 'approved', approved: true };
        }
        const name = `${headline} - ${call}`;
        const id = newId();
        return personalizeRepository.createVariant({ id, partnerId: campaign.partnerId, campaignId: campaign.id, treeId: tree.id, name, sourceKey: `seed:${key}`, formats: pending ? formats : approve({ id, name }, formats), approved: !pending, enabled: !pending, signals: state.signalsOf(i) });
      });
      await personalizeRepository.write([...writes, ...state.fallbackWrites]);
    }
    await appendSeedRecords(records);
  }
  const byTemplate = new Map<string, Tree>();
  for (const tree of trees) for (const t of tree.templates) byTemplate.set(t.templateId, tree);
  return byTemplate;
}

/** The seeded trees' schedule: the campaign's flight, so its variants are live today. */
export const SEED_SCHEDULE_NAME = 'Campaign flight';

/**
 * A seeded tree's signals and fallback, as a user could have set them (001 4 'Variant activation rules'): one user
 * segment per audience of the campaign (the ad server's as Custom targeting keys, Meta's as ad sets of its campaign),
 * the flight as a schedule, the fallback approved and live without segments. Each variant gets one segment (the
 * audiences in turn) and the schedule. The tree's last variant (when it has more than one) was edited after approval:
 * its creatives wait for approval again and it is off, so a bulk 'Turn on' of the whole tree fails for exactly that
 * variant ('Creatives received final approval'). Answers each variant's signals and the fallback's write.
 */
type SeedApprove = (variant: { id: string; name: string }, formats: Record<string, VariantFormatState>) => Record<string, VariantFormatState>;

async function seedTreeState(tree: Tree, campaign: SeedCampaign, flight: FlightDates, approve: SeedApprove): Promise<{ signalsOf: (index: number) => VariantSignals; fallbackWrites: TreeWrite[] }> {
  const ref = { partnerId: tree.partnerId, campaignId: tree.campaignId, treeId: tree.id };
  const segmentIds: string[] = [];
  for (const [i, audience] of campaign.audiences.entries()) {
    const code = String(100_000_000 + i * 7_919 + campaign.mediaCampaignName.length * 131);
    const fields: SignalFields =
      tree.platform === 'facebook'
        ? { name: audience, type: 'userSegment', segmentType: 'fbAdSet', values: [`1202100${code}`], campaignIds: [campaign.mediaCampaignName] }
        : { name: audience, type: 'userSegment', segmentType: 'custom', values: [`aud_${code}`] };
    segmentIds.push((await signalsRepository.create(ref, newId(), fields)).id);
  }
  const schedule = await signalsRepository.create(ref, newId(), { name: SEED_SCHEDULE_NAME, type: 'schedule', startDate: flight.start, endDate: flight.end });
  const fallback = (await personalizeRepository.listVariants(tree.id)).find((v) => v.isFallback);
  const approvedFormats = (formats: Record<string, VariantFormatState>) => Object.fromEntries(Object.entries(formats).map(([id, f]): [string, VariantFormatState] => [id, { ...f, status: 'approved', approved: true }]));
  return {
    signalsOf: (index) => ({ userSegment: segmentIds.length ? [segmentIds[index % segmentIds.length]!] : [], schedule: [schedule.id] }),
    fallbackWrites: fallback ? [personalizeRepository.updateVariant(fallback, { enabled: true, approved: true, formats: approve(fallback, approvedFormats(fallback.formats)) })] : [],
  };
}

/** A seeded variation's campaign-side fields (001 3 'Variation'): its tree, template, size, channels and values. */
export function seedVariationFields(campaign: SeedCampaign, variation: SeedVariation, concept: SeedConcept | null, trees: Map<string, Tree>) {
  const templateId = variation.template ? concept?.templates.get(nameKey(variation.template)) : undefined;
  const tree = templateId ? trees.get(templateId) : undefined;
  const channel = campaign.platform === 'facebook' ? 'social' : campaign.platform === 'youtube' || VIDEO_FORMATS.has(variation.format) ? 'video' : 'display';
  return {
    hash: variation.hash,
    ...(tree && templateId ? { treeId: tree.id, templateId } : {}),
    version: 1,
    generation: 1,
    size: variation.template ? variation.template.split('-')[0]! : variation.format,
    formats: [tree?.format ?? variation.format],
    channels: [channel],
    audienceFilters: [],
    values: variation.values,
    approvalUsers: [],
    approved: true,
    rejected: false,
    archived: false,
  };
}

/**
 * A large tree for benches and manual checks (ISSUE 16: 10,000 variants): `count` variants shaped like the tree's
 * fallback (its formats and values, each with its own ids), approved, off, each with one user-segment id, written in
 * batches (no transaction: new items only). Answers the ids written.
 */
export async function seedLargeTree(tree: Pick<Tree, 'id' | 'partnerId' | 'campaignId'>, count: number): Promise<string[]> {
  const model = (await personalizeRepository.listVariants(tree.id)).find((v) => v.isFallback);
  if (!model) throw new Error(`tree ${tree.id} has no fallback variant to copy`);
  const segment = newId();
  const ids: string[] = [];
  const approver = await seedApprover(tree.partnerId);
  const records: ApprovalRecord[] = [];
  const now = Date.now();
  const variants = Array.from({ length: count }, (_, i) => {
    let formats: Record<string, VariantFormatState> = {};
    for (const f of Object.values(model.formats)) {
      const id = newId();
      formats[id] = { ...f, id, status: 'approved', approved: true, dynamicElements: { ...f.dynamicElements } };
    }
    const id = newId();
    ids.push(id);
    const name = `Bench variant ${i + 1}`;
    // final approval of each creative's version, as the gate reads it
    const seeded = approver ? seedFinalApproval(approver, { id, name, partnerId: tree.partnerId, campaignId: tree.campaignId, treeId: tree.id }, formats, now) : null;
    if (seeded) {
      formats = seeded.formats;
      records.push(...seeded.records);
    }
    return { id, partnerId: tree.partnerId, campaignId: tree.campaignId, treeId: tree.id, name, formats, approved: true, signals: { userSegment: [segment], schedule: [] } };
  });
  await personalizeRepository.putVariants(variants);
  await appendSeedRecords(records);
  return ids;
}
