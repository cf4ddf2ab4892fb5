// @vitest-environment node
/**
 * The account page's requests when two-factor sign-in is on, against a real local-supabase: a session that has
 * not had her code is asked for it before a change of e-mail or password (Auth refuses both otherwise, and the
 * refusal reads in words), and deleting the account after an old sign-in takes the code e-mailed to her.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Secret, TOTP } from 'otpauth';
import { ACCOUNT_TEXTS } from '@diva/core/texts';
import type { DivaClient } from '@diva/core';
import {
  changeEmail,
  changePassword,
  confirmSecondFactor,
  deleteOwnAccount,
  secondFactorNeeded,
  sendDeletionCode,
} from '../../src/features/account/api/account-auth.ts';
import { type LocalSupabase, type Member, signInMember, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
const ORIGIN = 'http://localhost:3000';

beforeAll(async () => {
  (globalThis as { window?: unknown }).window = { location: { origin: ORIGIN } };
  server = await startTestServer();
}, 60_000);
afterAll(async () => {
  await server?.stop();
  delete (globalThis as { window?: unknown }).window;
});

const client = (member: Member) => member.client as unknown as DivaClient;
const codeAt = (secret: string, at: number) => new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

async function outboxOtp(email: string): Promise<string> {
  const answer = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}&limit=1`, { headers: { apikey: server.serviceRoleKey } });
  return ((await answer.json()) as { messages: { otp: string }[] }).messages[0]!.otp;
}

describe('with two-factor sign-in on', () => {
  it('a password-only session is asked for her code before changing e-mail or password, and then may', async () => {
    const ada = await signUpMember(server, 'Ada Factor');
    const { data: factor } = await ada.client.auth.mfa.enroll({ factorType: 'totp' });
    expect((await ada.client.auth.mfa.challengeAndVerify({ factorId: factor!.id, code: codeAt(factor!.totp.secret, Date.now() - 30_000) })).error).toBeNull();
    expect(await secondFactorNeeded(client(ada))).toBeNull(); // this session had her code

    const laptop = await signInMember(server, ada.email, ada.password);
    expect(await secondFactorNeeded(client(laptop))).toBe(factor!.id);
    await expect(changeEmail(`ada.elsewhere.${process.pid}@example.com`, client(laptop))).rejects.toMatchObject({
      message: ACCOUNT_TEXTS.secondFactorRequired,
      code: 'insufficient_aal',
    });
    await expect(changePassword('Taken-Over-1', '', client(laptop))).rejects.toMatchObject({ message: ACCOUNT_TEXTS.secondFactorRequired });

    await expect(confirmSecondFactor(factor!.id, '000000', client(laptop))).rejects.toMatchObject({ message: ACCOUNT_TEXTS.wrongCode });
    await confirmSecondFactor(factor!.id, codeAt(factor!.totp.secret, Date.now()), client(laptop));
    expect(await secondFactorNeeded(client(laptop))).toBeNull();
    await changeEmail(`ada.elsewhere.${process.pid}@example.com`, client(laptop));
  });

  it('asks nothing of a member without a factor', async () => {
    const bea = await signUpMember(server, 'Bea Nofactor');
    expect(await secondFactorNeeded(client(bea))).toBeNull();
  });
});

describe('deleting the account after an old sign-in', () => {
  it('is refused in words with the code asked for, and goes through with the e-mailed code', async () => {
    const cleo = await signUpMember(server, 'Cleo Old');
    const claims = JSON.parse(Buffer.from((await cleo.client.auth.getSession()).data.session!.access_token.split('.')[1]!, 'base64url').toString('utf8'));
    await server.db.query(`update auth.mfa_amr_claims set updated_at = now() - interval '25 hours' where session_id = $1::uuid`, [claims.session_id]);
    await cleo.client.auth.refreshSession();

    await expect(deleteOwnAccount(client(cleo))).rejects.toMatchObject({ code: 'reauthentication_needed', status: 403 });
    await sendDeletionCode(cleo.email, client(cleo));
    await expect(deleteOwnAccount(client(cleo), '000000')).rejects.toMatchObject({ code: 'reauthentication_not_valid' });
    await deleteOwnAccount(client(cleo), await outboxOtp(cleo.email));
    expect((await server.db.query('select 1 from auth.users where id = $1::uuid', [cleo.id])).rows).toEqual([]);
  });
});
