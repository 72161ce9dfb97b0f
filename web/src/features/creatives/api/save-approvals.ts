import { useMutation, useQueryClient } from '@tanstack/react-query';
import { creativesApprovalsResponseSchema, type CreativesApprovalsRequest } from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';
import { replaceCreatives } from './list-creatives';

/** PATCH campaigns/{id}/creatives/approvals (001 7): the toggles as approvals, rejections and neutral, with the final flag. */
export const saveCreativeApprovals = (campaignId: string, body: CreativesApprovalsRequest) =>
  api.patch(`campaigns/${campaignId}/creatives/approvals`, body).then((answer) => creativesApprovalsResponseSchema.parse(answer));

/**
 * The saved creatives replace theirs on the screen; after a final save the creatives are read again (001 4 'Variations
 * are reloaded after saving only when final': a final approval changes what the variants may do).
 */
export function useSaveCreativeApprovals(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: CreativesApprovalsRequest) => saveCreativeApprovals(campaignId, body),
    onSuccess: async (answer, body) => {
      replaceCreatives(client, campaignId, answer.creatives);
      if (body.final) await client.invalidateQueries({ queryKey: creativesKeys.all(campaignId) });
      else await client.invalidateQueries({ queryKey: [...creativesKeys.all(campaignId), 'count'] });
    },
  });
}
