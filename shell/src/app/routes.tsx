import { areaList, paths } from '@diva/contracts';
import { Navigate, type RouteObject } from '@diva/router';
import { AppLayout } from '../features/app-shell/components/app-layout.tsx';
import { AuthGate } from '../features/app-shell/components/auth-gate.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { RouterErrorPage } from '../features/errors/router-error-page.tsx';
import { ComingSoonPage } from '../features/placeholders/coming-soon-page.tsx';
import { RemoteArea } from '../remotes/remote-area.tsx';

/** One route per prefix of every area: `<prefix>/*` mounts the remote, which routes relative to it. */
function areaRoutes(chrome: 'app' | 'portal'): RouteObject[] {
  return areaList()
    .filter((area) => area.chrome === chrome)
    .flatMap((area) =>
      area.prefixes.map((prefix) => ({ path: `${prefix}/*`, element: <RemoteArea key={prefix} area={area.name} basePath={prefix} /> })),
    );
}

export function createRoutes(): RouteObject[] {
  return [
    {
      path: '/',
      errorElement: <RouterErrorPage />,
      children: [
        // Public pages load on demand: a member opening /app/* never downloads them.
        { index: true, lazy: async () => ({ Component: (await import('../features/landing/components/landing-page.tsx')).LandingPage }) },
        { path: 'auth', lazy: async () => ({ Component: (await import('../features/auth/components/auth-page.tsx')).AuthPage }) },
        {
          element: (
            <AuthGate>
              <AppLayout />
            </AuthGate>
          ),
          children: [
            { path: 'app', element: <Navigate to={paths.who()} replace /> },
            ...areaRoutes('app'),
            { path: 'app/chapters', element: <ComingSoonPage title="Chapters" /> },
            { path: 'app/who-checker', element: <ComingSoonPage title="Who Checker" /> },
            { path: 'app/settings', element: <ComingSoonPage title="Settings" /> },
          ],
        },
        ...areaRoutes('portal'),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}
