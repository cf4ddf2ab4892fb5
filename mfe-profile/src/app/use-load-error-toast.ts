import { errorToast } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useEffect } from 'react';
import { PROFILE_TEXTS } from '../texts.ts';

/** 'Failed to fetch user data' once per failed load (the error state in the page offers Retry). */
export function useLoadErrorToast(error: unknown, errorUpdatedAt: number): void {
  useEffect(() => {
    if (error) showToast(errorToast(PROFILE_TEXTS.fetchUserFailed));
  }, [error, errorUpdatedAt]);
}
