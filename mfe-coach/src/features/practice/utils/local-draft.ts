import type { ChatEntry, SessionSetup } from '../../../lib/practice-types.ts';

// The open session is also kept in this browser after every message, so a reload, a closed tab or a dropped
// network between two auto-saves loses nothing: the page reopens it and saves it.
const KEY = 'diva.coach.open-session';

export interface LocalDraft {
  id: string;
  setup: SessionSetup;
  history: ChatEntry[];
}

export function keepDraft(draft: LocalDraft | null): void {
  try {
    if (draft) localStorage.setItem(KEY, JSON.stringify(draft));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage full or blocked: the server auto-save still runs.
  }
}

export function readDraft(): LocalDraft | null {
  try {
    const raw = localStorage.getItem(KEY);
    const draft = raw ? (JSON.parse(raw) as LocalDraft) : null;
    return draft && typeof draft.id === 'string' && Array.isArray(draft.history) ? draft : null;
  } catch {
    return null;
  }
}
