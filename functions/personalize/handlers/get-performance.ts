/**
 * GET campaigns/{campaignId}/personalize/{treeId}/performance (ours; 001 3 'Variation performance', 001 9 'Gathering
 * data' threshold): CTR and VTR per variant format from the reporting engine (format-facts.ts), with impressions as
 * the gathering metric.
 */
import { PERFORMANCE_GATHERING_THRESHOLD } from '@shared/constants';
import { treeParamsSchema } from '@shared/contracts/personalize-signals';
import { formatPerformance } from '@shared/domain/variant-performance';
import { defineRoute } from '@functions/lib/http';
import { treeFormatFacts } from '../format-facts';
import { signalTree } from '../signal-support';

export default defineRoute({
  request: { params: treeParamsSchema },
  async handle({ caller, params }) {
    const { campaign, tree } = await signalTree(caller, params);
    const { formats } = await treeFormatFacts(caller, campaign.id, tree.id);
    return {
      body: {
        threshold: PERFORMANCE_GATHERING_THRESHOLD,
        formats: formats.map((f) => ({ variantId: f.variantId, formatId: f.formatId, ...formatPerformance(f.facts, PERFORMANCE_GATHERING_THRESHOLD) })),
      },
    };
  },
});
