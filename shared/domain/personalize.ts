/**
 * Personalize trees and variants (001 3 'Personalize tree', 'Variant', 'Variant format', 'Dynamic element'): which
 * tree (platform and format) a concept's template belongs to, the variant formats a template gives a variant, and how
 * a tree follows its concept's templates (002 4 template structure comparison) without losing its variants' values.
 * Pure: no ids made here, no clock.
 */
import type { CreativeApprovalState } from './approvals';
import type { Platform } from './concepts';
import { allowsDecisionTree, defaultAdServerDelivery } from './campaigns';
import { reportingHash, variationHash, type ElementValues } from './variations';
import type { FieldType } from './templates';
import type { ConceptTemplate, TemplateChange, TreeTemplate } from './template-structure';

/** 001 9 'Platforms with personalised formats: google and facebook'. */
export const PERSONALIZED_PLATFORMS = ['google', 'facebook'] as const satisfies readonly Platform[];
export type PersonalizedPlatform = (typeof PERSONALIZED_PLATFORMS)[number];
export const isPersonalizedPlatform = (p: string): p is PersonalizedPlatform => (PERSONALIZED_PLATFORMS as readonly string[]).includes(p);

/**
 * The platforms a campaign gets trees on: the personalised ones among its platform and its formats' platforms; the ad
 * server only with its non-trafficked delivery (001 1 'Decision-tree personalization supports only the ad server
 * non-trafficked delivery'; non-trafficked is its default).
 */
export function treePlatformsOf(campaign: { platform: string; formats?: readonly { platform: string }[]; deliveries?: { adServer?: string } }): PersonalizedPlatform[] {
  const all = new Set([campaign.platform, ...(campaign.formats ?? []).map((f) => f.platform)]);
  return PERSONALIZED_PLATFORMS.filter((p) => all.has(p) && (p !== 'google' || allowsDecisionTree(p, campaign.deliveries?.adServer ?? defaultAdServerDelivery())));
}

/** 001 9 'Formats': the ad server's fixed, responsive and vpaid; Meta's single image and video, dynamic image and video. */
export const TREE_FORMATS = {
  google: ['fixed', 'responsive', 'vpaid'],
  facebook: ['singleImage', 'singleVideo', 'dynamicImage', 'dynamicVideo'],
} as const satisfies Record<PersonalizedPlatform, readonly string[]>;
export type TreeFormat = (typeof TREE_FORMATS)[PersonalizedPlatform][number];

/** 001 9 'Meta sizes' and single-image template sizes: a Meta template's orientation by its size. */
export const META_TEMPLATE_SIZES: Readonly<Record<string, 'square' | 'vertical' | 'horizontal'>> = {
  '1080x1080': 'square',
  '1200x1200': 'square',
  '1080x1920': 'vertical',
  '1200x628': 'horizontal',
};

/** 001 9: responsive display and vpaid names default to 640x360; a video template at that size is the ad server's vpaid. */
const VPAID_SIZE = '640x360';

/** A concept template as the trees see it: its current version's fields. */
export interface TreeSourceTemplate {
  templateId: string;
  name: string;
  /** WxH */
  size: string;
  kind: 'html' | 'video';
  version: number;
  generation: number;
  dynamicFields: readonly { name: string; type: FieldType; defaultValue: string; optional?: boolean; possibleValues?: readonly string[] }[];
}

export interface TreeSlot {
  platform: PersonalizedPlatform;
  format: TreeFormat;
  /** The variation hash's formatSuffix (001 3): the size on the ad server, the orientation on Meta. */
  suffix: string;
}

/**
 * Where a template goes: a Meta size is a Meta single image (or single video), a 640x360 video the ad server's vpaid,
 * any other size the ad server's fixed format (the display sizes of 001 9).
 */
export function treeSlotOf(template: Pick<TreeSourceTemplate, 'size' | 'kind'>): TreeSlot {
  const suffix = formatSuffixOf(template.size);
  if (META_TEMPLATE_SIZES[template.size]) return { platform: 'facebook', format: template.kind === 'video' ? 'singleVideo' : 'singleImage', suffix };
  if (template.kind === 'video' && template.size === VPAID_SIZE) return { platform: 'google', format: 'vpaid', suffix };
  return { platform: 'google', format: 'fixed', suffix };
}

/**
 * Whether a template can serve a campaign on this platform (the create and settings forms offer only these): Meta
 * and the ad server take the templates treeSlotOf sends them; the video platform takes videos; the ads manager the
 * HTML templates of display sizes (001 9 'Suitability: facebook to social, google to display').
 */
