/** The spec's limits and constants (000 9, 002 9), once. */
export const SESSION_MAX_AGE_MS_DEFAULT = 900_000;
export const LOGOUT_COUNTDOWN_S_DEFAULT = 300;
/** The warning shows at max age minus (countdown + 5) s (000 9). */
export const LOGOUT_WARNING_LEAD_S = 5;

export const TABLE_PAGE_SIZES = [10, 20, 30, 40] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 16;
/** Invitation links last 7 days, password reset links 1 hour (issue 3; values not in the spec). */
export const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
export const PASSWORD_RESET_TTL_MS = 3_600_000;
export const USER_STATUSES = ['PENDING', 'ACTIVE', 'DEACTIVATED'] as const;
export const LINK_VALIDITIES = ['INVALID', 'EXPIRED', 'VALID'] as const;
export const AUTH_TYPES = ['Local', 'SAML', 'Google'] as const;

/** Seven failed sign-ins in a row lock the account for a while (issue 2: sign-in must not be guessable). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 7;
export const LOGIN_LOCK_MS = 15 * 60_000;

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
export const REPORT_DEFAULT_ROW_LIMIT = 1_000;
export const CSV_ROW_LIMIT = 10_000;
export const REPORT_DEFAULT_DATE_RANGE_DAYS = 7;
export const ANALYZER_DATE_PRESETS = [1, 7, 14, 30, 60, 90] as const;
export const SAVED_REPORTS_PAGE_SIZE = 25;
export const TOP_CREATIVES_LIMIT = 5;
/** Creatives with fewer summed impressions are not ranked in top and worst (002 9: the value is not shown; ours). */
export const MIN_CREATIVE_IMPRESSIONS = 1_000;
