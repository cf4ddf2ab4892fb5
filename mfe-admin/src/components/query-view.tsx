import { EmptyState, ErrorState, Skeleton, Stack } from '@diva/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ADMIN_TEXTS } from '../texts.ts';

interface QueryViewProps<T> {
  query: UseQueryResult<T>;
  /** 'Failed to load posts' */
  failure: string;
  /** The empty state in words, when `isEmpty` says there is nothing. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  testId: string;
}

/** A tab's three states before its content: skeleton, error with Retry, empty in words. */
export function QueryView<T>({ query, failure, empty, isEmpty, children, testId }: QueryViewProps<T>) {
  if (query.data !== undefined) {
    return isEmpty(query.data) ? <EmptyState message={empty} data-testid={`${testId}-empty`} /> : children(query.data);
  }
  if (query.isError) {
    return (
      <ErrorState
        data-testid={`${testId}-error`}
        message={failure}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        retryLabel={ADMIN_TEXTS.retry}
      />
    );
  }
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label="Loading" data-testid={`${testId}-loading`}>
      <Skeleton height={36} />
      <Skeleton height={36} />
      <Skeleton height={36} />
    </Stack>
  );
}
