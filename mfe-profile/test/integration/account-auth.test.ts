// @vitest-environment node
/**
 * The account page's requests (features/account/api) through supabase-js against a real local-supabase: the
 * e-mail change reaches the new address with the link back to the page, signing out other devices ends another
 * session and keeps this one, and deletion goes through the delete-account function with its refusal in words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeEmail, changePassword, deleteOwnAccount, sendReauthenticationCode, signOutOtherDevices } from '../../src/features/account/api/account-auth.ts';
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

type Mail = { type: string; redirect_to: string | null; otp: string | null };
async function outbox(email: string): Promise<Mail[]> {
  const answer = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}`, { headers: { apikey: server.serviceRoleKey } });
  return ((await answer.json()) as { messages: Mail[] }).messages;
}

describe('account requests', () => {
  it('sends the e-mail change to the new address with the link back to /app/settings; a taken address is refused', async () => {
    const next = `ada.next.${process.pid}@example.com`;
    await changeEmail(next, client(ada));
    const [mail] = await outbox(next);
    expect(mail).toMatchObject({ type: 'email_change_new', redirect_to: `${ORIGIN}/app/settings` });
    await expect(changeEmail(bea.email, client(ada))).rejects.toMatchObject({ name: 'DataError' });
  });

  it('changes the password only with the e-mailed reauthentication code once her sign-in is older than 24 hours', async () => {
    // supabase/config.toml turns on secure_password_change: a recent sign-in proves it is her, an old one does not.
    const session = (await ada.client.auth.getSession()).data.session!;
    const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1]!, 'base64url').toString('utf8')) as { session_id: string };
    await server.db.query(`update auth.sessions set created_at = now() - interval '25 hours' where id = $1::uuid`, [claims.session_id]);

    await sendReauthenticationCode(client(ada));
    const code = (await outbox(ada.email)).find((mail) => mail.type === 'reauthentication')!.otp!;
    await expect(changePassword('Renewed-123', code === '000000' ? '111111' : '000000', client(ada))).rejects.toMatchObject({ name: 'DataError' });
    await changePassword('Renewed-123', code, client(ada));
    expect((await anonClient(server).auth.signInWithPassword({ email: ada.email, password: 'Renewed-123' })).error).toBeNull();
    ada.password = 'Renewed-123';
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
