/**
 * The parent application that concepts-only users come from (000 1, 2.3): its address is configured
 * (VITE_PARENT_APP_URL) or taken from the referrer of the first page load of this tab. With neither, the way
 * out is signing out.
 */
const PARENT_APP_KEY = 'marquee.parentApp';

export function rememberParentApp(): void {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.origin !== location.origin) sessionStorage.setItem(PARENT_APP_KEY, referrer.href);
  } catch {
    // An unreadable referrer leaves the configured address, or none.
  }
}

/** The parent application's address, or null when neither configured nor known (then '/' would only lead back here). */
export function parentAppUrl(): string | null {
  return import.meta.env.VITE_PARENT_APP_URL || sessionStorage.getItem(PARENT_APP_KEY) || null;
}

export const PARENT_APP_LINK_LABEL = 'Back to parent app';
/** The account menu's wording, for concepts-only users with no parent application to go back to. */
export const SIGN_OUT_LABEL = 'Log Out';
