import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import { PageSkeleton } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { FeedPage } from './app/feed-page.tsx';

// A shared post's page is a route of its own: the feed's first paint does not carry it.
const PostPage = lazy(() => import('./app/post-page.tsx').then((module) => ({ default: module.PostPage })));

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'feed';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<FeedPage />} />
      <Route
        path="post/:postId"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <PostPage />
          </Suspense>
        }
      />
      {/* Any other path under its prefix goes back to the feed. */}
      <Route path="*" element={<Navigate to={basePath} replace />} />
    </Routes>
  );
}
