import { CONSTANTS } from '@diva/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ChatEntry } from '../../../lib/practice-types.ts';
import { saveSession } from '../api/save-session.ts';

export type SaveState = 'idle' | 'saving' | 'saved' | 'retrying';

/**
 * Saves the transcript 1 s after it is due (every 4th message) and on demand (End Session, tab hidden).
 * A failed save retries every few seconds until it goes through and says so meanwhile.
 */
export function useAutoSave(save: typeof saveSession = saveSession) {
  const [state, setState] = useState<SaveState>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const pending = useRef<{ id: string; history: ChatEntry[] } | null>(null);

  const flush = useCallback(async (): Promise<boolean> => {
    clearTimeout(timer.current);
    const job = pending.current;
    if (!job) return true;
    setState('saving');
    try {
      await save(job.id, { history: job.history });
      if (pending.current === job) pending.current = null;
      setState('saved');
      return true;
    } catch {
      setState('retrying');
      timer.current = setTimeout(() => void flush(), CONSTANTS.practiceAutoSaveDelayMs * 3);
      return false;
    }
  }, [save]);

  /** Schedules a save of this transcript after the 1 s delay (a newer call replaces an older one). */
  const schedule = useCallback(
    (id: string, history: ChatEntry[]) => {
      pending.current = { id, history };
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), CONSTANTS.practiceAutoSaveDelayMs);
    },
    [flush],
  );

  /** Marks the transcript as needing a save without waiting (used before End Session). */
  const saveNow = useCallback(
    (id: string, history: ChatEntry[]) => {
      pending.current = { id, history };
      return flush();
    },
    [flush],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { state, schedule, saveNow, flush };
}
