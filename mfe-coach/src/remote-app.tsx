import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import { CoachPage } from './app/coach-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'coach';

/** The module exposed as `./App`: mounted at /app/pre-game and /pregame-coach, one page. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<CoachPage />} />
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
