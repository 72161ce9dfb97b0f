/**
 * GET campaigns/{id}/tree-performance (ours; 'Beyond the seeds'): every personalize tree of the campaign as
 * segment -> variant -> format with impressions, CTR, VTR and conversions from the reporting engine (personalize's
 * per-format facts, the reporting scope of the caller), the campaign's benchmark (reporting's campaign benchmarks) and
 * the weakest paths marked (shared/domain/tree-performance.ts).
 */
import { PERFORMANCE_GATHERING_THRESHOLD } from '@shared/constants';
import type { TreePerformance } from '@shared/contracts/tree-performance';
import { campaignIdParamsSchema } from '@shared/contracts/video-render';
import { treePerformance } from '@shared/domain/tree-performance';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { personalizeRepository, signalsRepository, treeFormatFacts } from '@functions/personalize/public';
import { campaignBenchmarks } from '@functions/reporting/public';

export default defineRoute({
  request: { params: campaignIdParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const [trees, [benchmarks]] = await Promise.all([personalizeRepository.listTrees(campaign.id), campaignBenchmarks(caller, { campaignIds: [campaign.id] })]);
    const rate = (name: string) => benchmarks?.benchmarks.find((b) => b.metricName === name)?.metricValue || null;
    const benchmark = { ctr: rate('CTR'), vtr: rate('VTR'), cvr: rate('CVR') };
    const body: TreePerformance = {
      campaignId: campaign.id,
      campaignName: campaign.name,
      threshold: PERFORMANCE_GATHERING_THRESHOLD,
      benchmark,
      trees: await Promise.all(
        trees.map(async (tree) => {
          const ref = { partnerId: campaign.partnerId, campaignId: campaign.id, treeId: tree.id };
          const [{ variants, formats }, segments] = await Promise.all([treeFormatFacts(caller, campaign.id, tree.id), signalsRepository.listByTree(ref, 'userSegment')]);
          const factsOf = new Map(formats.map((f) => [f.formatId, f.facts]));
          const built = treePerformance(
            {
              segments: segments.map((s) => ({ id: s.id, name: s.name })),
              variants: variants
                .filter((v) => !v.archived)
                .map((v) => ({
                  id: v.id, name: v.name, isFallback: v.isFallback, segmentIds: v.signals.userSegment,
                  formats: Object.values(v.formats).filter((f) => !f.archived).map((f) => ({ id: f.id, name: f.shortName, facts: factsOf.get(f.id) ?? [] })),
                })),
            },
            benchmark,
            PERFORMANCE_GATHERING_THRESHOLD,
          );
          return { treeId: tree.id, platform: tree.platform, format: tree.format, ...built };
        }),
      ),
    };
    return { body };
  },
});
