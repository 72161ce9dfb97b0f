/**
 * THE notification catalogue (001 8 'Notification catalogue', 001 7 'Real-time channel', 001 9 durations): every
 * ws-event a user is told about is a source and an event; this file maps each pair to a title, a message, a level and
 * how long its toast stays (null: until closed). The spec's words where it gives them (shared/messages.ts
 * NOTIFICATION_TEXTS), ours where it says 'not shown'. A type not listed here shows its source's label and the server's
 * message, or the event's type (001 8 'Unknown notification types').
 *
 * Producers send with these constants (`notifyUsers` of functions/notifications/public.ts, or `publishEvent`); a new
 * event is a line in NOTIFICATION_EVENTS and its row in CATALOGUE (the type makes a missing row fail tsc).
 */
import { ACTIVATION_FAILED_NOTICE_S, ERROR_NOTICE_S, UPDATE_RESULT_NOTICE_S } from '../constants';
import { TREE_JOB_EVENTS, VARIATION_JOB_EVENTS } from '../contracts/personalize';
import { neutraliseBidi } from '../domain/bidi';
import { MESSAGES, NOTIFICATION_TEXTS as T, fillMessage } from '../messages';

/** The ws-event sources: the 11 job sources of 001 8 and the event kinds of 001 7 'Real-time channel'. */
export const NOTIFICATION_SOURCES = {
  screenshotter: 'screenshotter',
  imageScorer: 'image-scorer',
  videoResizer: 'video-resizer',
  htmlResizer: 'html-resizer',
  renderNode: 'render-node',
  htmlPrerenderer: 'html-prerenderer',
  variationsScorer: 'variations-scorer',
  publisher: 'publisher',
  adsManager: 'ads-manager',
  meta: 'meta',
  decisionTreePublisher: 'decision-tree-publisher',
  comments: 'comments',
  campaigns: 'campaigns',
  creatives: 'creatives',
  assets: 'assets',
  storyboards: 'storyboards',
  templates: 'templates',
  export: 'export',
  adPlatforms: 'ad-platforms',
  personalize: 'personalize',
} as const;
export type NotificationSourceKey = keyof typeof NOTIFICATION_SOURCES;
export type NotificationSource = (typeof NOTIFICATION_SOURCES)[NotificationSourceKey];

/** What a user reads as the source of a notification (the unknown types' title). */
export const SOURCE_LABELS: Record<NotificationSource, string> = {
  screenshotter: 'Screenshotter',
  'image-scorer': 'Image scorer',
  'video-resizer': 'Video resizer',
  'html-resizer': 'HTML resizer',
  'render-node': 'Render node',
  'html-prerenderer': 'HTML prerenderer',
  'variations-scorer': 'Variations scorer',
  publisher: 'Publisher',
  'ads-manager': 'Ads manager',
  meta: 'Meta',
  'decision-tree-publisher': 'Decision-tree publisher',
  comments: 'Comments',
  campaigns: 'Campaigns',
  creatives: 'Creatives',
  assets: 'Assets',
  storyboards: 'Storyboards',
  templates: 'Templates',
  export: 'Export',
  'ad-platforms': 'Ad platform',
  personalize: 'Personalize',
};

