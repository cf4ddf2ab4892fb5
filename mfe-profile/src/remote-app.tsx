import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { ProfileRoute } from './app/profile-routes.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'profile';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<ProfileRoute basePath={basePath} own />} />
      <Route path=":userId" element={<ProfileRoute basePath={basePath} />} />
      {/* Deeper paths are no profile. */}
      <Route path="*" element={<ProfileRoute basePath={basePath} />} />
    </Routes>
  );
}
