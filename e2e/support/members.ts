import { sessionStorageKey } from '@diva/contracts';
import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { type BrowserContextOptions, type Page, expect } from '@playwright/test';
import WebSocket from 'ws';
import { e2eEnv } from './env.ts';

export interface Member {
  email: string;
  password: string;
  displayName: string;
  id: string;
  /** A client signed in as this member (acts "from another browser"). */
  client: SupabaseClient;
}

let counter = 0;
export const uniqueEmail = (label: string): string =>
  `e2e-${label}-${Date.now().toString(36)}-${process.pid}-${(counter += 1)}@example.com`;

/**
 * Where a browser signs in: the shell's address and its backend (url and anon key). Default: the e2e platform the
 * global setup started; a spec on a platform of its own (the sweep) names its own.
 */
export interface E2eBackend {
  shellUrl: string;
  supabaseUrl: string;
  anonKey: string;
}

const e2eBackend = (): E2eBackend => ({ shellUrl: e2eEnv.shellUrl(), supabaseUrl: e2eEnv.supabaseUrl(), anonKey: e2eEnv.anonKey() });

/** A supabase-js client of the real API with no stored session (each member's own, in this process). */
const anonApiClient = (backend: E2eBackend = e2eBackend()): SupabaseClient =>
  createClient(backend.supabaseUrl, backend.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js needs one even when no channel is opened.
    realtime: { transport: WebSocket as never },
  });

/** Creates a member through the real sign-up API and returns a client signed in as them. */
export async function createMember(displayName: string): Promise<Member> {
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '-'));
  const password = 'E2e-pass-123';
  const client = anonApiClient();
  const { data, error } = await client.auth.signUp({ email, password, options: { data: { display_name: displayName } } });
  if (error) throw new Error(`sign-up of ${email} failed: ${error.message}`);
  if (!data.session) {
    const signedIn = await client.auth.signInWithPassword({ email, password });
    if (signedIn.error) throw new Error(`sign-in of ${email} failed: ${signedIn.error.message}`);
  }
  const { data: user } = await client.auth.getUser();
  return { email, password, displayName, id: user.user!.id, client };
}

/** Signs in through the /auth screen, as a person would. */
export async function signInThroughUi(page: Page, member: Pick<Member, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel(/^Email/).fill(member.email);
  await page.getByLabel(/^Password/).fill(member.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/who$/);
}

/**
 * A browser's storage holding a session of her own: a second sign-in through the API, as another device would
 * make, so signing out in the browser does not end `member.client`'s session. For tests whose subject is not
 * signing in: the /auth form costs about three seconds a member (measured), and auth.spec.ts, the account
 * suites and the two-factor suite go through it.
 */
export async function signedInState(
  member: Pick<Member, 'email' | 'password'>,
  backend: E2eBackend = e2eBackend(),
): Promise<NonNullable<Exclude<BrowserContextOptions['storageState'], string>>> {
  const client = anonApiClient(backend);
  const { data, error } = await client.auth.signInWithPassword({ email: member.email, password: member.password });
  if (error || !data.session) throw new Error(`sign-in of ${member.email} failed: ${error?.message ?? 'no session'}`);
  return {
    cookies: [],
    origins: [{ origin: new URL(backend.shellUrl).origin, localStorage: [{ name: sessionStorageKey(backend.supabaseUrl), value: JSON.stringify(data.session) }] }],
  };
}

/**
 * Signs her in on this page without the /auth form (see signedInState); the caller then opens the page the test is
 * about. The session is put in the origin's storage from a blank page of that origin that never reaches the server.
 */
export async function signInWithSession(page: Page, member: Pick<Member, 'email' | 'password'>, backend?: E2eBackend): Promise<void> {
  const state = await signedInState(member, backend);
  const blank = `${state.origins[0]!.origin}/__e2e-sign-in`;
  await page.route(blank, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>sign-in</title>' }));
  await page.goto(blank);
  await page.evaluate((items) => items.forEach(({ name, value }) => localStorage.setItem(name, value)), state.origins[0]!.localStorage);
  await page.unroute(blank);
}
