import { Button, Card, Stack, Text, Title } from '@diva/ui';
import { useNavigate } from '@diva/router';

/** The feed before anyone has posted: an invitation to write the first post. */
export function EmptyFeed() {
  const navigate = useNavigate();
  return (
    <Card withBorder radius="lg" padding="xl" data-testid="empty-feed">
      <Stack align="center" gap="sm" ta="center">
        <Title order={2} size="h3">
          Your network is waiting for its first story
        </Title>
        <Text c="dimmed" maw={420}>
          Share a win, a question or something you learned this week. Every great conversation here starts with one post.
        </Text>
        <Button variant="glamour" onClick={() => navigate({ hash: '#composer' })}>
          Write the first post
        </Button>
      </Stack>
    </Card>
  );
}
