import type { UIMatch } from 'react-router-dom';
import type { AppRoute } from '@shared/domain/app-routes';

export interface RouteHandle {
  title?: string;
  appRoute?: AppRoute;
}

/** The handle of the deepest matched route that has one. */
export function leafHandle(matches: UIMatch[]): RouteHandle {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return {};
}
