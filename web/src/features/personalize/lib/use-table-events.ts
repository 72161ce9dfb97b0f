/**
 * The personalize table events (001 4 'Real-time events') of the campaign's topic applied to the open grid: another
 * user's always, the same user's only when the event's tree is this one. Variants replace their rows, removed ones
 * leave, signal changes reload the rows (their tags) and the filters, counts and activation errors are shown.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { PERSONALIZE_EVENT_SOURCE, PERSONALIZE_TABLE_EVENTS, campaignTopic, personalizeTableEventSchema, type PersonalizeTableEvent } from '@shared/contracts/personalize';
import type { WsEvent } from '@shared/contracts/realtime';
import { useRealtimeTopic } from '@web/lib/realtime';
import { personalizeKeys } from '../api/keys';
import { removeVariants, setCounts, upsertVariants } from '../api/list-variants';
import type { VariantView } from '../api/types';
import { showActivationErrors } from './bulk-notices';
import { stillPasses } from './filters';

const TABLE_EVENTS = new Set<string>(Object.values(PERSONALIZE_TABLE_EVENTS));
const SIGNAL_EVENTS = new Set<string>([PERSONALIZE_TABLE_EVENTS.signalCreated, PERSONALIZE_TABLE_EVENTS.signalRemoved, PERSONALIZE_TABLE_EVENTS.signalEdited]);

/** 001 4: events of other users apply; the same user's only when treeId matches. */
export const appliesHere = (event: Pick<PersonalizeTableEvent, 'userId' | 'treeId'>, userId: string, treeId: string) => event.userId !== userId || event.treeId === treeId;

export function useTableEvents(campaignId: string, treeId: string, userId: string, onLeft: (variantIds: string[]) => void) {
  const client = useQueryClient();
  const onEvent = useCallback(
    (event: WsEvent) => {
      if (event.source !== PERSONALIZE_EVENT_SOURCE || !TABLE_EVENTS.has(event.event)) return;
      const parsed = personalizeTableEventSchema.safeParse(event.payload);
      if (!parsed.success) return;
      const payload = parsed.data;
      if (payload.campaignId !== campaignId || !appliesHere(payload, userId, treeId)) return;
      if (payload.errors?.length && payload.userId === userId) showActivationErrors(payload.errors);
      if (payload.treeId !== treeId) return;
      if (payload.variants?.length) upsertVariants(client, campaignId, treeId, payload.variants as VariantView[], stillPasses);
      if (payload.variantIds?.length) {
        removeVariants(client, campaignId, treeId, payload.variantIds);
        onLeft(payload.variantIds);
      }
      if (SIGNAL_EVENTS.has(event.event)) {
        void client.invalidateQueries({ queryKey: personalizeKeys.variants(campaignId, treeId) });
        void client.invalidateQueries({ queryKey: personalizeKeys.filters(campaignId, treeId) });
      }
      if (event.event === PERSONALIZE_TABLE_EVENTS.fallbackChanged && !payload.variants?.length) {
        void client.invalidateQueries({ queryKey: personalizeKeys.variants(campaignId, treeId) });
      }
      if (payload.counts) setCounts(client, campaignId, treeId, payload.counts);
    },
    [client, campaignId, treeId, userId, onLeft],
  );
  useRealtimeTopic(campaignTopic(campaignId), onEvent);
}
