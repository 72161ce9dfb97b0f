/** The reporting domain Lambda (002 7 'Reporter service'). */
import { domainHandler } from '../lib/http';
import listRelevantDimensions from './handlers/list-relevant-dimensions';
import runReport from './handlers/run-report';

export const handler = domainHandler('reporting', {
  'run-report': runReport,
  'list-relevant-dimensions': listRelevantDimensions,
});
