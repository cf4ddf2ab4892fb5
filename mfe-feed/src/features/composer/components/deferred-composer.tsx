import { Card, Group, Skeleton, Stack } from '@diva/ui';
import { lazy, Suspense } from 'react';

// The composer's multi-line input comes from the UI kit's extended part: the posts do not wait for it.
const Composer = lazy(() => import('./composer.tsx'));

function ComposerSkeleton() {
  return (
    <Card withBorder radius="lg" padding="lg" id="composer" aria-busy="true" aria-label="Loading the composer">
      <Stack gap="sm">
        <Skeleton height={20} width="35%" />
        <Skeleton height={84} />
        <Group justify="flex-end">
          <Skeleton height={34} width={90} />
        </Group>
      </Stack>
    </Card>
  );
}

export function DeferredComposer() {
  return (
    <Suspense fallback={<ComposerSkeleton />}>
      <Composer />
    </Suspense>
  );
}
