import { paths } from '@diva/contracts';
import { Anchor, Card, Stack, Text } from '@diva/ui';
import { Link } from '@diva/router';
import { useHasVerifiedFactor } from '../api/get-verified-factor.ts';
import { ADMIN_TEXTS } from '../../../texts.ts';

/**
 * Asks an admin without a second factor to set one up on her account page. Advice, not a lock: the
 * demo admin stays password-only so the portal can be tried at once. Nothing shows while loading or on failure.
 */
export function TwoFactorBanner() {
  const factor = useHasVerifiedFactor();
  if (factor.data !== false) return null;
  return (
    <Card withBorder radius="md" padding="md" bg="var(--mantine-color-yellow-light)" role="region" aria-label={ADMIN_TEXTS.twoFactorAdviceTitle} data-testid="two-factor-banner">
      <Stack gap={4}>
        <Text fw={600}>{ADMIN_TEXTS.twoFactorAdviceTitle}</Text>
        <Text size="sm">{ADMIN_TEXTS.twoFactorAdvice}</Text>
        {/* In the body's colour, underlined: the primary pink read at 3.1:1 on the dark scheme's yellow tint. */}
        <Anchor component={Link} to={paths.settings()} size="sm" fw={600} c="var(--mantine-color-text)" underline="always" mih={40} style={{ display: 'inline-flex', alignItems: 'center' }} data-testid="two-factor-set-up">
          {ADMIN_TEXTS.twoFactorSetUp}
        </Anchor>
      </Stack>
    </Card>
  );
}
