import { type AreaName, paths, type RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import type { ReactElement } from 'react';
import { PageSkeleton } from '@diva/ui';
import { lazy, Suspense } from 'react';
import { ChaptersPage } from './app/chapters-page.tsx';

// The chapters grid is this remote's first route (the first-paint budget); the other pages, with their forms,
// dialogs, tabs and realtime, load when visited.
const ChapterPage = lazy(() => import('./app/chapter-page.tsx').then((m) => ({ default: m.ChapterPage })));
const ChapterNotFound = lazy(() => import('./app/chapter-page.tsx').then((m) => ({ default: m.ChapterNotFound })));
const EventsPage = lazy(() => import('./app/events-page.tsx').then((m) => ({ default: m.EventsPage })));
const EventPage = lazy(() => import('./app/event-page.tsx').then((m) => ({ default: m.EventPage })));
const MyEventsPage = lazy(() => import('./app/my-events-page.tsx').then((m) => ({ default: m.MyEventsPage })));

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'events';

/** The module exposed as `./App`: one remote mounted under four prefixes; routes are relative to each. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Suspense fallback={<PageSkeleton />}>
      <AreaRoutes basePath={basePath} />
    </Suspense>
  );
}

function AreaRoutes({ basePath }: RemoteAppProps) {
  if (basePath === paths.localChapters()) return <Single element={<ChaptersPage />} to={basePath} />;
  if (basePath === paths.myEvents()) return <Single element={<MyEventsPage />} to={basePath} />;
  if (basePath === '/app/chapter') {
    return (
      <Routes>
        <Route path=":chapterId" element={<ChapterPage />} />
        <Route path="*" element={<ChapterNotFound />} />
      </Routes>
    );
  }
  return (
    <Routes>
      <Route index element={<EventsPage />} />
      <Route path=":eventId" element={<EventPage />} />
      <Route path="*" element={<Navigate to={paths.events()} replace />} />
    </Routes>
  );
}

function Single({ element, to }: { element: ReactElement; to: string }) {
  return (
    <Routes>
      <Route index element={element} />
      <Route path="*" element={<Navigate to={to} replace />} />
    </Routes>
  );
}
