import { showToast } from '@diva/ui';
import { useEffect } from 'react';
import { isNetworkFailure } from '../../../lib/data-error.ts';

export const LOAD_TOASTS = {
  network: { title: 'Network Error', message: 'Failed to load posts. Check your connection' },
  other: { title: 'Loading Error', message: 'Failed to load posts. Please refresh the page' },
} as const;

export const loadErrorToast = (error: unknown) => (isNetworkFailure(error) ? LOAD_TOASTS.network : LOAD_TOASTS.other);

/** One toast per failed load of the feed (after the query's retries), worded by the kind of failure. */
export function useLoadErrorToast(error: unknown, errorUpdatedAt: number) {
  useEffect(() => {
    if (error) showToast(loadErrorToast(error));
    // errorUpdatedAt changes once per failed fetch; the error object alone may be the same instance.
  }, [error, errorUpdatedAt]);
}
