import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApprovalResponseSchema, type RequestApprovalRequest } from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

/** POST campaigns/{id}/request-approval (001 7): the chosen watchers and isFinal; they are mailed and notified. */
export const requestApproval = (campaignId: string, body: RequestApprovalRequest) =>
  api.post(`campaigns/${campaignId}/request-approval`, body).then((answer) => requestApprovalResponseSchema.parse(answer));

export function useRequestApproval(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestApprovalRequest) => requestApproval(campaignId, body),
    // the request is a record of every creative's trail and the campaign's notifications change
    onSuccess: () => client.invalidateQueries({ queryKey: creativesKeys.all(campaignId) }),
  });
}
