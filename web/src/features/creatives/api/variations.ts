import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  variationsApprovalsResponseSchema,
  variationsFullResponseSchema,
  variationsListResponseSchema,
  type Approver,
  type VariationApproval,
  type VariationsApprovalsRequest,
} from '@shared/contracts/creatives';
import { api } from '@web/lib/api-client';
import { creativesKeys } from './keys';

export interface CampaignVariations {
  variations: VariationApproval[];
  /** variations/full only (admins): who may approve, with the tag type each gives. */
  users: Approver[] | null;
}

/**
 * GET /campaigns/{id}/variations/full/{channel}/{formats} for admins (variations and users), .../list/... for the others
 * (001 7, 002 7): every channel and format of the campaign.
 */
export const listVariations = async (campaignId: string, full: boolean): Promise<CampaignVariations> => {
  if (full) return variationsFullResponseSchema.parse(await api.get(`campaigns/${campaignId}/variations/full/all/all`));
  return { ...variationsListResponseSchema.parse(await api.get(`campaigns/${campaignId}/variations/list/all/all`)), users: null };
};

export function useVariations(campaignId: string, full: boolean) {
  return useQuery({ queryKey: creativesKeys.variations(campaignId, full), queryFn: () => listVariations(campaignId, full) });
}

/** PUT /campaigns/{id}/variations/approvals (002 7): approve, reject (and neutral) lists and the final flag. */
export const saveVariationApprovals = (campaignId: string, body: VariationsApprovalsRequest) =>
  api.put(`campaigns/${campaignId}/variations/approvals`, body).then((answer) => variationsApprovalsResponseSchema.parse(answer));

/** The saved variations replace theirs; the list is read again only after a final save (002 4 'Variation approval'). */
export function useSaveVariationApprovals(campaignId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: VariationsApprovalsRequest) => saveVariationApprovals(campaignId, body),
    onSuccess: async (answer, body) => {
      replaceVariations(client, campaignId, answer.variations);
      if (body.final) await client.invalidateQueries({ queryKey: [...creativesKeys.all(campaignId), 'variations'] });
    },
  });
}

export function replaceVariations(client: ReturnType<typeof useQueryClient>, campaignId: string, variations: readonly VariationApproval[]) {
  const byId = new Map(variations.map((v) => [v._id, v]));
  for (const full of [true, false]) {
    client.setQueryData<CampaignVariations>(creativesKeys.variations(campaignId, full), (data) =>
      data ? { ...data, variations: data.variations.map((v) => byId.get(v._id) ?? v) } : data,
    );
  }
}
