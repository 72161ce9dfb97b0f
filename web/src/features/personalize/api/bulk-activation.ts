import { api } from '@web/lib/api-client';
import { treeBase } from './keys';
import type { BulkResult } from './types';

export interface BulkVariant {
  variantId: string;
  formatIds: string[];
}

/** PATCH B/bulk/variants/activate and /deactivate (001 7): the selection's variants with their selected formats. */
export const bulkActivate = (campaignId: string, treeId: string, variants: BulkVariant[], includeArchived: boolean) =>
  api.patch<BulkResult>(`${treeBase(campaignId, treeId)}/bulk/variants/activate`, { variants, includeArchived });

export const bulkDeactivate = (campaignId: string, treeId: string, variants: BulkVariant[]) =>
  api.patch<BulkResult>(`${treeBase(campaignId, treeId)}/bulk/variants/deactivate`, { variants });
