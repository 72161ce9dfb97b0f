/** The spec's limits and constants (000 9, 002 9), once. */
export const SESSION_MAX_AGE_MS_DEFAULT = 900_000;
export const LOGOUT_COUNTDOWN_S_DEFAULT = 300;
/** The warning shows at max age minus (countdown + 5) s (000 9). */
export const LOGOUT_WARNING_LEAD_S = 5;

export const TABLE_PAGE_SIZES = [10, 20, 30, 40] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 16;
/** Invitation links last 7 days, password reset links 1 hour (values not in the spec). */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const PASSWORD_RESET_TTL_MS = 3_600_000;
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DEACTIVATED'] as const;
export const LINK_VALIDITIES = ['INVALID', 'EXPIRED', 'VALID'] as const;
export const AUTH_TYPES = ['Local', 'SAML', 'Google'] as const;

/** Seven failed sign-ins in a row lock the account for a while (sign-in must not be guessable). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 7;
export const LOGIN_LOCK_MS = 15 * 60_000;
/** Per client address and one-minute window: failed sign-ins, whatever the accounts, and reset mails asked for. */
export const SOURCE_LIMITS = { login: 30, reset: 10 } as const;
export const SOURCE_WINDOW_MS = 60_000;

/** Largest JSON body the API accepts; files never pass through the API (they go to storage presigned). */
export const MAX_JSON_BODY_BYTES = 1_048_576;

/** Partner search input maximum length in the switcher (value not shown in the spec). */
export const PARTNER_SEARCH_MAX_LENGTH = 100;

export const PARTNER_TYPES = ['Internal', 'Demo', 'Client'] as const;
/** Partner and market name maximum length (value not shown in the spec; the brief's 100). */
export const PARTNER_NAME_MAX_LENGTH = 100;
export const MARKET_NAME_MAX_LENGTH = 100;
export const BUSINESS_NODE_TYPES = ['product', 'brand', 'market', 'region', 'division'] as const;
/** Business node name maximum length (value not shown in the spec; the brief's 100). */
export const BUSINESS_NODE_NAME_MAX_LENGTH = 100;
/** Publishing properties of a business node (001 3); the tokens among them are write-only secrets. */
export const PUBLISHING_TEXT_PROPERTIES = [
  'name', 'facebookPageId', 'facebookAdAccountId', 'instagramAccountId', 'dcmNetworkId', 'dcmAdvertiserId', 'gadsCustomerAccountId', 'dv360AdvertiserId',
] as const;
export const PUBLISHING_TOKEN_PROPERTIES = ['youtubeToken', 'gadsToken', 'dv360Token'] as const;
export const PUBLISHING_VALUE_MAX_LENGTH = 2048;

/** Header names shared by client and server. */
export const BUILD_VERSION_HEADER = 'x-build-version';
export const CSRF_HEADER = 'x-csrf-token';
/** A create sent again with the same key answers its first answer instead of creating twice. */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** How long a create's first answer is kept for its retries: a day. */
export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;
export const SESSION_COOKIE = 'marquee_session';

/** Default cloud region (002 9). */
export const DEFAULT_CLOUD_REGION = 'eu-central-1';
/** A node's cloud-storage connection: the longest folder (path prefix inside the storage). */
export const NODE_STORAGE_FOLDER_MAX_LENGTH = 300;

/** Single sign-on (ours: the spec shows no limits). Cognito takes metadata files up to 131,072 characters. */
export const SSO_MAX_DOMAINS = 45; // an update writes the config and up to twice this many claims in one transaction (limit 100)
export const SSO_METADATA_XML_MAX = 131_072;
/** How long a started federated sign-in may take to come back (state and PKCE verifier kept this long). */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;

