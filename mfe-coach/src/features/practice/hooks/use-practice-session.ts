import { useSessionUser } from '@diva/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { ChatEntry, Scorecard, SessionSetup } from '../../../lib/practice-types.ts';
import { coachKeys } from '../../../lib/query-keys.ts';
import { type CoachSource, endCoachSession, streamCoachReply } from '../api/coach.ts';
import { createSession } from '../api/create-session.ts';
import { keepDraft } from '../utils/local-draft.ts';
import { autoSaveDue } from '../utils/session-rules.ts';
import { useAutoSave } from './use-auto-save.ts';
import { useSaveOnLeave } from './use-save-on-leave.ts';
import { COACH_TEXTS, sendPracticeMessageFailed } from '../../../texts.ts';

export type Phase = 'starting' | 'chatting' | 'ending' | 'ended' | 'failed';

/** One practice conversation: start, streamed replies, auto-save, End Session with the scorecard. */
export function usePracticeSession() {
  const userId = useSessionUser()?.id ?? 'signed-out';
  const queryClient = useQueryClient();
  const autoSave = useAutoSave();
  const { saveNow } = autoSave;
  const [setup, setSetup] = useState<SessionSetup | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [history, setHistory] = useState<ChatEntry[]>([]);
  const [streaming, setStreaming] = useState<string | null>(null);
  const [source, setSource] = useState<CoachSource | null>(null);
  const [phase, setPhase] = useState<Phase>('starting');
  const [error, setError] = useState<string | null>(null);
  const [scorecard, setScorecard] = useState<Scorecard | null>(null);
  const busy = useRef(false);

  // The tab closing mid-session sends the transcript one last time (fetch keepalive).
  useSaveOnLeave(sessionId, history, phase === 'chatting' || phase === 'ending');

  const refreshLists = useCallback(() => void queryClient.invalidateQueries({ queryKey: coachKeys.all }), [queryClient]);

  const start = useCallback(
    async (next: SessionSetup) => {
      setSetup(next);
      setSessionId(null);
      setHistory([]);
      setScorecard(null);
      setError(null);
      setPhase('starting');
      setStreaming('');
      try {
        const reply = await streamCoachReply({ action: 'start', sessionData: next }, setStreaming);
        const opening: ChatEntry[] = [{ role: 'assistant', content: reply.message }];
        setSource(reply.source);
        setHistory(opening);
        setStreaming(null);
        const id = await createSession(next, opening);
        setSessionId(id);
        keepDraft(userId, { id, setup: next, history: opening });
        setPhase('chatting');
        refreshLists();
      } catch {
        setStreaming(null);
        setError(COACH_TEXTS.startPracticeFailed);
        setPhase('failed');
      }
    },
    [refreshLists, userId],
  );

  /** Reopens a session kept in this browser (after a reload) and saves it at once. */
  const resume = useCallback(
    (id: string, stored: SessionSetup, transcript: ChatEntry[]) => {
      setSetup(stored);
      setSessionId(id);
      setHistory(transcript);
      setScorecard(null);
      setError(null);
      setPhase('chatting');
      void saveNow(id, transcript).then(refreshLists);
    },
    [saveNow, refreshLists],
  );

  /** Closing the dialog mid-session saves what she wrote; the local copy goes once the server has it. */
  const leave = useCallback(async () => {
    if (sessionId && phase === 'chatting' && (await saveNow(sessionId, history))) keepDraft(userId, null);
    if (phase === 'failed') keepDraft(userId, null);
    refreshLists();
  }, [history, phase, refreshLists, saveNow, sessionId, userId]);

  /** Sends her message; resolves false (and says why) when it failed, so the input keeps her text. */
  const send = useCallback(
    async (message: string): Promise<boolean> => {
      if (!setup || busy.current) return false;
      busy.current = true;
      setError(null);
      const withMine: ChatEntry[] = [...history, { role: 'user', content: message }];
      setHistory(withMine);
      if (sessionId) keepDraft(userId, { id: sessionId, setup, history: withMine });
      setStreaming('');
      try {
        const reply = await streamCoachReply(
          { action: 'practice', message, conversationHistory: history, sessionData: { ...setup, ...(sessionId ? { sessionId } : {}) } },
          setStreaming,
        );
        const next: ChatEntry[] = [...withMine, { role: 'assistant', content: reply.message }];
        setSource(reply.source);
        setHistory(next);
        if (sessionId) {
          keepDraft(userId, { id: sessionId, setup, history: next });
          // Due after her message or after the reply, whichever makes a multiple of 4.
          if (autoSaveDue(sessionId, next.length) || autoSaveDue(sessionId, withMine.length)) autoSave.schedule(sessionId, next);
        }
        return true;
      } catch (e) {
        setHistory(history);
        setError(sendPracticeMessageFailed((e as Error).message));
        return false;
      } finally {
        setStreaming(null);
        busy.current = false;
      }
    },
    [autoSave, history, sessionId, setup, userId],
  );

  const end = useCallback(async () => {
    if (!setup || !sessionId) return;
    setPhase('ending');
    setError(null);
    const saved = await autoSave.saveNow(sessionId, history);
    if (!saved) {
      setError(COACH_TEXTS.saveSessionFailed);
      setPhase('chatting');
      return;
    }
    try {
      // The function scores the saved transcript and stores the scorecard itself (she may not write it).
      const result = await endCoachSession({ conversationHistory: history, sessionData: { ...setup, sessionId } });
      if (!result.saved) throw new Error('The scorecard was not stored');
      setScorecard(result.scorecard);
      setSource(result.source);
      keepDraft(userId, null);
      setPhase('ended');
    } catch {
      setError(COACH_TEXTS.saveSessionFailed);
      setPhase('chatting');
    } finally {
      refreshLists();
    }
  }, [autoSave, history, refreshLists, sessionId, setup, userId]);

  return { userId, setup, sessionId, history, streaming, source, phase, error, scorecard, saveState: autoSave.state, start, resume, leave, send, end };
}
