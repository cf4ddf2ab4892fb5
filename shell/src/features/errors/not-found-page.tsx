import { paths } from '@diva/contracts';
import { APP_TEXTS } from '@diva/core/texts';
import { Anchor, Center, Stack, Text, Title } from '@diva/ui';
import { Link } from '@diva/router';

export function NotFoundPage() {
  return (
    <Center mih="100vh" bg="gray.1">
      <Stack align="center" gap="sm">
        <Title order={1} fz={56}>
          404
        </Title>
        <Text size="xl" c="dimmed">
          {APP_TEXTS.notFound}
        </Text>
        <Anchor component={Link} to={paths.home()} c="glamour.7" td="underline">
          Return to Home
        </Anchor>
      </Stack>
    </Center>
  );
}
