/**
 * The personalize analytics port (001 7 'Tracked analytics events'): every personalize call that makes one of the
 * spec's events calls trackPersonalizeEvent once, after its change is written; the browser posts the three only it
 * sees. Each event is an item of its own beside the campaign, listed newest first (ids are time-ordered).
 * Recording never fails the user's action: a write that fails is logged and dropped (analytics, not state).
 */
import { Entity, type EntityItem } from 'electrodb';
import {
  ANALYTICS_DETAIL_ARRAY_MAX,
  PERSONALIZE_ANALYTICS_EVENTS,
  type AnalyticsDetail,
  type PersonalizeAnalyticsEvent,
  type PersonalizeAnalyticsEventName,
  type PersonalizeAnalyticsPage,
} from '@shared/contracts/personalize-analytics';
import { MESSAGES } from '@shared/messages';
import { byIdIndex, createdAtAttribute, lazy, SERVICE } from '@functions/lib/db';
import { isUnavailable, unprocessable } from '@functions/lib/errors';
import { newId } from '@functions/lib/ids';
import { errorText, logger } from '@functions/lib/logger';
import type { Caller } from '@functions/lib/session';

const analyticsEvents = lazy(
  (cfg) =>
    new Entity(
      {
        model: { entity: 'personalizeAnalyticsEvent', version: '1', service: SERVICE },
        attributes: {
          id: { type: 'string', required: true },
          partnerId: { type: 'string', required: true },
          campaignId: { type: 'string', required: true },
          treeId: { type: 'string' },
          name: { type: 'string', required: true },
          userId: { type: 'string', required: true },
          userName: { type: 'string', required: true },
          detail: { type: 'any', required: true },
          createdAt: createdAtAttribute(),
        },
        indexes: {
          byId: byIdIndex(),
          byCampaign: { index: 'gsi1', pk: { field: 'gsi1pk', composite: ['campaignId'] }, sk: { field: 'gsi1sk', composite: ['id'] } },
        },
      },
      cfg,
    ),
);
type StoredEvent = EntityItem<ReturnType<typeof analyticsEvents>>;

/** Long id lists (a bulk activation of 10,000) keep their first 100 and their count, so an item stays small. */
function boundedDetail(detail: AnalyticsDetail): AnalyticsDetail {
  const out: AnalyticsDetail = {};
  for (const [key, value] of Object.entries(detail)) {
    if (Array.isArray(value) && value.length > ANALYTICS_DETAIL_ARRAY_MAX) {
      out[key] = value.slice(0, ANALYTICS_DETAIL_ARRAY_MAX);
      out[`${key}Count`] = value.length;
    } else out[key] = value;
  }
  return out;
}

function present(item: StoredEvent): PersonalizeAnalyticsEvent {
  const name = item.name as PersonalizeAnalyticsEventName;
  return {
    _id: item.id,
    campaignId: item.campaignId,
    name,
    label: PERSONALIZE_ANALYTICS_EVENTS[name] ?? item.name,
    userId: item.userId,
    userName: item.userName,
    treeId: item.treeId ?? null,
    detail: (item.detail ?? {}) as AnalyticsDetail,
    createdAt: new Date(item.createdAt).toISOString(),
  };
}

async function record(caller: Caller, campaignId: string, name: PersonalizeAnalyticsEventName, detail: AnalyticsDetail = {}): Promise<PersonalizeAnalyticsEvent> {
  const { treeId, ...rest } = detail;
  const item = {
    id: newId(),
    partnerId: caller.partnerId,
    campaignId,
    name,
    userId: caller.user.id,
    userName: caller.user.name ?? caller.user.email,
    detail: boundedDetail(rest),
    ...(typeof treeId === 'string' ? { treeId } : {}),
  };
  const { data } = await analyticsEvents().create(item).go();
  return present(data);
}

/**
 * Records one personalize analytics event of a campaign the caller was already checked against (campaignInScope or
 * writableCampaign). `detail.treeId` (a string) is stored as the event's tree. Never throws.
 */
export async function trackPersonalizeEvent(caller: Caller, campaignId: string, name: PersonalizeAnalyticsEventName, detail?: AnalyticsDetail): Promise<void> {
  try {
    await record(caller, campaignId, name, detail);
  } catch (error) {
    logger.warn('personalize analytics event not recorded', { campaignId, name, error: errorText(error) });
  }
}

export const analyticsRepository = {
  /** The client-side events (POST): recorded like the others, but a failure answers (the caller asked for it). */
  record,
  /** A campaign's events newest first, a page at a time; a cursor of another campaign or garbled answers 422. */
  async listByCampaign(campaignId: string, pageSize: number, cursor?: string): Promise<PersonalizeAnalyticsPage> {
    try {
      const page = await analyticsEvents().query.byCampaign({ campaignId }).go({ order: 'desc', limit: pageSize, cursor: cursor ?? null });
      return { events: page.data.map(present), nextCursor: page.cursor };
    } catch (error) {
      // the store refusing the start key (garbled, or another campaign's) is the caller's mistake; an outage is not
      if (cursor && !isUnavailable(error)) throw unprocessable(MESSAGES.wrongParams);
      throw error;
    }
  },
};