/** Reporting (002 9): granularities, sort directions, row limits (10000 and 1000), default range and saved-report paging. */
export const GRANULARITIES = ['MIN', 'FIVE_MIN', 'TEN_MIN', 'FIFTEEN_MIN', 'HOUR', 'DAY', 'WEEK', 'MONTH', 'YEAR', 'ALL'] as const;
export type Granularity = (typeof GRANULARITIES)[number];
export const DASHBOARD_GRANULARITIES = ['DAY', 'WEEK', 'MONTH'] as const;
export const SORT_DIRECTIONS = ['ASC', 'DESC'] as const;
export const REPORT_ROW_LIMIT = 10_000;
/** Report requests one POST /report/batch may carry (the dashboard sends about ten). */
export const REPORT_BATCH_LIMIT = 20;
export const REPORT_DEFAULT_ROW_LIMIT = 1_000;
export const CSV_ROW_LIMIT = 10_000;
export const REPORT_DEFAULT_DATE_RANGE_DAYS = 7;
export const ANALYZER_DATE_PRESETS = [1, 7, 14, 30, 60, 90] as const;
export const SAVED_REPORTS_PAGE_SIZE = 25;
/** Saved reports (ours: the spec shows no limits): name length, the longest date range a report keeps, result rows per page. */
export const SAVED_REPORT_NAME_MAX_LENGTH = 120;
export const SAVED_REPORT_MAX_DATE_RANGE_DAYS = 366;
export const ANALYZER_TABLE_PAGE_SIZE = 50;
/** A saved report's view as stored, in bytes of JSON: well inside DynamoDB's 400 KB item limit (ours). */
export const SAVED_REPORT_MAX_BYTES = 200_000;
/** The CSV worker gives up after this long (002 8: 'The CSV worker has a timeout (value not shown)'; ours). */
export const CSV_WORKER_TIMEOUT_MS = 30_000;
export const TOP_CREATIVES_LIMIT = 5;
/** Creatives with fewer summed impressions are not ranked in top and worst (002 9: the value is not shown; ours). */
export const MIN_CREATIVE_IMPRESSIONS = 1_000;
/** Custom conversions (002 7; limits not in the spec, ours): name length and floodlight activities per conversion. */
export const CUSTOM_CONVERSION_NAME_MAX_LENGTH = 100;
export const CUSTOM_CONVERSION_MAX_ACTIVITIES = 50;

/** Asset library (000 9, 002 5): 2 GB per asset, 50 files a batch, 10 uploads in parallel, 700 ms search debounce. */
export const ASSET_MAX_BYTES = 2_147_483_648;
export const ASSET_BATCH_MAX = 50;
export const ASSET_UPLOAD_CONCURRENCY = 10;
export const ASSET_SEARCH_DEBOUNCE_MS = 700;
/** Ours (the spec shows no values): name and tag lengths, largest page, multipart threshold and part size. */
export const ASSET_NAME_MAX_LENGTH = 255;
export const ASSET_TAG_MAX_LENGTH = 64;
export const ASSET_PAGE_SIZE_MAX = 100;
export const ASSET_MULTIPART_THRESHOLD = 8 * 1024 * 1024;
export const ASSET_PART_SIZE = 8 * 1024 * 1024;
/** Brief assets (000 7.3): Link to URL fetches at most this much and follows at most 3 redirects (ours: not shown). */
export const LINK_FETCH_MAX_BYTES = 25 * 1024 * 1024;
export const LINK_FETCH_MAX_REDIRECTS = 3;
export const LINK_FETCH_TIMEOUT_MS = 15_000;
/** Recommended image sizes (000 9; Meta single-image sizes, 001 9); square and vertical are recommended, horizontal optional. */
export const RECOMMENDED_IMAGE_SIZES = [
  { format: 'square', width: 1200, height: 1200, recommended: true },
  { format: 'vertical', width: 1080, height: 1920, recommended: true },
  { format: 'horizontal', width: 1200, height: 628, recommended: false },
] as const;
/** Crop zoom bounds (002 9: not shown; ours) and the longest edge of the cropper's preview image. */
export const CROP_ZOOM_MIN = 1;
export const CROP_ZOOM_MAX = 10;
export const CROPPER_PREVIEW_MAX_EDGE = 1600;

/** Concepts and the brief wizard (000 9). */
export const CONCEPT_NAME_MAX_LENGTH = 64;
export const CONCEPT_CUSTOM_OBJECTIVE_MAX_LENGTH = 200;
export const CREATIVE_DIRECTION_MAX_LENGTH = 1000;
export const FORMATS_SHOWN_BY_DEFAULT = 6;
export const FORMATS_SHOWN_GOOGLE_DISPLAY = 8;
export const SUMMARY_ASSETS_SHOWN = 10;
export const LANGUAGE_SEARCH_DEBOUNCE_MS = 275;
export const WIZARD_ANIMATION_MS = 800;
export const WIZARD_ANIMATION_DELAY_MS = 100;
export const DELIVERY_ESTIMATE = '3-10 working days';
/** Ours (the spec says the existence check is debounced, not by how much), and the most assets a brief keeps. */
export const CONCEPT_NAME_CHECK_DEBOUNCE_MS = 400;
export const CONCEPT_BRIEF_ASSETS_MAX = 500;

