/**
 * The row's own calls (001 7 'Personalize'): activate, deactivate, set as fallback, archive and restore a variant or one
 * of its formats, and the fallback's user-segment count the set-as-fallback warning needs. Each answers the variant(s)
 * as they are now, which replace their rows.
 */
import { api } from '@web/lib/api-client';
import { treeBase } from './keys';
import type { VariantChangeResponse, VariantView } from './types';

type Changed = VariantChangeResponse;

/** A single change answers the variant and the others it touched (turning the fallback off turns the rest off). */
export const changedVariants = (answer: Changed): VariantView[] => [answer.variant, ...answer.changed];

const variantPath = (c: string, t: string, id: string) => `${treeBase(c, t)}/variants/${id}`;

export type VariantAction = 'activate' | 'deactivate' | 'fallback' | 'archive' | 'restore';
export const patchVariant = (campaignId: string, treeId: string, variantId: string, action: VariantAction) =>
  api.patch<Changed>(`${variantPath(campaignId, treeId, variantId)}/${action}`);

export const patchFormat = (campaignId: string, treeId: string, variantId: string, formatId: string, action: 'archive' | 'restore') =>
  api.patch<Changed>(`${variantPath(campaignId, treeId, variantId)}/formats/${formatId}/${action}`);

/** GET B/variants/fallback/signals/count: user segments of the current fallback. */
export const fallbackSignalsCount = (campaignId: string, treeId: string) => api.get<{ count: number }>(`${treeBase(campaignId, treeId)}/variants/fallback/signals/count`);

/** POST B/formats/screenshots: screenshots of the chosen formats, made by a job (202). */
export const generateScreenshots = (campaignId: string, treeId: string, formatIds: string[]) => api.post<unknown>(`${treeBase(campaignId, treeId)}/formats/screenshots`, { formatIds });
