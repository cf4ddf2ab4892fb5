import { Button, Card, Stack, Text } from '@diva/ui';

/** In place of the list when the feed could not be loaded (the toast says why). */
export function FeedLoadError({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="feed-load-error">
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600}>The feed could not be loaded.</Text>
        <Button variant="outline" onClick={onRetry} loading={retrying}>
          Try again
        </Button>
      </Stack>
    </Card>
  );
}
