import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/app/local-chapters': 'Local Chapters',
  '/app/chapter': 'Chapter',
  '/app/events': 'Events',
  '/app/my-events': 'My Events',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function EventsPlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'Chapters and Events'}
      purpose="Browse the 26 local chapters, create events, RSVP and manage your own events."
      path={pathname}
    />
  );
}