/** The events of each source, by the name producers use. */
export const NOTIFICATION_EVENTS = {
  screenshotter: {
    started: 'screenshot-generation-started',
    finished: 'screenshot-generation-finished',
    failed: 'screenshot-generation-failed',
    noVariations: 'no-variations-found',
    noCampaign: 'no-campaign-found',
    pdfStarted: 'pdf-generation-started',
    pdfFinished: 'pdf-generation-finished',
    pdfFailed: 'pdf-generation-failed',
  },
  imageScorer: { finished: 'image-scoring-finished', failed: 'image-scoring-failed' },
  videoResizer: {
    resizingFinished: 'video-resizing-finished',
    resizingFailed: 'video-resizing-failed',
    cuttingFinished: 'video-cutting-finished',
    cuttingFailed: 'video-cutting-failed',
    scoringFinished: 'video-scoring-finished',
    scoringFailed: 'video-scoring-failed',
    renderingFinished: 'video-rendering-finished',
    renderingFailed: 'video-rendering-failed',
    templateResizingStarted: 'template-resizing-started',
    templateResizingFinished: 'template-resizing-finished',
    templateResizingFailed: 'template-resizing-failed',
  },
  htmlResizer: { started: 'template-resizing-started', finished: 'template-resizing-finished', failed: 'template-resizing-failed' },
  renderNode: {
    uploadStarted: 'uploading-variations-started',
    uploadFinished: 'uploading-variations-finished',
    uploadFailed: 'uploading-variations-failed',
    nothingToPublish: 'no-variations-to-publish',
    filesNotFound: 'files-not-found',
  },
  htmlPrerenderer: { started: 'prerendering-started', finished: 'prerendering-finished', failed: 'prerendering-failed' },
  variationsScorer: {
    started: 'scoring-started',
    finished: 'scoring-finished',
    failed: 'scoring-failed',
    allScored: 'all-scored',
    inProgress: 'scoring-in-progress',
    noApproved: 'no-approved-variations',
  },
  publisher: {
    finished: 'publishing-finished',
    failed: 'publishing-failed',
    noVariations: 'no-variations-to-publish',
    videosUploading: 'videos-still-uploading',
    csvFailed: 'csv-publishing-failed',
    unknownChannel: 'unknown-channel',
  },
  adsManager: {
    fetchFailed: 'fetch-failed',
    noApproved: 'no-approved-variations',
    invalidCustomerId: 'invalid-customer-id',
    invalidToken: 'invalid-oauth-token',
    invalidAccount: 'invalid-ads-account',
    unexpected: 'unexpected-error',
  },
  meta: {
    buyNowUnsupported: 'buy-now-unsupported',
    videoUploadFailed: 'video-upload-failed',
    pageIdMissing: 'page-id-missing',
    thumbnailsNotRetrieved: 'thumbnails-not-retrieved',
    mediaNotSpecified: 'media-not-specified',
    noVideoToUpload: 'no-video-to-upload',
  },
  decisionTreePublisher: { deliveryTypeUnsupported: 'delivery-type-unsupported' },
  comments: { mentioned: 'mentioned' },
  campaigns: { approvalRequested: 'approval-requested', createFailed: 'campaign-create-failed' },
  creatives: {},
  assets: { processed: 'asset-processed' },
  storyboards: { processed: 'storyboard-processed', imported: 'storyboard-imported', invalidFileType: 'invalid-file-type' },
  templates: {},
  export: { preparing: 'export-preparing', started: 'export-started', finished: 'export-finished', failed: 'export-failed', downloading: 'export-downloading' },
  adPlatforms: { error: 'ad-platform-error' },
  personalize: {
    updatingCreatives: 'updating-creatives',
    creativesUpdated: 'creatives-updated',
    creativesNotUpdated: 'creatives-not-updated',
    activationFailed: 'activation-failed',
    // the jobs' own events (shared/contracts/personalize.ts): their outcome is stored, their progress only pushed
    variationsFinished: VARIATION_JOB_EVENTS.finished,
    variationsFailed: VARIATION_JOB_EVENTS.failed,
    treeFinished: TREE_JOB_EVENTS.finished,
    treeFailed: TREE_JOB_EVENTS.failed,
  },
} as const satisfies Record<NotificationSourceKey, Record<string, string>>;

export type NotificationLevel = 'success' | 'info' | 'warning' | 'error';
export type NotificationPayload = Record<string, unknown>;

export interface NotificationDescription {
  title: string;
  message: string;
  level: NotificationLevel;
  /** How long the toast stays; null: until the user closes it. */
  durationMs: number | null;
}

type Text = string | ((payload: NotificationPayload) => string);
interface Row {
  title: Text;
  /** Defaults to the server's message in the payload, else nothing. */
  message?: Text;
  /** A job's outcome event may carry success or failure in its status. */
  level: NotificationLevel | ((payload: NotificationPayload) => NotificationLevel);
  /** Defaults by level: errors 5 s (001 9 'some errors'), the others 3 s (001 9 'update results'); null stays. */
  durationMs?: number | null;
  /**
   * False where the screen that started the job already says it (the templates screen's resizing notices, the
   * personalize bulk notices, the variations tab, the uploads list, the cropper): the event is kept in the centre but
   * the global listener does not toast it a second time.
   */
  toast?: boolean;
}

type EventsOf<K extends NotificationSourceKey> = (typeof NOTIFICATION_EVENTS)[K][keyof (typeof NOTIFICATION_EVENTS)[K]];
type Catalogue = { [K in NotificationSourceKey]: { [E in EventsOf<K> & string]: Row } };

