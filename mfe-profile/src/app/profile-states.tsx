import { paths } from '@diva/contracts';
import { Button, Card, EmptyState, Group, Text } from '@diva/ui';
import { Link } from '@diva/router';
import { PROFILE_TEXTS } from '../texts.ts';

/** No session (the remote alone in its harness, signed out). */
export const SignedOutProfile = () => (
  <Card withBorder radius="lg" padding="xl" data-testid="profile-signed-out">
    <Text ta="center">{PROFILE_TEXTS.signInToView}</Text>
  </Card>
);

/** An unknown or malformed member id. */
export const ProfileNotFound = () => (
  <EmptyState
    data-testid="profile-not-found"
    title="Profile not found"
    message="There is no member with this address. The link may be mistyped, or the member has left the network."
    action={
      <Group justify="center" gap="sm">
        <Button component={Link} to={paths.timeline()} variant="glamour" mih={40}>
          Back to the Network Feed
        </Button>
        <Button component={Link} to={paths.profile()} variant="outline" mih={40}>
          Your profile
        </Button>
      </Group>
    }
  />
);
