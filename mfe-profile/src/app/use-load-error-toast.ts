import { errorToast, PROFILE_TEXTS } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useEffect } from 'react';

/** 'Failed to fetch user data' once per failed load (the error state in the page offers Retry). */
export function useLoadErrorToast(error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (error) showToast(errorToast(PROFILE_TEXTS.fetchUserFailed));
  }, [error, errorUpdatedAt]);
}