export function templateFitsPlatform(template: Pick<TreeSourceTemplate, 'size' | 'kind'>, platform: string): boolean {
  if (platform === 'youtube') return template.kind === 'video';
  if (platform === 'gads') return template.kind === 'html' && treeSlotOf(template).platform === 'google';
  return treeSlotOf(template).platform === platform;
}

/** The variation hash's formatSuffix of a template size: Meta's orientation, else the size itself. */
export const formatSuffixOf = (size: string): string => META_TEMPLATE_SIZES[size] ?? size;

/** The template as the structure comparison reads it (shared/domain/template-structure.ts). */
export const conceptTemplateOf = (t: TreeSourceTemplate): ConceptTemplate => ({ templateId: t.templateId, version: t.version, generation: t.generation, platforms: [treeSlotOf(t).platform] });

export interface DynamicElementValue {
  value: string;
  type: FieldType;
  optional?: boolean;
}

export interface VariantFormatState {
  /** The variant format id (001 3 'Variant format' _id). */
  id: string;
  name: string;
  shortName: string;
  /** The orientation on Meta (square, vertical, horizontal), else the size. */
  format: string;
  templateId: string;
  version: number;
  generation: number;
  /** The approval status the grid reads (shared/domain/approvals.ts formatStatusOf; with the interim ones). */
  status: 'unapproved' | 'approved' | 'rejected' | 'interimApproved' | 'interimRejected';
  archived: boolean;
  /** Final approval of its current content (kept equal to the approval gate by the creatives domain; any edit clears it). */
  approved: boolean;
  /** The approvals of one content version (functions/creatives): absent until someone decides; of an older version after an edit. */
  approval?: CreativeApprovalState;
  dynamicElements: Record<string, DynamicElementValue>;
  /** 001 4 'Render and screenshot status' of its screenshot; absent on formats written before (read as unrendered). */
  screenshotRenderStatus?: 'unrendered' | 'progress' | 'finished' | 'error';
  /** The finished screenshot (files bucket key). */
  screenshotKey?: string;
}

/**
 * A template's variant format: each of its dynamic fields with the value asked for, else the value the variant had
 * (a new version or generation keeps the values of fields it still has), else the template's default.
 */
export function variantFormatFor(id: string, template: TreeSourceTemplate, values: Readonly<Record<string, string>> = {}, previous?: VariantFormatState): VariantFormatState {
  const slot = treeSlotOf(template);
  const dynamicElements: Record<string, DynamicElementValue> = {};
  for (const field of template.dynamicFields) {
    const value = values[field.name] ?? previous?.dynamicElements[field.name]?.value ?? field.defaultValue;
    dynamicElements[field.name] = { value, type: field.type, ...(field.optional ? { optional: true } : {}) };
  }
  const same = previous && previous.version === template.version && previous.generation === template.generation && sameValues(previous.dynamicElements, dynamicElements);
  return {
    id,
    name: template.name,
    shortName: template.size,
    format: slot.suffix,
    templateId: template.templateId,
    version: template.version,
    generation: template.generation,
    // a change of template or of a value sends the creative for approval again (001 4 'Editing an approved variant')
    status: same ? previous.status : 'unapproved',
    approved: same ? previous.approved : false,
    archived: previous?.archived ?? false,
    dynamicElements,
    ...(same && previous.approval ? { approval: previous.approval } : {}),
  };
}

