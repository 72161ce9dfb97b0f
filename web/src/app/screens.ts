/**
 * The screens built so far, by APP_ROUTES path (shared/domain/app-routes.ts). A path not listed here shows only
 * its title until its issue builds it. Each entry is a lazy route module exporting `Component`.
 */
import type { LazyRouteFunction, RouteObject } from 'react-router-dom';

type Lazy = LazyRouteFunction<RouteObject>;

export const SCREENS: Record<string, Lazy> = {};

/** Public screens (000 2.1) by path; same rule. */
export const PUBLIC_SCREENS: Record<string, Lazy> = {};
