import { useQuery } from '@tanstack/react-query';
import { approvalTrailResponseSchema } from '@shared/contracts/creatives';
import { API_BASE, api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

/** GET campaigns/{id}/creatives/{creativeId}/approval-trail (ours): every record of the creative, oldest first. */
export const getApprovalTrail = (campaignId: string, creativeId: string) =>
  api.get(`campaigns/${campaignId}/creatives/${creativeId}/approval-trail`).then((body) => approvalTrailResponseSchema.parse(body));

export function useApprovalTrail(campaignId: string, creativeId: string | null) {
  return useQuery({
    queryKey: creativesKeys.trail(campaignId, creativeId ?? ''),
    queryFn: () => getApprovalTrail(campaignId, creativeId!),
    enabled: creativeId !== null,
  });
}

/** GET campaigns/{id}/approval-trail.csv (ours): the campaign's whole trail as a download (an attachment, same origin). */
export const approvalTrailCsvUrl = (campaignId: string, treeId?: string) => `${API_BASE}/campaigns/${campaignId}/approval-trail.csv${treeId ? `?treeId=${treeId}` : ''}`;
