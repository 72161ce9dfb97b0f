import { useQuery } from '@tanstack/react-query';
import { api } from '@web/lib/api-client';
import { personalizeKeys, treeBase } from './keys';
import type { TreeTemplateView } from './types';

/** GET B/templates (001 7): the tree's templates with their dynamic fields (types, optional, possible values). */
export const getTemplates = (campaignId: string, treeId: string) => api.get<{ templates: TreeTemplateView[] }>(`${treeBase(campaignId, treeId)}/templates`);

export function useTreeTemplates(campaignId: string, treeId: string) {
  return useQuery({ queryKey: personalizeKeys.templates(campaignId, treeId), queryFn: () => getTemplates(campaignId, treeId), retry: false, staleTime: 60_000 });
}
