// @vitest-environment node
/**
 * The account page's requests (features/account/api) through supabase-js against a real local-supabase: the
 * e-mail change reaches the new address with the link back to the page, signing out other devices ends another
 * session and keeps this one, and deletion goes through the delete-account function with its refusal in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEmail, deleteOwnAccount, signOutOtherDevices } from '../../src/features/account/api/account-auth.ts';
import { anonClient, type LocalSupabase, type Member, signInMember, signUpMember, startTestServer } from '@diva/test-utils/backend';
import type { DivaClient } from '@diva/core';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  // The api builds the link back from the page's address.
  (globalThis as { window?: unknown }).window = { location: { origin: ORIGIN } };
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Account');
  bea = await signUpMember(server, 'Bea Account');
}, 60_000);
afterAll(async () => {
  await server?.stop();
  delete (globalThis as { window?: unknown }).window;
});

const client = (member: Member) => member.client as unknown as DivaClient;

async function outbox(email: string): Promise<{ type: string; redirect_to: string | null }[]> {
  const answer = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}`, { headers: { apikey: server.serviceRoleKey } });
  return ((await answer.json()) as { messages: { type: string; redirect_to: string | null }[] }).messages;
}

describe('account requests', () => {
  it('sends the e-mail change to the new address with the link back to /app/settings; a taken address is refused', async () => {
    const next = `ada.next.${process.pid}@example.com`;
    await changeEmail(next, client(ada));
    const [mail] = await outbox(next);
    expect(mail).toMatchObject({ type: 'email_change_new', redirect_to: `${ORIGIN}/app/settings` });
    await expect(changeEmail(bea.email, client(ada))).rejects.toMatchObject({ name: 'DataError' });
  });

  it('signs out the other devices and keeps this one', async () => {
    const elsewhere = await signInMember(server, ada.email, ada.password);
    await signOutOtherDevices(client(ada));
    expect((await elsewhere.client.auth.getUser()).error).not.toBeNull();
    expect((await ada.client.auth.getUser()).data.user?.id).toBe(ada.id);
  });

  it("words the function's refusal, and deletes her own account, forgetting the session", async () => {
    await expect(deleteOwnAccount(anonClient(server) as unknown as DivaClient)).rejects.toMatchObject({
      message: 'Please sign in to delete your account',
      status: 401,
    });
    await deleteOwnAccount(client(bea));
    expect((await bea.client.auth.getSession()).data.session).toBeNull();
    const again = await anonClient(server).auth.signInWithPassword({ email: bea.email, password: bea.password });
    expect(again.error?.message).toBe('Invalid login credentials');
    expect((await ada.client.auth.getUser()).data.user?.id).toBe(ada.id);
  });
});
