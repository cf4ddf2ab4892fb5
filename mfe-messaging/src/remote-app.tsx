import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { PageSkeleton } from '@diva/ui';
import { Route, Routes } from '@diva/router';
import { lazy, Suspense } from 'react';
import { MessagesPage } from './app/messages-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'messaging';

// Seldom visited: its code loads only when the member opens it.
const BlockedPage = lazy(() => import('./app/blocked-page.tsx'));
// Message in another area links here; it only turns the member into the conversation's address.
const OpenConversationPage = lazy(() => import('./app/open-conversation-page.tsx'));

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route index element={<MessagesPage basePath={basePath} />} />
      <Route
        path="blocked"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <BlockedPage basePath={basePath} />
          </Suspense>
        }
      />
      <Route
        path="with/:userId"
        element={
          <Suspense fallback={<PageSkeleton />}>
            <OpenConversationPage basePath={basePath} />
          </Suspense>
        }
      />
      <Route path=":conversationId" element={<MessagesPage basePath={basePath} />} />
      <Route path="*" element={<MessagesPage basePath={basePath} />} />
    </Routes>
  );
}
