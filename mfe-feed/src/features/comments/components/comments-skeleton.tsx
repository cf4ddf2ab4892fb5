import { Skeleton, Stack } from '@diva/ui';

/** What the comments panel shows while its code or its comments load. */
export function CommentsSkeleton() {
  return (
    <Stack gap={6} role="status" aria-busy="true" aria-label="Loading comments">
      <Skeleton height={36} radius="md" />
      <Skeleton height={36} radius="md" width="80%" />
    </Stack>
  );
}
