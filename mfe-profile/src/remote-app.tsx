import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { ProfilePlaceholder } from './features/profile/components/profile-placeholder.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'profile';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<ProfilePlaceholder basePath={basePath} />} />
    </Routes>
  );
}
