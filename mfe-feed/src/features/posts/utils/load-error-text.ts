import { isNetworkFailure } from '@diva/core';
import { type ToastText } from '@diva/core/texts';
import { FEED_TEXTS } from '../../../texts.ts';

/**
 * The spec's words for a failed load of the feed, by the kind of failure. Said once, on the page in place of the
 * list, with Retry: no toast as well.
 */
export const loadErrorText = (error: unknown): ToastText => (isNetworkFailure(error) ? FEED_TEXTS.loadNetworkFailed : FEED_TEXTS.loadFailed);
