import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { PageSkeleton } from '@diva/ui';
import { Navigate, Route, Routes } from '@diva/router';
import { lazy, Suspense } from 'react';
import { LoginPage } from './app/login-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'admin';

// The dashboard (tables, tabs, dialogs) loads only after the sign-in; the login is all the first paint needs.
const DashboardPage = lazy(() => import('./app/dashboard-page.tsx'));

/** The module exposed as `./App`: /admin/login and /admin/dashboard, relative to the prefix it is mounted under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  const loginPath = `${basePath}/login`;
  const dashboardPath = `${basePath}/dashboard`;
  return (
    <Routes>
      <Route path="login" element={<LoginPage dashboardPath={dashboardPath} />} />
      <Route
        path="dashboard"
        element={
          <Suspense fallback={<PageSkeleton label="Loading the admin dashboard" />}>
            <DashboardPage loginPath={loginPath} />
          </Suspense>
        }
      />
      {/* Anything else goes to the sign-in, which sends an admin whose session is still valid on to the dashboard:
          a member who is not one never downloads the dashboard's code on her way to the sign-in. */}
      <Route path="*" element={<Navigate to={loginPath} replace />} />
    </Routes>
  );
}
