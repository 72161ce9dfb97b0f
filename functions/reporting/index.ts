/** The reporting domain Lambda (002 7 'Reporter service'). */
import { domainHandler } from '@functions/lib/http';
import copyAnalyzeView from './handlers/copy-analyze-view';
import createAnalyzeView from './handlers/create-analyze-view';
import deleteAnalyzeView from './handlers/delete-analyze-view';
import getAnalyzeView from './handlers/get-analyze-view';
import getCampaignBenchmarks from './handlers/get-campaign-benchmarks';
import getReportAssets from './handlers/get-report-assets';
import listAnalyzeViews from './handlers/list-analyze-views';
import listRelevantDimensions from './handlers/list-relevant-dimensions';
import listReportFilters from './handlers/list-report-filters';
import listVariationChanges from './handlers/list-variation-changes';
import runReport from './handlers/run-report';
import runReportBatch from './handlers/run-report-batch';
import updateAnalyzeView from './handlers/update-analyze-view';

export const handler = domainHandler('reporting', {
  'run-report': runReport,
  'run-report-batch': runReportBatch,
  'list-relevant-dimensions': listRelevantDimensions,
  'get-report-assets': getReportAssets,
  'get-campaign-benchmarks': getCampaignBenchmarks,
  'list-report-filters': listReportFilters,
  'list-variation-changes': listVariationChanges,
  'list-analyze-views': listAnalyzeViews,
  'get-analyze-view': getAnalyzeView,
  'create-analyze-view': createAnalyzeView,
  'update-analyze-view': updateAnalyzeView,
  'copy-analyze-view': copyAnalyzeView,
  'delete-analyze-view': deleteAnalyzeView,
});
