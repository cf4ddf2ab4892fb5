import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/admin': 'Admin Portal',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function AdminPortalPlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'Admin Portal'}
      purpose="Administrators moderate members, posts, events and president applications."
      path={pathname}
    />
  );
}