const str = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const num = (value: unknown): number | undefined => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);
/** The server's words about what happened, when the payload carries them. */
export const serverMessage = (payload: NotificationPayload): string | undefined => str(payload.message) ?? str(payload.error);
const fill = (text: string) => (payload: NotificationPayload) => {
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(payload)) if (typeof value === 'string' || typeof value === 'number') values[key] = value;
  return fillMessage(text, values);
};
/** The spec's text with the server message after it when one came. */
/** A job's outcome event says it failed (status 'failed' or 'error'). */
const failed = (payload: NotificationPayload) => payload.status === 'failed' || payload.status === 'error';
const withServer = (text: string) => (payload: NotificationPayload) => serverMessage(payload) ?? text;
const exportText = (text: string) => (payload: NotificationPayload) =>
  fillMessage(text, { entity: str(payload.entity) ?? 'the creatives', destination: str(payload.destination) ?? 'its destination' });

const SECONDS = 1000;
const UPDATE_RESULT_MS = UPDATE_RESULT_NOTICE_S * SECONDS;
const ERROR_MS = ERROR_NOTICE_S * SECONDS;

const CATALOGUE: Catalogue = {
  screenshotter: {
    'screenshot-generation-started': { title: T.screenshotsStarted, level: 'info' },
    'screenshot-generation-finished': { title: T.screenshotsFinished, level: 'success' },
    'screenshot-generation-failed': { title: T.screenshotsFailed, level: 'error' },
    'no-variations-found': { title: T.noVariationsFound, level: 'warning' },
    'no-campaign-found': { title: T.noCampaignFound, level: 'warning' },
    'pdf-generation-started': { title: T.pdfStarted, level: 'info' },
    'pdf-generation-finished': { title: T.pdfFinished, level: 'success' },
    'pdf-generation-failed': { title: T.pdfFailed, message: withServer(T.requestNotSent), level: 'error' },
  },
  imageScorer: {
    'image-scoring-finished': { title: T.imageScoringFinished, level: 'success' },
    'image-scoring-failed': { title: T.imageScoringFailed, level: 'error' },
  },
  videoResizer: {
    'video-resizing-finished': { title: T.videoResizingFinished, level: 'success' },
    'video-resizing-failed': { title: T.videoResizingFailed, level: 'error' },
    'video-cutting-finished': { title: T.videoCuttingFinished, level: 'success' },
    'video-cutting-failed': { title: T.videoCuttingFailed, level: 'error' },
    'video-scoring-finished': { title: T.videoScoringFinished, level: 'success' },
    'video-scoring-failed': { title: T.videoScoringFailed, level: 'error' },
    'video-rendering-finished': { title: T.videoRenderingFinished, level: 'success' },
    'video-rendering-failed': { title: T.videoRenderingFailed, level: 'error' },
    // the templates screen says these itself
    'template-resizing-started': { title: T.templateResizingStarted, level: 'info', toast: false },
    'template-resizing-finished': { title: T.templateResizingFinished, level: 'success', toast: false },
    'template-resizing-failed': { title: T.templateResizingFailed, level: 'error', toast: false },
  },
  htmlResizer: {
    'template-resizing-started': { title: T.templateResizingStarted, level: 'info', toast: false },
    'template-resizing-finished': { title: T.templateResizingFinished, level: 'success', toast: false },
    'template-resizing-failed': { title: T.templateResizingFailed, level: 'error', toast: false },
  },
  renderNode: {
    'uploading-variations-started': { title: T.uploadingVariationsStarted, level: 'info' },
    'uploading-variations-finished': { title: T.uploadingVariationsFinished, level: 'success' },
    'uploading-variations-failed': { title: T.uploadingVariationsFailed, level: 'error' },
    'no-variations-to-publish': { title: T.nothingToPublish, level: 'warning' },
    'files-not-found': { title: T.filesNotFoundByUrls, level: 'error' },
  },
  htmlPrerenderer: {
    'prerendering-started': { title: 'Prerendering started', level: 'info' },
    'prerendering-finished': { title: 'Prerendering finished', level: 'success' },
    'prerendering-failed': { title: 'Prerendering failed', level: 'error' },
  },
  variationsScorer: {
    'scoring-started': { title: T.scoringStarted, level: 'info' },
    'scoring-finished': { title: T.scoringFinished, level: 'success' },
    'scoring-failed': { title: T.scoringFailed, level: 'error' },
    'all-scored': { title: T.allScored, level: 'info' },
    'scoring-in-progress': { title: T.scoringInProgress, level: 'warning' },
    'no-approved-variations': { title: T.noApprovedToScore, level: 'warning' },
  },
  publisher: {
    'publishing-finished': {
      title: T.publishedSuccessfully,
      message: (p) => (str(p.channel) ? fillMessage(T.publishedTo, { channel: str(p.channel)! }) : ''),
      level: 'success',
    },
    'publishing-failed': {
      title: T.publishFailed,
      message: (p) => serverMessage(p) ?? fillMessage(T.publishFailedIn, { channel: str(p.channel) ?? 'the channel' }),
      level: 'error',
    },
    'no-variations-to-publish': { title: T.noVariationsToPublish, level: 'warning' },
    'videos-still-uploading': { title: T.videosStillUploading, level: 'warning' },
    'csv-publishing-failed': { title: (p) => fillMessage(T.csvPublishingFailed, { target: str(p.target) ?? 'ad server' }), level: 'error' },
    'unknown-channel': { title: T.unknownChannel, level: 'error' },
  },
  adsManager: {
    'fetch-failed': { title: T.adsManagerFetchFailed, level: 'error' },
    'no-approved-variations': { title: T.adsManagerNoApproved, level: 'warning' },
    'invalid-customer-id': { title: T.adsManagerInvalidCustomerId, level: 'error' },
    'invalid-oauth-token': { title: T.adsManagerInvalidToken, level: 'error' },
    'invalid-ads-account': { title: T.adsManagerInvalidAccount, level: 'error' },
    'unexpected-error': { title: T.adsManagerUnexpected, level: 'error' },
  },
  meta: {
    'buy-now-unsupported': { title: T.buyNowUnsupported, level: 'warning' },
    'video-upload-failed': { title: T.metaVideoUploadFailed, level: 'error' },
    'page-id-missing': { title: T.metaPageIdMissing, level: 'error' },
    'thumbnails-not-retrieved': { title: T.thumbnailsNotRetrieved, level: 'error' },
    'media-not-specified': { title: T.mediaNotSpecified, level: 'error' },
    'no-video-to-upload': { title: T.noVideoToUpload, level: 'error' },
  },
  decisionTreePublisher: {
    'delivery-type-unsupported': { title: T.deliveryTypeUnsupported, level: 'error' },
  },
  comments: {
    mentioned: { title: (p) => fillMessage(T.mentioned, { name: str(p.authorName) ?? 'Someone' }), message: (p) => str(p.text) ?? '', level: 'info' },
  },
  campaigns: {
    'approval-requested': {
      title: (p) => fillMessage(T.approvalRequested, { kind: p.isFinal === true ? 'Final' : 'Interim' }),
      message: (p) => str(p.campaignName) ?? '',
      level: 'info',
    },
    // 001 8: 'Something went wrong :(' with the server message, and it stays (001 9)
    'campaign-create-failed': { title: MESSAGES.campaignCreateFailed, message: withServer(T.campaignCreateFailedMessage), level: 'error', durationMs: null },
  },
  creatives: {},
  assets: {
    // the uploads list says it itself; the centre keeps it for whoever left the page
    'asset-processed': {
      title: (p) => (failed(p) ? T.assetProcessingFailed : T.assetProcessed),
      message: (p) => str(p.name) ?? '',
      level: (p) => (failed(p) ? 'error' : 'success'),
      toast: false,
    },
  },
  storyboards: {
    // the storyboards screen shows the new state itself
    'storyboard-processed': {
      title: (p) => (failed(p) ? T.storyboardProcessingFailed : T.storyboardProcessed),
      message: (p) => [str(p.name), failed(p) ? serverMessage(p) : undefined].filter(Boolean).join(': '),
      level: (p) => (failed(p) ? 'error' : 'success'),
      toast: false,
    },
    'storyboard-imported': {
      title: (p) => (failed(p) ? T.storyboardImportFailed : T.storyboardImported),
      message: (p) => [str(p.name), failed(p) ? serverMessage(p) : undefined].filter(Boolean).join(': '),
      level: (p) => (failed(p) ? 'error' : 'success'),
      toast: false,
    },
    'invalid-file-type': { title: T.invalidStoryboardFileType, level: 'error' },
  },
  templates: {},
  export: {
    'export-preparing': { title: exportText(T.exportPreparing), level: 'info' },
    'export-started': { title: exportText(T.exportStarted), level: 'info' },
    'export-finished': { title: exportText(T.exportFinished), level: 'success' },
    'export-failed': { title: exportText(T.exportFailed), level: 'error' },
    // the Export dialog shows each item's progress: the bell keeps this step, no toast over the screen
    'export-downloading': { title: exportText(T.exportDownloading), level: 'info', toast: false },
  },
  adPlatforms: {
    'ad-platform-error': { title: (p) => str(p.platform) ?? T.adPlatformError, level: 'error' },
  },
  personalize: {
    // the bulk notices of the personalize grid say these to the tab that asked (web/src/features/personalize/lib/bulk-notices.tsx)
    'updating-creatives': { title: MESSAGES.updatingCreatives, level: 'info', durationMs: null, toast: false },
    'creatives-updated': { title: fill(MESSAGES.creativesUpdated), level: 'success', durationMs: UPDATE_RESULT_MS, toast: false },
    'creatives-not-updated': { title: fill(MESSAGES.creativesCouldntBeUpdated), level: 'warning', durationMs: UPDATE_RESULT_MS, toast: false },
    'activation-failed': { title: MESSAGES.activationFailed, message: MESSAGES.activationFailedHeading, level: 'error', durationMs: ACTIVATION_FAILED_NOTICE_S * SECONDS, toast: false },
    // the variations tab shows the job's progress and end itself
    'variations-generation-finished': { title: T.variationsGenerated, message: (p) => (num(p.written) !== undefined ? fillMessage(T.variationsGeneratedMessage, { count: num(p.written)! }) : ''), level: 'success', toast: false },
    'variations-generation-failed': { title: T.variationsGenerationFailed, level: 'error', toast: false },
    'tree-initialization-finished': { title: T.treeInitialized, message: (p) => str(p.campaignName) ?? '', level: 'success' },
    'tree-initialization-failed': { title: T.treeInitializationFailed, level: 'error' },
  },
};

