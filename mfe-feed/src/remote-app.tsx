import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { FeedPlaceholder } from './features/feed/components/feed-placeholder.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'feed';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<FeedPlaceholder basePath={basePath} />} />
    </Routes>
  );
}
