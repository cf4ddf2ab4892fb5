import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/app/profile': 'Profile',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function ProfilePlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'Profile'}
      purpose="Keep your profile, skills and achievements up to date and view other members' profiles."
      path={pathname}
    />
  );
}
