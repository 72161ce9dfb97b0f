/** The spec's limits and constants (000 9, 002 9), once. */
export const SESSION_MAX_AGE_MS_DEFAULT = 900_000;
export const LOGOUT_COUNTDOWN_S_DEFAULT = 300;
/** The warning shows at max age minus (countdown + 5) s (000 9). */
export const LOGOUT_WARNING_LEAD_S = 5;

export const TABLE_PAGE_SIZES = [10, 20, 30, 40] as const;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

export const PASSWORD_MIN_LENGTH = 16;

/** Seven failed sign-ins in a row lock the account for a while (issue 2: sign-in must not be guessable). */
export const LOGIN_MAX_FAILED_ATTEMPTS = 7;
export const LOGIN_LOCK_MS = 15 * 60_000;

/** Largest JSON body the API accepts; files never pass through the API (they go to storage presigned). */
export const MAX_JSON_BODY_BYTES = 1_048_576;

/** Partner search input maximum length in the switcher (value not shown in the spec). */
export const PARTNER_SEARCH_MAX_LENGTH = 100;

export const PARTNER_TYPES = ['Internal', 'Demo', 'Client'] as const;
export const BUSINESS_NODE_TYPES = ['product', 'brand', 'market', 'region', 'division'] as const;

/** Header names shared by client and server. */
export const BUILD_VERSION_HEADER = 'x-build-version';
export const CSRF_HEADER = 'x-csrf-token';
export const SESSION_COOKIE = 'marquee_session';
