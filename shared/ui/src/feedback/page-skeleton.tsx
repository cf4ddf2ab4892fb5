import { Skeleton, Stack } from '@mantine/core';

/** Shown while a remote's code loads: a named status (axe refuses a name on an element without a role). */
export function PageSkeleton({ label = 'Loading' }: { label?: string }) {
  return (
    <Stack gap="md" p="md" role="status" aria-busy="true" aria-label={label} data-testid="page-skeleton">
      <Skeleton height={32} width="40%" />
      <Skeleton height={120} />
      <Skeleton height={120} />
    </Stack>
  );
}
