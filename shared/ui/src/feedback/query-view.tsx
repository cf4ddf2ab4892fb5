import { COMMON_TEXTS } from '@diva/core/texts';
import { Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state.tsx';
import { ErrorState } from './error-state.tsx';

/** What QueryView reads of a query (TanStack Query's result has it; the kit does not depend on the library). */
export interface QueryState<T> {
  data: T | undefined;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: QueryState<T>;
  /** 'Failed to load posts' */
  failure: string;
  /** The empty state in words, when `isEmpty` says there is nothing. */
  empty: string;
  isEmpty: (data: T) => boolean;
  children: (data: T) => ReactNode;
  testId: string;
}

/** A dashboard tab's three states before its content: skeleton, error with Retry, empty in words. */
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
        retryLabel={COMMON_TEXTS.retry}
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
