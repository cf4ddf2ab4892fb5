import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { WhoDashboardPlaceholder } from './features/who-dashboard/components/who-dashboard-placeholder.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'who';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<WhoDashboardPlaceholder basePath={basePath} />} />
    </Routes>
  );
}
