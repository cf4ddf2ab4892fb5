import { AreaUnderConstruction, Text } from '@diva/ui';
import { useLocation } from '@diva/router';

/** Section title per route prefix this remote is mounted under. */
const SECTION_TITLES: Record<string, string> = {
  '/app/timeline': 'Network Feed',
  '/timeline': 'Network Feed',
};

const BUILD_LABEL = process.env.DIVA_BUILD_LABEL;

/** Honest placeholder until this area's issue is done: says what the area is for and that it is being built. */
export function FeedPlaceholder({ basePath }: { basePath: string }) {
  const { pathname } = useLocation();
  return (
    <>
      <AreaUnderConstruction
        title={SECTION_TITLES[basePath] ?? 'Network Feed'}
        purpose="Share updates, tag them, like and comment on other members' posts and celebrate achievements."
        path={pathname}
      />
      {BUILD_LABEL ? (
        <Text ta="center" size="xs" c="dimmed" mt="sm" data-testid="remote-build-label">
          Build {BUILD_LABEL}
        </Text>
      ) : null}
    </>
  );
}
