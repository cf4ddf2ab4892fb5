import { type AreaName, paths, type RemoteAppProps } from '@diva/contracts';
import { Navigate, Route, Routes } from '@diva/router';
import type { ReactElement } from 'react';
import { ChapterNotFound, ChapterPage } from './app/chapter-page.tsx';
import { ChaptersPage } from './app/chapters-page.tsx';
import { EventPage } from './app/event-page.tsx';
import { EventsPage } from './app/events-page.tsx';
import { MyEventsPage } from './app/my-events-page.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'events';

/** The module exposed as `./App`: one remote mounted under four prefixes; routes are relative to each. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
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
