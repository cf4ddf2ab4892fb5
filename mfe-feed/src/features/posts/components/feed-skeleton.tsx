import { Card, Group, Skeleton, Stack } from '@diva/ui';

/** Post-shaped placeholders while the feed loads. */
export function FeedSkeleton({ count = 3 }: { count?: number }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label="Loading posts" data-testid="feed-skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} withBorder radius="lg" padding="lg">
          <Group gap="sm">
            <Skeleton height={42} circle />
            <Stack gap={6} style={{ flex: 1 }}>
              <Skeleton height={12} width="40%" />
              <Skeleton height={10} width="15%" />
            </Stack>
          </Group>
          <Skeleton height={12} mt="md" />
          <Skeleton height={12} mt={8} width="85%" />
          <Skeleton height={12} mt={8} width="60%" />
        </Card>
      ))}
    </Stack>
  );
}
