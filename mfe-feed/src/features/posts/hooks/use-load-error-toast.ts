import { isNetworkFailure } from '@diva/core';
import { type ToastText } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useEffect } from 'react';
import { FEED_TEXTS } from '../../../texts.ts';

export const loadErrorToast = (error: unknown): ToastText => (isNetworkFailure(error) ? FEED_TEXTS.loadNetworkFailed : FEED_TEXTS.loadFailed);

/** One toast per failed load of the feed (after the query's retries), worded by the kind of failure. */
export function useLoadErrorToast(error: unknown, errorUpdatedAt: number) {
  useEffect(() => {
    if (error) showToast(loadErrorToast(error));
    // errorUpdatedAt changes once per failed fetch; the error object alone may be the same instance.
  }, [error, errorUpdatedAt]);
}
