import { type AreaName, paths, type RemoteAppProps } from '@diva/contracts';
import { PageSkeleton } from '@diva/ui';
import { Navigate, Route, Routes } from '@diva/router';
import { lazy, Suspense } from 'react';
import { ProfileRoute } from './app/profile-routes.tsx';

// The account page (/app/settings) and what it brings (forms, the QR code) load only when it is visited.
const AccountPage = lazy(() => import('./features/account/components/account-page.tsx').then((m) => ({ default: m.AccountPage })));

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'profile';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  if (basePath === paths.settings()) {
    return (
      <Suspense fallback={<PageSkeleton />}>
        <Routes>
          <Route index element={<AccountPage />} />
          <Route path="*" element={<Navigate to={basePath} replace />} />
        </Routes>
      </Suspense>
    );
  }
  return (
    <Routes>
      <Route index element={<ProfileRoute basePath={basePath} own />} />
      <Route path=":userId" element={<ProfileRoute basePath={basePath} />} />
      {/* Deeper paths are no profile. */}
      <Route path="*" element={<ProfileRoute basePath={basePath} />} />
    </Routes>
  );
}
