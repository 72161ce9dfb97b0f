/**
 * The reporting facts of a tree's variant formats (001 3 'Variation performance'): a variant format's variations are
 * those of its template made from its values (the variation's pure hash); their reporting hashes are what the facts
 * carry. Read from the reporting engine with the reporter's one query builder, scoped to the caller like POST /report.
 * The personalize view's performance and the decision-tree performance view (video-render) both read it.
 */
import { reportRequestSchema } from '@shared/contracts/report';
import { parseReportTsv } from '@shared/reporting/metrics';
import { performanceKey, variationPerformanceKey, type VariationFacts } from '@shared/domain/variant-performance';
import { variationsRepository } from '@functions/campaigns/public';
import type { Caller } from '@functions/lib/session';
import { reportAsTsv } from '@functions/reporting/public';
import { personalizeRepository, type Variant } from './personalize-repository';

/** The query's `$in` takes at most 1,000 values. */
const HASHES_PER_QUERY = 1000;

export type FormatFacts = VariationFacts & { conversions: number };
export interface VariantFormatFacts {
  variantId: string;
  formatId: string;
  /** The facts of each of its variations that has any. */
  facts: FormatFacts[];
}

export async function treeFormatFacts(caller: Caller, campaignId: string, treeId: string): Promise<{ variants: readonly Variant[]; formats: VariantFormatFacts[] }> {
  const [variants, variations] = await Promise.all([personalizeRepository.listVariantsCached(treeId), variationsRepository.listByCampaign(campaignId)]);
  const hashesByKey = new Map<string, string[]>();
  for (const v of variations) {
    if (!v.hash || !v.templateId || (v.treeId && v.treeId !== treeId)) continue;
    const key = variationPerformanceKey(v.templateId, v.hash);
    hashesByKey.set(key, [...(hashesByKey.get(key) ?? []), v.reportingHash]);
  }
  const formats = variants.flatMap((variant) =>
    Object.values(variant.formats).map((f) => ({
      variantId: variant.id,
      formatId: f.id,
      hashes: hashesByKey.get(performanceKey(f.templateId, Object.fromEntries(Object.entries(f.dynamicElements).map(([name, e]) => [name, e.value])))) ?? [],
    })),
  );
  const facts = new Map<string, FormatFacts>();
  const hashes = [...new Set(formats.flatMap((f) => f.hashes))];
  for (let at = 0; at < hashes.length; at += HASHES_PER_QUERY) {
    const request = reportRequestSchema.parse({
      select: ['IMPRESSIONS', 'CLICKS', 'VIDEO_COMPLETIONS', 'TOTAL_CONVERSIONS'],
      groupBy: ['variationHash'],
      where: { variationHash: { $in: hashes.slice(at, at + HASHES_PER_QUERY) } },
      accessCheckFilters: { campaignId: [campaignId] },
      limit: HASHES_PER_QUERY,
    });
    for (const row of parseReportTsv(await reportAsTsv(caller, request)).rows) {
      facts.set(String(row.variationHash), {
        impressions: Number(row.IMPRESSIONS ?? 0),
        clicks: Number(row.CLICKS ?? 0),
        videoCompletions: Number(row.VIDEO_COMPLETIONS ?? 0),
        conversions: Number(row.TOTAL_CONVERSIONS ?? 0),
      });
    }
  }
  return { variants, formats: formats.map((f) => ({ variantId: f.variantId, formatId: f.formatId, facts: f.hashes.flatMap((h) => facts.get(h) ?? []) })) };
}
