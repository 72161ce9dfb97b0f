/** The creatives domain Lambda (001 7 'Creatives and approvals', 002 7 'Creatives approvals'; the approval trail). */
import { domainHandler } from '@functions/lib/http';
import countCreatives from './handlers/count-creatives';
import exportApprovalTrail from './handlers/export-approval-trail';
import getApprovalTrail from './handlers/get-approval-trail';
import listCreatives from './handlers/list-creatives';
import listVariations from './handlers/list-variations';
import listVariationsFull from './handlers/list-variations-full';
import requestApproval from './handlers/request-approval';
import saveCreativeApprovals from './handlers/save-creative-approvals';
import saveVariationApprovals from './handlers/save-variation-approvals';

export const handler = domainHandler('creatives', {
  'list-creatives': listCreatives,
  'count-creatives': countCreatives,
  'save-creative-approvals': saveCreativeApprovals,
  'get-approval-trail': getApprovalTrail,
  'export-approval-trail': exportApprovalTrail,
  'save-variation-approvals': saveVariationApprovals,
  'list-variations-full': listVariationsFull,
  'list-variations': listVariations,
  'request-approval': requestApproval,
});
