import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/app/who': 'Who',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function WhoDashboardPlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'Who'}
      purpose="Discover your superpowers, passions and fuel, set networking goals and find your matches."
      path={pathname}
    />
  );
}
