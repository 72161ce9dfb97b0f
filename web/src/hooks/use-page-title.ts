import { useEffect } from 'react';
import { pageTitle } from '@shared/messages';

let current = '';

/** The title the page shows when nothing flashes in it (the session warning restores it). */
export function currentPageTitle(): string {
  return current || document.title;
}

/** Page titles read '{title} - Marquee' (000 2.3). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    current = pageTitle(title);
    document.title = current;
  }, [title]);
}
