/**
 * Approvals seen live: the events of the campaign's topic (`campaign:{id}`) that change what the creatives
 * view shows (a creative approval, an edit that revokes approvals, activation, archive, a screenshot) make the shown
 * creatives be read again, so a second browser sees another user's approval without reloading. Personalize table events
 * count for the shown tree only (001 4: a tree's events apply where treeId matches).
 */
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import * as z from 'zod';
import { PERSONALIZE_EVENT_SOURCE, PERSONALIZE_TABLE_EVENTS, campaignTopic, personalizeTableEventSchema } from '@shared/contracts/personalize';
import type { WsEvent } from '@shared/contracts/realtime';
import { useRealtimeTopic } from '@web/lib/realtime';
import { creativesKeys } from '../api/keys';

/**
 * Events of the creatives domain on the topic: whatever their name, they say which campaign, and which tree or
 * variation side they touch.
 */
const CREATIVES_EVENT_SOURCE = 'creatives';
const creativesEventSchema = z.object({ campaignId: z.string(), treeId: z.string().optional(), subject: z.string().optional() });

/** Table events that change no creative (signals, counts) are left out. */
const CREATIVE_CHANGES = new Set<string>(
  Object.values(PERSONALIZE_TABLE_EVENTS).filter((e) => ![PERSONALIZE_TABLE_EVENTS.signalCreated, PERSONALIZE_TABLE_EVENTS.signalRemoved, PERSONALIZE_TABLE_EVENTS.signalEdited, PERSONALIZE_TABLE_EVENTS.variantsCountUpdated].includes(e as never)),
);

/** What an event of the topic means for the view: nothing, the tree's creatives, or the campaign's variations. */
export function approvalEventTarget(event: WsEvent, campaignId: string, treeId: string | null): 'creatives' | 'variations' | null {
  if (event.source === PERSONALIZE_EVENT_SOURCE && CREATIVE_CHANGES.has(event.event)) {
    const parsed = personalizeTableEventSchema.safeParse(event.payload);
    return parsed.success && parsed.data.campaignId === campaignId && parsed.data.treeId === treeId ? 'creatives' : null;
  }
  if (event.source === CREATIVES_EVENT_SOURCE) {
    const parsed = creativesEventSchema.safeParse(event.payload);
    if (!parsed.success || parsed.data.campaignId !== campaignId) return null;
    if (parsed.data.subject === 'variation') return 'variations';
    return parsed.data.treeId === treeId || parsed.data.subject === 'campaign' ? 'creatives' : null;
  }
  return null;
}

export function useApprovalEvents(campaignId: string, treeId: string | null) {
  const client = useQueryClient();
  const onEvent = useCallback(
    (event: WsEvent) => {
      const target = approvalEventTarget(event, campaignId, treeId);
      if (!target) return;
      const all = creativesKeys.all(campaignId);
      if (target === 'variations') void client.invalidateQueries({ queryKey: [...all, 'variations'] });
      else for (const part of ['list', 'count', 'trail'] as const) void client.invalidateQueries({ queryKey: [...all, part] });
    },
    [client, campaignId, treeId],
  );
  useRealtimeTopic(campaignTopic(campaignId), onEvent);
}