/** Meta ads (001 5, 001 9): ad name length, the social video extensions, and the call-to-action options. */
export const AD_NAME_MAX_LENGTH = 256;
export const SOCIAL_VIDEO_EXTENSIONS = ['3g2', '3gp', '3gpp', 'asf', 'avi', 'dat', 'divx', 'dv', 'f4v', 'flv', 'gif', 'm2ts', 'm4v', 'mkv', 'mod', 'mov', 'mp4', 'mpe', 'mpeg', 'mpeg4', 'mpg', 'mts', 'nsv', 'ogm', 'ogv', 'qt', 'tod', 'ts', 'vob', 'wmv'] as const;
export const CALL_TO_ACTIONS = [
  'add to cart', 'apply now', 'book travel', 'buy tickets', 'contact us', 'donate', 'download', 'event RSVP', 'get directions', 'get offer',
  'get quote', 'get showtimes', 'install app', 'learn more', 'like page', 'listen', 'message page', 'no button', 'open link', 'order now',
  'play game', 'sell now', 'shop now', 'sign up', 'subscribe', 'update app', 'use app', 'watch more', 'watch video', 'whatsapp message',
] as const;

/**
 * The template contract (docs/templates.md). Responsive display and vpaid templates have no size in their name and
 * default to 640x360 (001 9). The zip caps refuse zip bombs before anything is inflated (ours: the spec shows none).
 */
export const TEMPLATE_DEFAULT_SIZE = { width: 640, height: 360 } as const;
export const TEMPLATE_UNSIZED_PREFIXES = ['responsive', 'responsivedisplay', 'garesponsivedisplay', 'vpaid'] as const;
export const TEMPLATE_ZIP_LIMITS = {
  /** The zip file itself. */
  maxZipBytes: 100 * 1024 * 1024,
  maxEntries: 1000,
  /** Everything it unpacks to, by the sizes its directory declares (the unzip must hold it to them). */
  maxUnpackedBytes: 200 * 1024 * 1024,
  /** Per entry, counted for entries over 1 MiB unpacked (small text files legitimately compress 100x and more). */
  maxCompressionRatio: 100,
  ratioCheckedAbove: 1024 * 1024,
} as const;
/** The spec's zip constraint (002 9: 150 KB), which is the ads manager's HTML5 limit. */
export const TEMPLATE_ZIP_CONSTRAINT_BYTES = 150 * 1024;
/**
 * Where a template breaks a target platform's limits it still uploads, with a warning naming the platform (spec
 * platform keys): the display ad server takes 100 files and 9.5 MB per zip; the ads manager 150 KB, 40 files, and
 * only HTML, CSS, JS and still images, and asks for the ad.size meta tag.
 */
export const TEMPLATE_PLATFORM_LIMITS = [
  { platform: 'google', label: 'The display ad server', maxFiles: 100, maxZipBytes: 9.5 * 1024 * 1024 },
  {
    platform: 'gads',
    label: 'The ads manager',
    maxFiles: 40,
    maxZipBytes: TEMPLATE_ZIP_CONSTRAINT_BYTES,
    extensions: ['html', 'htm', 'css', 'js', 'gif', 'png', 'jpg', 'jpeg', 'svg'],
    requiresAdSize: true,
  },
] as const;
/** The reason given with a rejection of storyboards or templates (ours; the spec shows no limit). */
export const CONCEPT_REJECTION_REASON_MAX_LENGTH = 1000;
/** Files in one storyboard version (ours; the spec shows no limit). */
export const STORYBOARD_VERSION_MAX_FILES = 50;

/**
 * Ours (the spec shows none): the largest assembly CSV an import takes, 4 MiB (about 13,000 rows of the social video
 * CSV). Base64 in the Lambda event it stays under Lambda's 6 MB request payload.
 */
export const ASSEMBLY_CSV_MAX_BYTES = 4 * 1024 * 1024;

/**
 * Audiences and live feeds (001 7; limits ours, the spec shows none): the longest audience name; the most rows of a live
 * feed (the ad server's variation limit, 001 9) and its largest text (a file's is the API's body limit, a URL's the
 * same); how many changes one change-log entry lists (its counts cover all); the refresh intervals a feed may be
 * scheduled at (minutes).
 */
