/**
 * GET campaigns/{campaignId}/personalize/{treeId}/performance (ours; 001 3 'Variation performance', 001 9 'Gathering
 * data' threshold): CTR and VTR per variant format from the reporting engine (the reporter service's one query
 * builder, scoped to the caller like POST /report), with impressions as the gathering metric. A variant format's
 * variations are those of its template made from its values (the variation's pure hash); their reporting hashes are
 * what the facts carry.
 */
import { PERFORMANCE_GATHERING_THRESHOLD } from '@shared/constants';
import { reportRequestSchema } from '@shared/contracts/report';
import { treeParamsSchema } from '@shared/contracts/personalize-signals';
import { parseReportTsv } from '@shared/reporting/metrics';
import { formatPerformance, performanceKey, variationPerformanceKey, type VariationFacts } from '@shared/domain/variant-performance';
import { variationsRepository } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { reportAsTsv } from '@functions/reporting/public';
import { personalizeRepository } from '../personalize-repository';
import { signalTree } from '../signal-support';

/** The query's `$in` takes at most 1,000 values. */
const HASHES_PER_QUERY = 1000;

export default defineRoute({
  request: { params: treeParamsSchema },
  async handle({ caller, params }) {
    const { campaign, tree } = await signalTree(caller, params);
    const [variants, variations] = await Promise.all([personalizeRepository.listVariantsCached(tree.id), variationsRepository.listByCampaign(campaign.id)]);
    const hashesByKey = new Map<string, string[]>();
    for (const v of variations) {
      if (!v.hash || !v.templateId || (v.treeId && v.treeId !== tree.id)) continue;
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
    const facts = new Map<string, VariationFacts>();
    const hashes = [...new Set(formats.flatMap((f) => f.hashes))];
    for (let at = 0; at < hashes.length; at += HASHES_PER_QUERY) {
      const request = reportRequestSchema.parse({
        select: ['IMPRESSIONS', 'CLICKS', 'VIDEO_COMPLETIONS'],
        groupBy: ['variationHash'],
        where: { variationHash: { $in: hashes.slice(at, at + HASHES_PER_QUERY) } },
        accessCheckFilters: { campaignId: [campaign.id] },
        limit: HASHES_PER_QUERY,
      });
      for (const row of parseReportTsv(await reportAsTsv(caller, request)).rows) {
        facts.set(String(row.variationHash), { impressions: Number(row.IMPRESSIONS ?? 0), clicks: Number(row.CLICKS ?? 0), videoCompletions: Number(row.VIDEO_COMPLETIONS ?? 0) });
      }
    }
    return {
      body: {
        threshold: PERFORMANCE_GATHERING_THRESHOLD,
        formats: formats.map((f) => ({
          variantId: f.variantId,
          formatId: f.formatId,
          ...formatPerformance(f.hashes.flatMap((h) => facts.get(h) ?? []), PERFORMANCE_GATHERING_THRESHOLD),
        })),
      },
    };
  },
});
