import type { Session, User } from '@supabase/supabase-js';
import { create } from 'zustand';

export type SessionStatus = 'loading' | 'signed-in' | 'signed-out';

export interface SessionState {
  status: SessionStatus;
  session: Session | null;
  user: User | null;
  setSession: (session: Session | null) => void;
}

/** The session store; one instance because @diva/core is a shared singleton. */
export const useSessionStore = create<SessionState>()((set) => ({
  status: 'loading',
  session: null,
  user: null,
  setSession: (session) => set({ session, user: session?.user ?? null, status: session ? 'signed-in' : 'signed-out' }),
}));

export const useSessionUser = (): User | null => useSessionStore((state) => state.user);
export const useSessionStatus = (): SessionStatus => useSessionStore((state) => state.status);
