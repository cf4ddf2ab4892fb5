import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import { FeedPage } from './app/feed-page.tsx';
import { PostPage } from './app/post-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'feed';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<FeedPage />} />
      <Route path="post/:postId" element={<PostPage />} />
      {/* Any other path under its prefix goes back to the feed. */}
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
