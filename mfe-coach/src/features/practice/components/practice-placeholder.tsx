import { AreaUnderConstruction } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/app/pre-game': 'Glow Up Coach',
  '/pregame-coach': 'Glow Up Coach',
};

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function PracticePlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <AreaUnderConstruction
      title={SECTION_TITLES[basePath] ?? 'Glow Up Coach'}
      purpose="Practise networking conversations with an AI role-play coach and keep your past sessions."
      path={pathname}
    />
  );
}
