import type { Session } from '@supabase/supabase-js';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type DivaClient, signOutMember, startSessionSync, useSessionStore } from '../src/index.ts';

const session = { access_token: 't', refresh_token: 'r', user: { id: 'u1', email: 'a@b.c' } } as unknown as Session;

function fakeClient(overrides: Partial<Record<'getSession' | 'signOut', unknown>> = {}) {
  let listener: ((event: string, session: Session | null) => void) | undefined;
  const auth = {
    onAuthStateChange: vi.fn((callback: typeof listener) => {
      listener = callback;
      return { data: { subscription: { unsubscribe: vi.fn() } } };
    }),
    getSession: vi.fn(async () => ({ data: { session }, error: null })),
    signOut: vi.fn(async () => ({ error: null })),
    ...overrides,
  };
  return { client: { auth } as unknown as DivaClient, auth, emit: (event: string, s: Session | null) => listener?.(event, s) };
}

beforeEach(() => useSessionStore.setState({ status: 'loading', session: null, user: null }));

describe('session sync', () => {
  it('starts loading, then follows the stored session and auth events', async () => {
    const { client, emit } = fakeClient();
    expect(useSessionStore.getState().status).toBe('loading');
    startSessionSync(client);
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('signed-in'));
    expect(useSessionStore.getState().user?.id).toBe('u1');
    emit('SIGNED_OUT', null);
    expect(useSessionStore.getState().status).toBe('signed-out');
  });
  it('removes a stored session the client reports as invalid', async () => {
    const { client, auth } = fakeClient({ getSession: vi.fn(async () => ({ data: { session: null }, error: new Error('bad jwt') })) });
    startSessionSync(client);
    await vi.waitFor(() => expect(useSessionStore.getState().status).toBe('signed-out'));
    expect(auth.signOut).toHaveBeenCalledWith({ scope: 'local' });
  });
});

describe('sign-out', () => {
  it('counts 401, 403 and 404 as success', async () => {
    for (const status of [401, 403, 404]) {
      useSessionStore.getState().setSession(session);
      const { client } = fakeClient({ signOut: vi.fn(async () => ({ error: { status, message: 'gone' } })) });
      expect(await signOutMember(client)).toEqual({ ok: true });
      expect(useSessionStore.getState().status).toBe('signed-out');
    }
  });
  it('reports other failures and keeps the session', async () => {
    useSessionStore.getState().setSession(session);
    const { client } = fakeClient({ signOut: vi.fn(async () => ({ error: { status: 500, message: 'down' } })) });
    expect(await signOutMember(client)).toEqual({ ok: false, message: 'down' });
    expect(useSessionStore.getState().status).toBe('signed-in');
  });
});
