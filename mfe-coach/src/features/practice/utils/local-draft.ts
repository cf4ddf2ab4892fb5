import type { ChatEntry, SessionSetup } from '../../../lib/practice-types.ts';

// The open session is also kept in this browser after every message, so a reload, a closed tab or a dropped
// network between two auto-saves loses nothing: the page reopens it and saves it.
// Keyed by member: another member signing in on the same browser never sees it.
const keyFor = (userId: string) => `diva.coach.open-session.${userId}`;

export interface LocalDraft {
  id: string;
  setup: SessionSetup;
  history: ChatEntry[];
}

export function keepDraft(userId: string, draft: LocalDraft | null): void {
  try {
    if (draft) localStorage.setItem(keyFor(userId), JSON.stringify(draft));
    else localStorage.removeItem(keyFor(userId));
  } catch {
    // Storage full or blocked: the server auto-save still runs.
  }
}

export function readDraft(userId: string): LocalDraft | null {
  try {
    const raw = localStorage.getItem(keyFor(userId));
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return draft && typeof draft.id === 'string' && Array.isArray(draft.history) ? draft : null;
  } catch {
    return null;
  }
}
