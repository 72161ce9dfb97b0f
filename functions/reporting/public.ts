/**
 * What the reporting domain offers other domains (functions/<domain> reach each other only through public.ts;
 * the linter refuses any other path across domains).
 */
export { savedReportEntity, savedReportsRepository, viewDocument } from './saved-reports-repository';
export { reportAsTsv } from './run-query';
export { campaignBenchmarks } from './campaign-benchmarks';
