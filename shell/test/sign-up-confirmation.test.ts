// @vitest-environment node
// Sign-up against a real local-supabase: with confirmations off she is signed in at once; with them on there is
// no session and the confirmation e-mail, its link landing on sign-in, is in local-supabase's outbox.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DivaClient } from '@diva/core';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import { clientFor } from '@diva/test-utils/backend';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../src/features/auth/api/sign-up.ts';

const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../supabase');
const ORIGIN = 'http://localhost:3000';
const servers: LocalSupabase[] = [];

async function server(enableConfirmations: boolean): Promise<LocalSupabase> {
  const started = await startLocalSupabase({ port: 0, db: 'memory', seed: false, log: false, projectDir, enableConfirmations, siteUrl: ORIGIN });
  servers.push(started);
  return started;
}
const clientOf = (s: LocalSupabase) => clientFor(s) as unknown as DivaClient;
const form = (email: string) => ({ email, password: 'secret12', confirmPassword: 'secret12', displayName: 'Ana Outbox' });

beforeAll(() => {
  vi.stubGlobal('window', { location: { origin: ORIGIN } });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await Promise.all(servers.map((s) => s.stop()));
});

describe('sign-up says what happened', () => {
  it('confirmations off: signed in at once (a session), so the page says so', async () => {
    const s = await server(false);
    const client = clientOf(s);
    expect(await signUp(form('ana.off@example.com'), client)).toEqual({ kind: 'signed-up', signedIn: true });
    expect((await client.auth.getSession()).data.session).not.toBeNull();
  }, 120_000);

  it('confirmations on: no session, and the e-mail with a link to sign-in is in the outbox', async () => {
    const s = await server(true);
    const client = clientOf(s);
    expect(await signUp(form('ana.on@example.com'), client)).toEqual({ kind: 'signed-up', signedIn: false });
    const res = await fetch(`${s.url}/auth/v1/_local/outbox?email=${encodeURIComponent('ana.on@example.com')}&limit=5`, { headers: { apikey: s.serviceRoleKey } });
    const { messages } = (await res.json()) as { messages: { type?: string; subject?: string; link?: string; body?: string }[] };
    expect(messages.length).toBe(1);
    expect(JSON.stringify(messages[0])).toContain(encodeURIComponent(`${ORIGIN}/auth`));
  }, 120_000);
});