const sameValues = (a: Record<string, DynamicElementValue>, b: Record<string, DynamicElementValue>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(b).every(([k, v]) => a[k]?.value === v.value);

/** The trees a set of templates asks for: one per platform and format, its templates in the given order. */
export function planTrees(templates: readonly TreeSourceTemplate[], platforms: readonly string[] = PERSONALIZED_PLATFORMS): { platform: PersonalizedPlatform; format: TreeFormat; templates: TreeSourceTemplate[] }[] {
  const trees = new Map<string, { platform: PersonalizedPlatform; format: TreeFormat; templates: TreeSourceTemplate[] }>();
  for (const template of templates) {
    const slot = treeSlotOf(template);
    if (!platforms.includes(slot.platform)) continue;
    const key = `${slot.platform}.${slot.format}`;
    const tree = trees.get(key) ?? { platform: slot.platform, format: slot.format, templates: [] };
    tree.templates.push(template);
    trees.set(key, tree);
  }
  return [...trees.values()];
}

/** A tree's templates as the structure comparison reads them. */
export const treeTemplatesOf = (trees: readonly { platform: string; templates: readonly { templateId: string; version: number; generation: number }[] }[]): TreeTemplate[] =>
  trees.flatMap((tree) => (isPersonalizedPlatform(tree.platform) ? tree.templates.map((t) => ({ platform: tree.platform as Platform, ...t })) : []));

/**
 * A variant's formats after its tree's templates changed: formats of deleted templates dropped, formats of changed
 * templates moved to the new version (values kept for fields the new version still has), formats of added templates
 * made with the variant's values where the names match (else the defaults). `newId` makes ids for added formats.
 */
export function restructureVariantFormats(
  formats: readonly VariantFormatState[],
  templates: readonly TreeSourceTemplate[],
  change: { deleted: ReadonlySet<string>; changed: readonly TemplateChange[] },
  newId: () => string,
): VariantFormatState[] {
  const values = variantValues(formats);
  const kept = formats.filter((f) => !change.deleted.has(f.templateId));
  const out = kept.map((f) => {
    const moved = change.changed.find((c) => c.templateId === f.templateId);
    const template = templates.find((t) => t.templateId === f.templateId);
    return moved && template ? variantFormatFor(f.id, template, {}, f) : f;
  });
  for (const template of templates) {
    if (out.some((f) => f.templateId === template.templateId)) continue;
    out.push(variantFormatFor(newId(), template, values));
  }
  return out;
}

/** A variant's values by field name over its formats (001 3 'Variant': dynamicElements name to value). */
export function variantValues(formats: readonly VariantFormatState[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const f of formats) for (const [name, el] of Object.entries(f.dynamicElements)) values[name] ??= el.value;
  return values;
}

/**
 * The elements a tree's variations permute (002 5 'Variation permutation'): every dynamic field of its variants'
 * formats, in first-seen order, with the distinct values the variants give it.
 */
export function treeElements(variants: readonly (readonly VariantFormatState[])[]): ElementValues[] {
  const values = new Map<string, string[]>();
  for (const formats of variants) {
    for (const format of formats) {
      for (const [name, element] of Object.entries(format.dynamicElements)) {
        const list = values.get(name) ?? [];
        if (!list.includes(element.value)) list.push(element.value);
        values.set(name, list);
      }
    }
  }
  return [...values].map(([name, list]) => ({ name, values: list }));
}

export interface VariationTemplate {
  templateId: string;
  name: string;
  size: string;
  version: number;
  generation: number;
  /** The dynamic fields the template has: a permutation's values for other elements do not make it another creative. */
  fields: readonly string[];
}

export interface PlannedVariation {
  /** 001 3: pureVariationHash_version_formatSuffix. */
  hash: string;
  reportingHash: string;
  name: string;
  templateId: string;
  version: number;
  generation: number;
  size: string;
  /** The formatSuffix: the size, or Meta's orientation. */
  format: string;
  values: Record<string, string>;
}

/** Up to two text-like values and the format: a readable name for lists and reports ('Summer Splash - Shop now - 300x250'). */
export function variationName(values: Readonly<Record<string, string>>, format: string, textFields: readonly string[]): string {
  const words = textFields.map((f) => values[f]).filter((v): v is string => Boolean(v)).slice(0, 2);
  return [...words, format].join(' - ');
}

/**
 * Each permutation made into one variation per template: its values for the template's fields, hashed with the
 * template's version and format suffix; the reportingHash ties it to the campaign. Permutations that differ only in
 * fields a template lacks are one creative of that template (one variation).
 */
export function variationsForPermutations(campaignId: string, templates: readonly VariationTemplate[], permutations: readonly Readonly<Record<string, string>>[], textFields: readonly string[] = []): PlannedVariation[] {
  const out = new Map<string, PlannedVariation>();
  for (const template of templates) {
    const format = formatSuffixOf(template.size);
    for (const permutation of permutations) {
      const values: Record<string, string> = {};
      for (const field of template.fields) if (field in permutation) values[field] = permutation[field]!;
      const hash = variationHash(values, template.version, format);
      if (out.has(hash)) continue;
      const { templateId, size, version, generation } = template;
      out.set(hash, { hash, reportingHash: reportingHash(campaignId, hash), name: variationName(values, format, textFields), templateId, version, generation, size, format, values });
    }
  }
  return [...out.values()];
}
