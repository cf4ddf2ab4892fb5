import { AREAS, type AreaName } from '@diva/contracts';
import { Box, Button, Group, Stack, Text } from '@diva/ui';
import type { OverrideRefusal } from '../../../remotes/area-sources.ts';
import { type OverrideState, clearOverrides } from '../../../remotes/overrides.ts';
import { RELEASE_TEXTS } from '../../../texts.ts';

const REFUSAL_TEXT: Record<OverrideRefusal, string> = {
  disabled: RELEASE_TEXTS.refusedDisabled,
  malformed: RELEASE_TEXTS.refusedMalformed,
  'unknown-area': RELEASE_TEXTS.refusedUnknownArea,
  'bad-url': RELEASE_TEXTS.refusedBadUrl,
  'origin-not-allowed': RELEASE_TEXTS.refusedOrigin,
};

const areaTitle = (area: string): string => (area in AREAS ? AREAS[area as AreaName].title : area);

export interface OverrideBannerProps {
  state: OverrideState;
  /** After Clear: reload so every area loads its environment's release (a test passes its own). */
  onCleared?: () => void;
}

/**
 * Says which areas this tab loads from an override, and to what, with Clear; and says why an asked-for
 * override was refused. Rendered above every page while there is something to say.
 */
export function OverrideBanner({ state, onCleared = () => window.location.reload() }: OverrideBannerProps) {
  const active = Object.entries(state.active) as [AreaName, string][];
  return (
    <Box component="section" aria-label={RELEASE_TEXTS.overridesRegion} data-testid="override-banner" px="md" py="xs" bg="yellow.1" c="dark.9">
      <Stack gap={4}>
        {active.length > 0 ? (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Box role="status">
              <Text size="sm" fw={600}>
                {RELEASE_TEXTS.overridesActive}
              </Text>
              <Box component="ul" m={0} pl="md">
                {active.map(([area, url]) => (
                  <Text component="li" size="sm" key={area} style={{ overflowWrap: 'anywhere' }}>
                    {areaTitle(area)}: {url}
                  </Text>
                ))}
              </Box>
            </Box>
            <Button
              size="sm"
              variant="outline"
              onClick={() => {
                clearOverrides(window.sessionStorage);
                onCleared();
              }}
            >
              {RELEASE_TEXTS.clearOverrides}
            </Button>
          </Group>
        ) : null}
        {state.refused.length > 0 ? (
          <Box role="alert">
            {state.refused.map((refusal) => (
              <Text size="sm" key={refusal.raw} style={{ overflowWrap: 'anywhere' }}>
                {RELEASE_TEXTS.overrideRefused} ({refusal.raw}): {REFUSAL_TEXT[refusal.reason]}
              </Text>
            ))}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
