import { type SupabaseClient, createClient } from '@supabase/supabase-js';
import { type Page, expect } from '@playwright/test';
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

/** Creates a member through the real sign-up API and returns a client signed in as them. */
export async function createMember(displayName: string): Promise<Member> {
  const email = uniqueEmail(displayName.toLowerCase().replace(/\W+/g, '-'));
  const password = 'E2e-pass-123';
  const client = createClient(e2eEnv.supabaseUrl(), e2eEnv.anonKey(), {
    auth: { persistSession: false, autoRefreshToken: false },
    // Node 20 has no global WebSocket; supabase-js needs one even when no channel is opened.
    realtime: { transport: WebSocket as never },
  });
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
