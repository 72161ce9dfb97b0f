/** POST campaigns/benchmarks (002 7; campaign-benchmarks.ts says what a benchmark is). */
import { benchmarksRequestSchema } from '@shared/contracts/report-dashboard';
import { defineRoute } from '@functions/lib/http';
import { campaignBenchmarks } from '../campaign-benchmarks';

export default defineRoute({
  request: { body: benchmarksRequestSchema },
  async handle({ body, caller }) {
    return { body: await campaignBenchmarks(caller, body) };
  },
});