export const AUDIENCE_NAME_MAX_LENGTH = 100;
export const LIVE_FEED_MAX_ROWS = 10_000;
export const LIVE_FEED_MAX_BYTES = 1_048_576;
export const LIVE_FEED_LOG_CHANGES = 200;
export const LIVE_FEED_INTERVALS_MIN = [15, 60, 360, 1440] as const;
/** How often the schedule looks for due feeds (EventBridge Scheduler in AWS, a timer locally). */
export const LIVE_FEED_TICK_MINUTES = 5;

/**
 * The personalize grid (001 9): the signal cell shows 3 rows of tags then '+N'; performance reads 'Gathering data' until
 * the gathering metric exceeds 50; update results show 3 s, an activation failure 10 s ('Updating creatives' stays
 * until the answer). The 5 activation errors listed at most: MAX_ACTIVATION_ERRORS_SHOWN (shared/domain/variant-rules.ts).
 */
export const SIGNAL_CELL_TAG_ROWS = 3;
export const UPDATE_RESULT_NOTICE_S = 3;
export const ACTIVATION_FAILED_NOTICE_S = 10;
/** Notification durations (001 9): 'some errors' show 5 s; 'Updating creatives' and a campaign creation error stay. */
export const ERROR_NOTICE_S = 5;
/** 001 9: the recent-time label 'a few seconds ago' under 20 seconds. */
export const RECENT_TIME_MS = 20_000;
/** Personalize editors (001 9): the image editor's scale and the Meta preview's size (default 505 wide, 400 high, at most 600 px). */
export const IMAGE_EDITOR_SCALE = { min: 0.01, max: 1.5, warnAt: 1.35 } as const;
export const META_PREVIEW_SIZE = { width: 505, height: 400, max: 600 } as const;
/**
 * A signals CSV (001 5) comes as JSON text in the request body: at most 5 MiB, within Lambda's 6 MB request payload
 * (100,000 segments of a placement id each take about 2.5 MB).
 */
export const SIGNALS_CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Values of one user segment, and the campaign ids it names (ours: the spec gives no limit). */
export const SIGNAL_MAX_VALUES = 1000;
/** A personalize 'Gathering data' threshold (001 9): performance shows once the gathering metric passes it. */
export const PERFORMANCE_GATHERING_THRESHOLD = 50;
/** 001 7 / 002 9 'Background jobs' (exports): what can be exported, a destination's status, a cloud export job's status. */
export const EXPORT_ENTITY_TYPES = ['asset', 'creative', 'template'] as const;
export const DESTINATION_STATUSES = ['notsend', 'pending', 'success', 'failed'] as const;
export const CLOUD_EXPORT_JOB_STATUSES = ['pending', 'finished'] as const;
/** Entities of one export request (ours: the spec gives no limit; a campaign's bulk prerender goes through one job). */
export const EXPORT_MAX_ENTITIES = 1000;

/**
 * Job statuses (001 4 'Render and screenshot status', 002 9): a job of the render queue (functions/renders) is one of
 * JOB_STATUSES; a rendered item (screenshot, PDF page, prerender) one of RENDER_STATUSES.
 */
export const JOB_STATUSES = ['queued', 'progress', 'finished', 'error', 'unpublished', 'unrendered', 'uninitialized'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const RENDER_STATUSES = ['unrendered', 'progress', 'finished', 'error'] as const;
export type RenderStatus = (typeof RENDER_STATUSES)[number];

/** Issue 18: the channels a campaign publishes to (the ad server google with its deliveries, Meta, YouTube, Google Ads, DV360). */
export const PUBLISH_CHANNELS = ['google', 'facebook', 'youtube', 'gads', 'dv360'] as const;
/** 001 4 'Publishing upload status'. */
export const PUBLISHING_UPLOAD_STATUSES = ['Published', 'Error', 'In-Queue'] as const;
/** 001 4 / 002 9 'Ad activation status'. */
export const AD_ACTIVATION_STATUSES = ['ERROR', 'IN_QUEUE', 'ACTIVATED', 'DEACTIVATED'] as const;
/** What a publishing job's channel is in (a subset of the general job statuses of 001 4). */
export const PUBLISH_JOB_STATUSES = ['queued', 'progress', 'finished', 'error'] as const;

/** How often the sweep of comment attachments nobody used runs (EventBridge Scheduler in AWS, a timer locally). */
export const COMMENT_SWEEP_MINUTES = 60;

/** How often uploads nobody completed are marked failed and their multipart uploads aborted (a scheduled function). */
export const UPLOAD_SWEEP_MINUTES = 60;
