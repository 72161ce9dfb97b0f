/**
 * Signals from the ad platforms (001 7 'signals/import/lineitems', 'signals/import/adsets'): each DV360 line item or
 * Meta ad set becomes a user segment named after it, of its internal key (001 3), its id the one value and its
 * campaign the campaign id. `excludeCompleted` leaves out what has finished, judged on each platform's own fields:
 * a DV360 line item archived (ENTITY_STATUS_ARCHIVED) or whose custom flight ended before today; a Meta ad set
 * archived or deleted, or whose end_time has passed. Pure: `now` comes in.
 */
import type { Dv360LineItem, MetaAdSet } from '../contracts/ad-platforms';
import { cleanDerivedName } from './names';

const DV360_ENDED_STATUSES = ['ENTITY_STATUS_ARCHIVED'];
const META_ENDED_STATUSES = ['ARCHIVED', 'DELETED'];

export function lineItemCompleted(item: Pick<Dv360LineItem, 'entityStatus' | 'endDate'>, now: number): boolean {
  const today = new Date(now).toISOString().slice(0, 10);
  return DV360_ENDED_STATUSES.includes(item.entityStatus) || Boolean(item.endDate && item.endDate < today);
}

export function adSetCompleted(adSet: Pick<MetaAdSet, 'effective_status' | 'status' | 'end_time'>, now: number): boolean {
  const status = adSet.effective_status ?? adSet.status;
  return META_ENDED_STATUSES.includes(status) || Boolean(adSet.end_time && Date.parse(adSet.end_time) < now);
}

export interface ImportedSignal {
  name: string;
  type: 'userSegment';
  segmentType: 'dv360LineItem' | 'fbAdSet';
  values: string[];
  campaignIds: string[];
}

/** A platform's name made a signal name: one line of visible characters (a name the platform allows may hold controls). */
const signalName = (name: string, id: string) => cleanDerivedName(name.replace(/[\r\n]+/g, ' ')) || id;

export const lineItemSignal = (item: Dv360LineItem): ImportedSignal => ({
  name: signalName(item.displayName, item.lineItemId),
  type: 'userSegment',
  segmentType: 'dv360LineItem',
  values: [item.lineItemId],
  campaignIds: [item.campaignId],
});

export const adSetSignal = (adSet: MetaAdSet): ImportedSignal => ({
  name: signalName(adSet.name, adSet.id),
  type: 'userSegment',
  segmentType: 'fbAdSet',
  values: [adSet.id],
  campaignIds: [adSet.campaign_id],
});

/**
 * 001 4 'Variant activation rules': only the fallback runs without a user segment, so a variant left without any
 * (its last one deleted or unassigned) keeps its toggle only when it is the fallback; otherwise it turns off.
 */
export const keepsToggle = (variant: { isFallback: boolean }, signals: { userSegment: readonly string[] }): boolean =>
  variant.isFallback || signals.userSegment.length > 0;
