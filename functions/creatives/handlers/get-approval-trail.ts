/**
 * GET /campaigns/{id}/creatives/{creativeId}/approval-trail (ours): every approval, rejection and revocation
 * of the creative and every approval request of its campaign, oldest first, with its current version and the gate.
 */
import type { ApprovalTrail } from '@shared/contracts/creatives';
import { approvalTrailParamsSchema } from '@shared/contracts/creatives';
import { isFinalApproved, versionNumbers } from '@shared/domain/approvals';
import { campaignInScope } from '@functions/campaigns/public';
import { defineRoute } from '@functions/lib/http';
import { approvalRecords } from '../approval-records';
import { findCreative } from '../creative-lookup';
import { byRecordId, presentRecord } from '../trail';

export default defineRoute({
  request: { params: approvalTrailParamsSchema },
  async handle({ caller, params }) {
    const { campaign } = await campaignInScope(caller, params.id);
    const creative = await findCreative(campaign.id, params.creativeId);
    const [own, requests] = await Promise.all([approvalRecords.listByCreative(creative.id), approvalRecords.listByCreative(campaign.id)]);
    const mine = own.filter((r) => r.campaignId === campaign.id);
    const numbers = versionNumbers([...mine.map((r) => r.version), creative.version]);
    const records = [...mine, ...requests.filter((r) => r.kind === 'request')].sort(byRecordId);
    const body: ApprovalTrail = {
      creativeId: creative.id,
      subject: creative.subject,
      currentVersion: creative.version,
      currentVersionNumber: numbers.get(creative.version)!,
      finalApproved: isFinalApproved(creative.state, creative.version),
      records: records.map((r) => presentRecord(r, numbers)),
    };
    return { body };
  },
});
