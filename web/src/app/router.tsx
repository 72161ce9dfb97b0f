import { Navigate, createBrowserRouter, useLocation, type RouteObject } from 'react-router-dom';
import { APP_ROUTES } from '@shared/domain/app-routes';
import { PageLoader } from '@web/components/page-loader';
import { registerNavigate } from '@web/lib/app-navigation';
import { PUBLIC_SCREENS, SCREENS } from './screens';

/** Any unknown path goes to /404, the origin carried along (000 2.1). */
function UnknownPath() {
  const { pathname, search } = useLocation();
  return <Navigate to="/404" replace state={{ from: `${pathname}${search}` }} />;
}

const titleScreen = () => import('./routes/title-screen');

export const routes: RouteObject[] = [
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
          ...APP_ROUTES.map((appRoute) => ({ path: appRoute.path, handle: { title: appRoute.title, appRoute }, lazy: SCREENS[appRoute.path] ?? titleScreen })),
        ],
      },
      { path: '*', element: <UnknownPath /> },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  registerNavigate((to, options) => void router.navigate(to, options));
  return router;
}
