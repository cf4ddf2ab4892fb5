import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/president': 'President Portal',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function PresidentPortalPlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'President Portal'}
      purpose="Chapter presidents and the moderator run their chapter dashboards."
      path={pathname}
    />
  );
}
