import { SimpleGrid, Skeleton } from '@diva/ui';

export function ChaptersSkeleton() {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} data-testid="chapters-skeleton" role="status" aria-busy="true" aria-label="Loading chapters">
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} height={320} radius="lg" />
      ))}
    </SimpleGrid>
  );
}
