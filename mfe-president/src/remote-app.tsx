import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { PageSkeleton } from '@diva/ui';
import { Navigate, Route, Routes } from '@diva/router';
import { lazy, Suspense } from 'react';
import { PortalPage } from './app/portal-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'president';

// The dashboard (tabs, tables, the RSVP lists) loads after the sign-in; Login and Apply are all the first paint needs.
const DashboardPage = lazy(() => import('./app/dashboard-page.tsx'));

/** The module exposed as `./App`: /president (Login, Apply) and /president/dashboard, relative to its prefix. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<PortalPage />} />
      <Route
        path="dashboard"
        element={
          <Suspense fallback={<PageSkeleton label="Loading the dashboard" />}>
            <DashboardPage />
          </Suspense>
        }
      />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
