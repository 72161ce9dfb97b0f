/**
 * GET /campaigns/{id}/scores/performance (ours; 'scores checked against performance'): CTR and VTR of the
 * campaign's scored variations by score band of each property, from the reporting engine (the facts name a variation
 * by its reporting hash), so a user sees which properties predict results for them. Read with the caller's own
 * reporting scope (reportAsTsv): nothing the caller may not report on is counted.
 */
import { reportRequestSchema } from '@shared/contracts/report';
import { campaignIdParamsSchema, type Analysis, type ScorePerformance } from '@shared/contracts/scoring';
import { REPORT_ROW_LIMIT } from '@shared/constants';
import { PERFORMANCE_PROPERTIES, bandLift, performanceByBand, type CreativeFacts } from '@shared/domain/scoring';
import { parseReportTsv } from '@shared/reporting/metrics';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { reportAsTsv } from '@functions/reporting/public';
import { scoringRepository } from '../scoring-repository';

const num = (v: unknown) => (typeof v === 'number' ? v : Number(v ?? 0) || 0);

export default defineRoute({
  request: { params: campaignIdParamsSchema },
  async handle({ params, caller }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const scored = (await scoringRepository.listByScope(campaign.id, 'creative')).filter((s) => s.status === 'finished' && s.analysis && s.reportingHash);
    // the newest score of each variation
    const byHash = new Map<string, Analysis>();
    for (const s of [...scored].sort((a, b) => a.updatedAt - b.updatedAt)) byHash.set(s.reportingHash!, s.analysis as Analysis);
    const request = reportRequestSchema.parse({
      select: ['IMPRESSIONS', 'CLICKS', 'VIDEO_COMPLETIONS'],
      groupBy: ['variationHash'],
      accessCheckFilters: { campaignId: [campaign.id] },
      limit: REPORT_ROW_LIMIT,
    });
    const table = byHash.size ? parseReportTsv(await reportAsTsv(caller, request)) : { columns: [], rows: [] };
    const facts: CreativeFacts[] = [];
    for (const row of table.rows) {
      const analysis = byHash.get(String(row.variationHash ?? ''));
      if (!analysis) continue;
      facts.push({
        property: { aesthetics: analysis.aesthetics.score, memorability: analysis.memorability.score, textProportion: Math.round(analysis.textProportion * 100) },
        impressions: num(row.IMPRESSIONS),
        clicks: num(row.CLICKS),
        completions: num(row.VIDEO_COMPLETIONS),
      });
    }
    const bands = performanceByBand(facts);
    const body: ScorePerformance = {
      scored: byHash.size,
      withFacts: facts.length,
      properties: PERFORMANCE_PROPERTIES.map((property) => ({ property, bands: bands[property], ctrLift: bandLift(bands[property], 'ctr'), vtrLift: bandLift(bands[property], 'vtr') })),
    };
    return { body };
  },
});
