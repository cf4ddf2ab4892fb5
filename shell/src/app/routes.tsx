import { areaList, paths } from '@diva/contracts';
import { PageSkeleton } from '@diva/ui';
import { Navigate, Route, Routes, useLocation } from '@diva/router';
import { Suspense, lazy } from 'react';
import { AppLayout } from '../features/app-shell/components/app-layout.tsx';
import { AuthGate } from '../features/app-shell/components/auth-gate.tsx';
import { SecondFactorGate } from '../features/auth/components/second-factor-gate.tsx';
import { MessagesPopover } from '../features/messages-popover/components/messages-popover.tsx';
import { NotificationsPopover } from '../features/notifications/components/notifications-popover.tsx';
import { AppErrorBoundary } from '../features/errors/app-error-boundary.tsx';
import { NotFoundPage } from '../features/errors/not-found-page.tsx';
import { ComingSoonPage } from '../features/placeholders/coming-soon-page.tsx';
import { RemoteArea } from '../remotes/remote-area.tsx';
import { HeaderSearch } from '../features/search/components/header-search.tsx';

// Public pages load on demand: a member opening /app/* never downloads them.
const LandingPage = lazy(async () => ({ default: (await import('../features/landing/components/landing-page.tsx')).LandingPage }));
const AuthPage = lazy(async () => ({ default: (await import('../features/auth/components/auth-page.tsx')).AuthPage }));
const SearchResultsPage = lazy(async () => ({
  default: (await import('../features/search/components/search-results-page.tsx')).SearchResultsPage,
}));
const ResetPasswordPage = lazy(async () => ({
  default: (await import('../features/auth/components/reset-password-page.tsx')).ResetPasswordPage,
}));

/** The header's live popovers: features of their own, composed into the chrome here. */
const HEADER_ACTIONS = (
  <>
    <NotificationsPopover />
    <MessagesPopover />
  </>
);

/** One route per prefix of every area: `<prefix>/*` mounts the remote, which routes relative to it. */
function areaRoutes(chrome: 'app' | 'portal') {
  return areaList()
    .filter((area) => area.chrome === chrome)
    .flatMap((area) =>
      area.prefixes.map((prefix) => (
        <Route key={prefix} path={`${prefix}/*`} element={<RemoteArea key={prefix} area={area.name} basePath={prefix} />} />
      )),
    );
}

export function AppRoutes() {
  const { pathname } = useLocation();
  return (
    <AppErrorBoundary resetKey={pathname}>
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route index element={<LandingPage />} />
          <Route path="auth" element={<AuthPage />} />
          <Route path="auth/reset-password" element={<ResetPasswordPage />} />
          <Route
            element={
              <AuthGate>
                <SecondFactorGate>
                  <AppLayout headerSearch={<HeaderSearch />} headerActions={HEADER_ACTIONS} />
                </SecondFactorGate>
              </AuthGate>
            }
          >
            <Route path="app" element={<Navigate to={paths.who()} replace />} />
            {areaRoutes('app')}
            <Route path="app/search" element={<SearchResultsPage />} />
            <Route path="app/chapters" element={<ComingSoonPage title="Chapters" />} />
            <Route path="app/who-checker" element={<ComingSoonPage title="Who Checker" />} />
          </Route>
          {areaRoutes('portal')}
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </Suspense>
    </AppErrorBoundary>
  );
}
