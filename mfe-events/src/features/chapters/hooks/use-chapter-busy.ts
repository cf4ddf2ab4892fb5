import { useIsMutating } from '@tanstack/react-query';
import { eventsKeys } from '../../../lib/query-keys.ts';

/** True while any of the chapter page's actions runs: they share one key, and each waits for the others. */
export const useChapterBusy = (chapterId: number) => useIsMutating({ mutationKey: eventsKeys.chapterActions(chapterId) }) > 0;
