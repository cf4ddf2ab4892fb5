import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { PracticePlaceholder } from './features/practice/components/practice-placeholder.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'coach';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<PracticePlaceholder basePath={basePath} />} />
    </Routes>
  );
}
