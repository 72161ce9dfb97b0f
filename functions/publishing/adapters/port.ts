/**
 * The publishing adapter port ('Publishing adapters'): one adapter per channel publishes
 * final-approved creative versions to its platform. The orchestration (consumers/publish-creatives.ts) claims a
 * publish record per (creativeId, version, destination) with a conditional write BEFORE it calls `publish`, and calls
 * it only for items whose record is not Published yet; `ctx.idempotencyKey(item)` is that record's key, which an
 * adapter writes onto what it creates (a name suffix, DV360's integrationCode) and looks up first, so a redelivery
 * after a crash between the platform's answer and the record's update finds the ad instead of making a second one.
 * An adapter throws only for what may pass on a later try (outage, rate limit: the queue retries with back-off);
 * a creative the platform refuses for good comes back as an 'Error' result with the platform's message.
 */
import type { PublishChannel, PublishingUploadStatus } from '@shared/contracts/publishing';
import type { NodeSettings } from '@functions/ad-platforms/public';

/** One final-approved creative version (a variant format of a tree, or a managed-service variation). */
export interface PublishItem {
  creativeId: string;
  /** Its content version (functions/creatives creative-version.ts): what the approval and the record are tied to. */
  version: string;
  name: string;
  /** The size (300x250) or Meta orientation (square, vertical, horizontal). */
  format: string;
  /** Its dynamic field values by field name. */
  values: Record<string, string>;
  /** Keys in the files bucket: a PNG screenshot, the prerendered HTML5 zip, the rendered video (whichever exist). */
  files: { screenshot?: string; prerenderedZip?: string; video?: string };
  /** The variant it belongs to (decision trees), for the ad server's dynamic creative. */
  variantId?: string;
  variantName?: string;
  /** Whether that variant is the tree's fallback (the ad server's default asset). */
  fallback?: boolean;
  /** That variant's user segments (001 3 'Signal': internal key and values), which the ad server targets it by. */
  segments?: PublishSegment[];
  /**
   * That variant's schedules: the days of the week and hours of the day they run in (absent: all), which the ad server
   * targets by day part. Their dates stay the product's: a variant outside them is not live and not published.
   */
  schedules?: PublishSchedule[];
}

/**
 * A schedule of a variant: its name, days of the week (0 = Sunday) and hours of the day (0-23), all when absent, on
 * the clock of `timeZone` (the market's IANA zone; UTC for schedules stored before market time zones).
 */
export interface PublishSchedule {
  name: string;
  daysOfWeek?: number[];
  hours?: number[];
  timeZone?: string;
}

/** A user segment of a variant: its name, internal key (custom, cmPlacement, CMAd, ...) and values. */
export interface PublishSegment {
  name: string;
  type: string;
  values: string[];
}

export interface PublishItemResult {
  creativeId: string;
  status: PublishingUploadStatus;
  /** The platform's id of what was made (creative, ad group ad, ...). */
  platformId?: string;
  /** The platform's message when it refused. */
  message?: string;
}

export interface PublishContext {
  channel: PublishChannel;
  campaign: { id: string; partnerId: string; name: string; platform: string; publishing?: { adServerCampaigns?: { id: string; name: string }[] } };
  /** The ad server's or Meta's delivery (NON_TRAFFICKED, TRAFFICKED, PRE_RENDERED, FACEBOOK_DIRECT, FACEBOOK_DCM_TRACKING). */
  delivery?: string;
  /** The publishing settings of the node that publishes (ad-platforms effectiveSettings: tokens sealed). */
  settings: NodeSettings;
  /** Google Ads: the ad groups the ads go into. */
  adGroupIds?: readonly string[];
  /** The campaign's landing page (the first its creatives name) for a creative whose template has no url field. */
  defaultLandingPage?: string;
  /** The key of the item's publish record: (creativeId, version, destination). */
  idempotencyKey(item: PublishItem): string;
  /** A file of the files bucket (an item's `files`). */
  readFile(key: string): Promise<Buffer>;
}

export interface PublishAdapter {
  channel: PublishChannel;
  publish(ctx: PublishContext, items: PublishItem[]): Promise<PublishItemResult[]>;
}

/** A failure that a later try may not see (platform outage, rate limit): the queue retries the message with back-off. */
export class PublishRetryableError extends Error {
  constructor(
    message: string,
    readonly kind: 'rate-limit' | 'unavailable',
  ) {
    super(message);
    this.name = 'PublishRetryableError';
  }
}

/** A failure of the whole channel that no retry cures (token refused, account unknown, nothing configured). */
export class PublishChannelError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PublishChannelError';
  }
}
