/**
 * The parent application that concepts-only users come from (000 1, 2.3): its address is configured
 * (VITE_PARENT_APP_URL) or taken from the referrer of the first page load of this tab.
 */
const PARENT_APP_KEY = 'marquee.parentApp';

export function rememberParentApp(): void {
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    if (referrer && referrer.origin !== location.origin) sessionStorage.setItem(PARENT_APP_KEY, referrer.href);
  } catch {
    // An unreadable referrer leaves the configured address or '/'.
  }
}

export function parentAppUrl(): string {
  return import.meta.env.VITE_PARENT_APP_URL || sessionStorage.getItem(PARENT_APP_KEY) || '/';
}

export const PARENT_APP_LINK_LABEL = 'Back to parent app';
