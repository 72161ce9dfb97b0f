/** Trees, variants and variations as the calls answer them (shared/contracts/personalize.ts). */
import type { PersonalizeTree, Variant as VariantDto, VariationView } from '@shared/contracts/personalize';
import { variantValues } from '@shared/domain/personalize';
import type { Variation } from '@functions/campaigns/public';
import type { Tree, Variant } from './personalize-repository';

export const presentTree = (t: Tree): PersonalizeTree => ({
  _id: t.id,
  campaignId: t.campaignId,
  platform: t.platform,
  format: t.format,
  templates: t.templates,
  isFallbackEnabled: t.isFallbackEnabled,
  fallbackVariantId: t.fallbackVariantId ?? null,
  location: t.location,
  dimension: t.dimension,
});

export function presentVariant(v: Variant): VariantDto {
  const formats = Object.values(v.formats);
  const optional = new Set(formats.flatMap((f) => Object.entries(f.dynamicElements).filter(([, e]) => e.optional).map(([name]) => name)));
  return {
    _id: v.id,
    treeId: v.treeId,
    name: v.name,
    enabled: v.enabled,
    isFallback: v.isFallback,
    archived: v.archived,
    approved: v.approved,
    formats: Object.fromEntries(formats.map((f) => [f.id, { ...f, _id: f.id }])),
    allVariantFormatIds: formats.map((f) => f.id),
    dynamicElements: Object.fromEntries(Object.entries(variantValues(formats)).map(([name, value]) => [name, { value, ...(optional.has(name) ? { optional: true } : {}) }])),
  };
}

export const presentVariation = (v: Variation): VariationView => ({
  _id: v.id,
  campaignId: v.campaignId,
  hash: v.hash ?? v.reportingHash,
  reportingHash: v.reportingHash,
  name: v.name,
  format: v.format,
  version: v.version ?? 1,
  generation: v.generation ?? 1,
  size: v.size ?? v.format,
  formats: v.formats ?? [v.format],
  channels: v.channels ?? [],
  audienceFilters: v.audienceFilters ?? [],
  values: (v.values as Record<string, string> | undefined) ?? {},
  approvals: { users: (v.approvalUsers as VariationView['approvals']['users'] | undefined) ?? [] },
  approved: v.approved ?? false,
  rejected: v.rejected ?? false,
});
