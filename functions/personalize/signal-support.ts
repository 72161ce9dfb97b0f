/**
 * What every signal call shares: the tree named in the path, checked against the caller's scope (the campaign in
 * scope, writable for changes; the tree of that campaign), the signal's stored fields from a payload, the segment
 * types the tree's platform allows (001 3), and the table events (001 4 'Real-time events').
 */
import { campaignTopic, PERSONALIZE_EVENT_SOURCE, type PersonalizeTableEventName } from '@shared/contracts/personalize';
import { DUPLICATE_NAMES_SHOWN, type SignalBody, type SignalsImportResult, type SignalView } from '@shared/contracts/personalize-signals';
import { segmentKeysFor } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { PLATFORM_LABELS } from '@shared/domain/concepts';
import { fillMessage, MESSAGES } from '@shared/messages';
import { campaignInScope, writableCampaign, type Campaign } from '@functions/campaigns/public';
import { notFound, serviceUnavailable, unprocessable } from '@functions/lib/errors';
import { publishEvent } from '@functions/lib/realtime';
import type { Caller } from '@functions/lib/session';
import { trackPersonalizeEvent } from './analytics';
import { personalizeRepository, type Tree } from './personalize-repository';
import { SignalsBusyError, SignalsFullError, type Signal, type SignalFields, type TreeRef } from './signals-repository';

export interface SignalTree {
  campaign: Campaign;
  tree: Tree;
  ref: TreeRef;
}

/** The campaign (writable when `write`) and its tree; a tree of another campaign answers as an unknown one. */
export async function signalTree(caller: Caller, params: { campaignId: string; treeId: string }, write = false): Promise<SignalTree> {
  const { campaign } = await (write ? writableCampaign : campaignInScope)(caller, params.campaignId);
  const tree = await personalizeRepository.getTree(params.treeId);
  if (!tree || tree.campaignId !== campaign.id) throw notFound(MESSAGES.cannotGetPersonalizeTrees);
  return { campaign, tree, ref: { partnerId: campaign.partnerId, campaignId: campaign.id, treeId: tree.id } };
}

/** A segment type the tree's platform refuses (Meta takes only its ad sets; the ad server everything else). */
export function checkSegmentType(tree: Tree, segmentType: string): void {
  if (!(segmentKeysFor(tree.platform as Platform) as string[]).includes(segmentType)) {
    const label = PLATFORM_LABELS[tree.platform as Platform] ?? tree.platform;
    throw unprocessable(fillMessage(MESSAGES.segmentTypeNotAllowed, { type: segmentType, platform: label }));
  }
}

/** The fields a payload stores (only those of its type). */
export function signalFields(body: SignalBody): SignalFields {
  if (body.type === 'userSegment') {
    return { name: body.name, type: 'userSegment', segmentType: body.segmentType, values: body.values, ...(body.campaignIds?.length ? { campaignIds: body.campaignIds } : {}) };
  }
  return { name: body.name, type: 'schedule', startDate: body.startDate, endDate: body.endDate, ...(body.daysOfWeek ? { daysOfWeek: body.daysOfWeek } : {}), ...(body.hours ? { hours: body.hours } : {}) };
}

export const presentSignal = (s: Signal): SignalView => ({
  _id: s.id,
  campaignId: s.campaignId,
  treeId: s.treeId,
  name: s.name,
  type: s.type,
  ...(s.segmentType ? { segmentType: s.segmentType } : {}),
  ...(s.values ? { values: s.values } : {}),
  ...(s.campaignIds ? { campaignIds: s.campaignIds } : {}),
  ...(s.startDate ? { startDate: s.startDate, endDate: s.endDate } : {}),
  ...(s.daysOfWeek ? { daysOfWeek: s.daysOfWeek } : {}),
  ...(s.hours ? { hours: s.hours } : {}),
  revision: s.revision,
});

/** The repository's own failures as answers: a full tree 422, a shard that kept changing 503 (worth a retry). */
export async function signalWrite<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof SignalsFullError) throw unprocessable(MESSAGES.signalsFull);
    if (error instanceof SignalsBusyError) throw serviceUnavailable();
    throw error;
  }
}

/** A table event to every open view of the campaign (001 4 'Real-time events'). */
export function publishTableEvent(caller: Caller, ref: Pick<TreeRef, 'campaignId' | 'treeId'>, event: PersonalizeTableEventName, extra: { signal?: unknown; signalId?: string; variants?: unknown[] } = {}) {
  return publishEvent(
    { topic: campaignTopic(ref.campaignId) },
    { source: PERSONALIZE_EVENT_SOURCE, event, payload: { campaignId: ref.campaignId, treeId: ref.treeId, userId: caller.user.id, ...extra } },
  );
}

/** After an upload or import: one signal-created event (the client reloads the tree's signals), tracked, answered. */
export async function importedSignals(caller: Caller, ref: TreeRef, outcome: { created: number; duplicates: string[] }, source: 'csv' | 'dv360' | 'meta'): Promise<SignalsImportResult> {
  if (outcome.created) {
    await publishTableEvent(caller, ref, 'signal-created', { signal: { imported: outcome.created } });
    await trackPersonalizeEvent(caller, ref.campaignId, 'userSegmentCreated', { treeId: ref.treeId, source, count: outcome.created });
  }
  return { created: outcome.created, duplicates: outcome.duplicates.length, duplicateNames: outcome.duplicates.slice(0, DUPLICATE_NAMES_SHOWN) };
}
