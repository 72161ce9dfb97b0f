/**
 * What the grid's controls do: each call, its notices (001 8) and the rows it changed (the variant and the others the
 * change touched) put back in the loaded lists. Bulk calls reload the loaded rows.
 */
import { useQueryClient } from '@tanstack/react-query';
import { message } from 'antd';
import { useCallback, useState } from 'react';
import { MESSAGES, fillMessage } from '@shared/messages';
import { ApiError } from '@web/lib/api-client';
import { bulkActivate, bulkDeactivate } from '../api/bulk-activation';
import { personalizeKeys } from '../api/keys';
import { upsertVariants } from '../api/list-variants';
import type { VariantView } from '../api/types';
import { changedVariants, fallbackSignalsCount, generateScreenshots, patchFormat, patchVariant, type VariantAction } from '../api/variant-actions';
import { showBulkFailure, showBulkResult, showUpdatingCreatives } from './bulk-notices';
import { stillPasses } from './filters';
import { bulkPayload, type Selection } from './selection';

const FAILURES: Partial<Record<VariantAction, string>> = {
  fallback: MESSAGES.cannotSetAsFallback,
  archive: MESSAGES.cannotArchiveVariant,
  restore: MESSAGES.cannotUnarchiveVariant,
};

export function useGridActions(campaignId: string, treeId: string) {
  const client = useQueryClient();
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set());
  const mark = (id: string, on: boolean) =>
    setPending((p) => {
      const next = new Set(p);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const reload = useCallback(() => client.invalidateQueries({ queryKey: personalizeKeys.variants(campaignId, treeId) }), [client, campaignId, treeId]);
  const apply = (answer: Parameters<typeof changedVariants>[0]) => upsertVariants(client, campaignId, treeId, changedVariants(answer), stillPasses);

  async function variantAction(variant: VariantView, action: VariantAction) {
    mark(variant._id, true);
    try {
      const answer = await patchVariant(campaignId, treeId, variant._id, action);
      apply(answer);
    } catch (error) {
      const text = FAILURES[action] ?? fillMessage(action === 'activate' ? MESSAGES.failedToActivateVariants : MESSAGES.failedToDeactivateVariants, { n: 1 });
      // a refused fallback switch says which activation rule the variant fails (the toggle's text, in the details)
      const why = action === 'fallback' && error instanceof ApiError ? error.details?.[0]?.message : undefined;
      void message.error(why ? `${text}: ${why}` : error instanceof Error && error.message && !FAILURES[action] ? `${text}: ${error.message}` : text);
    } finally {
      mark(variant._id, false);
    }
  }

  async function formatAction(variant: VariantView, formatId: string, action: 'archive' | 'restore') {
    try {
      apply(await patchFormat(campaignId, treeId, variant._id, formatId, action));
    } catch {
      void message.error(action === 'archive' ? MESSAGES.cannotArchiveFormat : MESSAGES.cannotUnarchiveFormat);
    }
  }

  /** The fallback's user segments, for the set-as-fallback warning; null when the call failed (already said). */
  async function fallbackSegments(): Promise<number | null> {
    try {
      return (await fallbackSignalsCount(campaignId, treeId)).count;
    } catch {
      void message.error(MESSAGES.failedFallbackSignalsCount);
      return null;
    }
  }

  async function bulk(kind: 'activate' | 'deactivate', selection: Selection, includeArchived: boolean) {
    const variants = bulkPayload(selection);
    showUpdatingCreatives();
    try {
      const result = kind === 'activate' ? await bulkActivate(campaignId, treeId, variants, includeArchived) : await bulkDeactivate(campaignId, treeId, variants);
      showBulkResult(kind, result);
    } catch (error) {
      showBulkFailure(kind, variants.length, error instanceof Error ? error.message : undefined);
    }
    void reload();
  }

  async function screenshots(formatIds: string[]) {
    try {
      await generateScreenshots(campaignId, treeId, formatIds);
      void reload();
    } catch {
      void message.error(MESSAGES.failedToGenerateScreenshots);
    }
  }

  return { pending, variantAction, formatAction, fallbackSegments, bulk, screenshots, reload };
}
