/**
 * What every signal call shares: the tree named in the path, checked against the caller's scope (the campaign in
 * scope, writable for changes; the tree of that campaign), the signal's stored fields from a payload, the segment
 * types the tree's platform allows (001 3), and the table events (001 4 'Real-time events').
 */
import type { PersonalizeTableEventName, VariantView } from '@shared/contracts/personalize';
import { DUPLICATE_NAMES_SHOWN, type SignalBody, type SignalsImportResult, type SignalView } from '@shared/contracts/personalize-signals';
import { segmentKeysFor } from '@shared/domain/segments';
import type { Platform } from '@shared/domain/concepts';
import { PLATFORM_LABELS } from '@shared/domain/concepts';
import { fillMessage, MESSAGES } from '@shared/messages';
import { campaignInScope, writableCampaign, type Campaign } from '@functions/campaigns/public';
import { marketTimeZoneOf } from '@functions/business-nodes/public';
import { DEFAULT_TIME_ZONE, toMarketWallTime, wallTimeToInstant } from '@shared/domain/time-zones';
import { notFound, serviceUnavailable, unprocessable } from '@functions/lib/errors';
import type { Caller } from '@functions/lib/session';
import { trackPersonalizeEvent } from './analytics';
import { personalizeRepository, type Tree } from './personalize-repository';
import { publishTableEvent as publishVariantEvent } from './table-events';
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

/**
 * The zone of the campaign's market (its business node when a market, else the nearest market above it; UTC when
 * there is none): the zone its schedules are entered, shown and evaluated in.
 */
export const campaignTimeZone = async (campaign: Pick<Campaign, 'partnerId' | 'businessNodeId'>): Promise<string> =>
  (await marketTimeZoneOf(campaign.partnerId, campaign.businessNodeId)) ?? DEFAULT_TIME_ZONE;

/**
 * The fields a payload stores (only those of its type). A schedule is stored as wall times of the market's zone with
 * that zone: 'YYYY-MM-DDTHH:mm' (or a day), so 09:00 stays 09:00 in the market on both sides of a daylight-saving
 * change, and the stored pair (wall time, zone) names one instant (shared/domain/time-zones.ts for the skipped and
 * repeated hour). A bound sent with an offset keeps its instant, written as the market's wall time.
 */
export function signalFields(body: SignalBody, timeZone: string = DEFAULT_TIME_ZONE): SignalFields {
  if (body.type === 'userSegment') {
    return { name: body.name, type: 'userSegment', segmentType: body.segmentType, values: body.values, ...(body.campaignIds?.length ? { campaignIds: body.campaignIds } : {}) };
  }
  const startDate = toMarketWallTime(body.startDate, timeZone);
  const endDate = toMarketWallTime(body.endDate, timeZone);
  if (wallTimeToInstant(endDate, timeZone) <= wallTimeToInstant(startDate, timeZone)) {
    throw unprocessable(MESSAGES.scheduleEndBeforeStart, [{ path: 'endDate', message: MESSAGES.scheduleEndBeforeStart }]);
  }
  return { name: body.name, type: 'schedule', startDate, endDate, timeZone, ...(body.daysOfWeek ? { daysOfWeek: body.daysOfWeek } : {}), ...(body.hours ? { hours: body.hours } : {}) };
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
  ...(s.timeZone ? { timeZone: s.timeZone } : {}),
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

/** A table event to every open view of the campaign (001 4 'Real-time events'; table-events.ts publishes it). */
export const publishTableEvent = (caller: Caller, ref: Pick<TreeRef, 'campaignId' | 'treeId'>, event: PersonalizeTableEventName, extra: { signal?: unknown; signalId?: string; variants?: readonly VariantView[] } = {}) =>
  publishVariantEvent(caller, { id: ref.treeId, campaignId: ref.campaignId }, event, extra);

/** After an upload or import: one signal-created event (the client reloads the tree's signals), tracked, answered. */
export async function importedSignals(caller: Caller, ref: TreeRef, outcome: { created: number; duplicates: string[] }, source: 'csv' | 'dv360' | 'meta'): Promise<SignalsImportResult> {
  if (outcome.created) {
    await publishTableEvent(caller, ref, 'signal-created', { signal: { imported: outcome.created } });
    await trackPersonalizeEvent(caller, ref.campaignId, 'userSegmentCreated', { treeId: ref.treeId, source, count: outcome.created });
  }
  return { created: outcome.created, duplicates: outcome.duplicates.length, duplicateNames: outcome.duplicates.slice(0, DUPLICATE_NAMES_SHOWN) };
}
