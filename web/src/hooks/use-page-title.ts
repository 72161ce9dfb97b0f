import { useEffect } from 'react';
import { pageTitle } from '../../../shared/messages';

/** Page titles read '{title} - Marquee' (000 2.3). */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