const SOURCE_KEYS = Object.fromEntries(Object.entries(NOTIFICATION_SOURCES).map(([key, source]) => [source, key])) as Record<string, NotificationSourceKey>;

function rowOf(source: string, event: string): Row | undefined {
  const key = Object.hasOwn(SOURCE_KEYS, source) ? SOURCE_KEYS[source] : undefined;
  if (!key) return undefined;
  const rows = CATALOGUE[key] as Record<string, Row>;
  return Object.hasOwn(rows, event) ? rows[event] : undefined;
}

const textOf = (text: Text | undefined, payload: NotificationPayload) => (typeof text === 'function' ? text(payload) : text);
const defaultDuration = (level: NotificationLevel) => (level === 'error' ? ERROR_MS : UPDATE_RESULT_MS);

/** The source as a user reads it; an unknown one as sent. */
export const sourceLabel = (source: string): string => (Object.hasOwn(SOURCE_LABELS, source) ? SOURCE_LABELS[source as NotificationSource] : source);

/** Whether the pair is in the catalogue. */
export const isKnownNotification = (source: string, event: string): boolean => rowOf(source, event) !== undefined;

/** Whether the global listener toasts this event (false where the screen that started the job says it already). */
export const toastsGlobally = (source: string, event: string): boolean => rowOf(source, event)?.toast ?? true;

/**
 * What a notification says. Unknown types (001 8): the source's label as the title and the server's message, or the
 * event's type; an 'error' level when the payload says so.
 */
export function describeNotification(input: { source: string; event: string; payload?: NotificationPayload | null }): NotificationDescription {
  const payload = input.payload ?? {};
  const row = rowOf(input.source, input.event);
  if (!row) {
    const level: NotificationLevel = payload.level === 'error' || payload.error ? 'error' : payload.level === 'warning' ? 'warning' : 'info';
    return { title: sourceLabel(input.source), message: neutraliseBidi(serverMessage(payload) ?? input.event), level, durationMs: defaultDuration(level) };
  }
  const message = row.message === undefined ? (serverMessage(payload) ?? '') : (textOf(row.message, payload) ?? '');
  const level = typeof row.level === 'function' ? row.level(payload) : row.level;
  // names (an export's entity, a storyboard's file, a campaign) sit inside these texts: no bidi control of theirs survives
  return { title: neutraliseBidi(textOf(row.title, payload) ?? ''), message: neutraliseBidi(message), level, durationMs: row.durationMs === undefined ? defaultDuration(level) : row.durationMs };
}
