import type { QueryClient } from '@tanstack/react-query';
import { Navigate, createBrowserRouter, useLocation, type LoaderFunction, type RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '@shared/domain/app-routes';
import { PageLoader } from '@web/components/page-loader';
import { registerNavigate } from '@web/lib/app-navigation';
import { FIRST_READS, PUBLIC_SCREENS, SCREENS } from './screens';

/** Any unknown path goes to /404, the origin carried along (000 2.1). */
function UnknownPath() {
  const { pathname, search } = useLocation();
  return <Navigate to="/404" replace state={{ from: `${pathname}${search}` }} />;
}

const titleScreen = () => import('./routes/title-screen');

/** A loader that only starts a screen's first calls (FIRST_READS) and answers at once: nothing waits for them. */
function firstReads(client: QueryClient | undefined, path: string): LoaderFunction | undefined {
  const start = FIRST_READS[path];
  if (!client || !start) return undefined;
  return ({ request, params }) => {
    start(client, new URL(request.url), params);
    return null;
  };
}

const appRoutes = (client?: QueryClient): RouteObject[] => [
  {
    path: '/',
    hydrateFallbackElement: <PageLoader />,
    children: [
      { path: '/login', lazy: () => import('@web/features/auth/routes/login') },
      { path: '/join/:id', handle: { title: 'Join' }, lazy: PUBLIC_SCREENS['/join/:id'] ?? titleScreen },
      { path: '/password', handle: { title: 'Password' }, lazy: PUBLIC_SCREENS['/password'] ?? titleScreen },
      { path: '/password/:hash', handle: { title: 'Password' }, lazy: PUBLIC_SCREENS['/password/:hash'] ?? titleScreen },
      { path: '/404', lazy: () => import('./routes/not-found') },
      {
        // Everything signed in: one lazy shell (layout, guards, session warning), so /login stays small.
        lazy: () => import('./routes/protected-shell'),
        children: [
          { index: true, lazy: () => import('./routes/home-redirect') },
          ...APP_ROUTES.map((appRoute) => ({
            path: appRoute.path,
            handle: { title: appRoute.title, appRoute },
            loader: firstReads(client, appRoute.path),
            lazy: SCREENS[appRoute.path] ?? titleScreen,
          })),
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

/** The app's router; with the app's query client, screens start their first calls as their route is entered. */
export function createAppRouter(client?: QueryClient) {
  const router = createBrowserRouter(appRoutes(client));
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
