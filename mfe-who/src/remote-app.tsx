import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import { lazy } from 'react';
import { WhoLayout } from './app/who-layout.tsx';
import { DashboardPage } from './app/dashboard-page.tsx';

// The dashboard is where sign-in lands; the other pages load when opened.
const DiscoveryPage = lazy(() => import('./app/discovery-page.tsx').then((m) => ({ default: m.DiscoveryPage })));
const GoalsPage = lazy(() => import('./app/goals-page.tsx').then((m) => ({ default: m.GoalsPage })));
const MatchesPage = lazy(() => import('./app/matches-page.tsx').then((m) => ({ default: m.MatchesPage })));

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'who';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <WhoLayout>
      <Routes>
        <Route index element={<DashboardPage basePath={basePath} />} />
        <Route path="discovery" element={<DiscoveryPage />} />
        <Route path="superpowers" element={<DiscoveryPage only="superpowers" />} />
        <Route path="goals" element={<GoalsPage />} />
        <Route path="matches" element={<MatchesPage />} />
        <Route path="*" element={<Navigate to={basePath} replace />} />
      </Routes>
    </WhoLayout>
  );
}
