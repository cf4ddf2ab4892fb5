/**
 * Two-factor sign-in: a member with a verified TOTP factor is at aal2 or the database refuses her (the restrictive
 * policies and the guarded definer functions of 20261123222500_mfa_aal2_enforced.sql), and so does the admin
 * function. Every token here comes from local-supabase's /auth/v1 (password sign-in, then MFA challenge and
 * verify through supabase-js), nothing is forged.
 *
 * How a refusal looks: a read at aal1 answers no rows (row-level security filters rows, it does not raise);
 * an insert raises 42501 (its row fails the policy's WITH CHECK); an update or delete matches no rows (the
 * USING part hides them), so nothing changes; the definer RPCs raise 42501 with a message in words, except
 * list_conversations and who_matches, which read like a table (no rows). Her avatar upload (storage.objects) is
 * refused too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  approveLeader,
  type LocalSupabase,
  makeAdmin,
  type Member,
  noRows,
  ok,
  refused,
  serviceClient,
  signInMember,
  signUpMember,
  startTestServer,
} from '@diva/test-utils/backend';
import { totpCode } from './helpers/totp.ts';

// A 1x1 transparent PNG (her avatar).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

let server: LocalSupabase;
let maya: Member; // enrolled, at aal2
let mayaAal1: Member; // the same member signed in again with her password only
let amara: Member; // no factor
let admin: Member; // enrolled admin at aal2
let adminAal1: Member;
let president: Member;
let presidentAal1: Member;
let postId: string;
let conversationId: string;

/**
 * A code of a time step her factor has not accepted yet (a factor accepts each step once): the previous (unless
 * the current step is about to end), the current or the next step (Auth allows one step of skew), else the next
 * step once it comes.
 */
const lastStep = new Map<string, number>();
async function freshCode(secret: string): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / 30_000);
    // The previous step only with time to spare: if the step ends before Auth checks the code, it is two behind.
    const spare = (now + 1) * 30_000 - Date.now() > 10_000;
    const step = [...(spare ? [now - 1] : []), now, now + 1].find((s) => s > (lastStep.get(secret) ?? -Infinity));
    if (step !== undefined) {
      lastStep.set(secret, step);
      return totpCode(secret, step * 30_000 + 15_000);
    }
    await new Promise((r) => setTimeout(r, (now + 1) * 30_000 - Date.now() + 50));
  }
}

/** Turns TOTP on for her (enrol, first code): her client is at aal2 afterwards. */
async function enrolTotp(member: Member): Promise<string> {
  const { data, error } = await member.client.auth.mfa.enroll({ factorType: 'totp' });
  if (error) throw error;
  ok(await member.client.auth.mfa.challengeAndVerify({ factorId: data.id, code: await freshCode(data.totp.secret) }));
  return data.id;
}

/** Password sign-in (aal1), then her code (aal2) when `code` is true. */
async function signInAgain(member: Member, code: boolean): Promise<Member> {
  const again = await signInMember(server, member.email, member.password);
  if (code) {
    const factors = ok(await again.client.auth.mfa.listFactors());
    const secret = (await server.db.query<{ secret: string }>('select secret from auth.mfa_factors where id = $1::uuid', [factors.totp[0]!.id]))
      .rows[0]!.secret;
    ok(await again.client.auth.mfa.challengeAndVerify({ factorId: factors.totp[0]!.id, code: await freshCode(secret) }));
  }
  return again;
}

const aalOf = async (member: Member) => ok(await member.client.auth.mfa.getAuthenticatorAssuranceLevel());
const tokenOf = async (member: Member) => (await member.client.auth.getSession()).data.session!.access_token;

function callAdminFunction(token: string, query = '?action=posts'): Promise<Response> {
  return fetch(`${server.url}/functions/v1/admin${query}`, {
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}` },
  });
}

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  president = await signUpMember(server, 'President');
  await approveLeader(admin, president, 'president', 1);

  postId = ok(await maya.client.from('posts').insert({ user_id: maya.id, content: 'Before 2FA' }).select('id').single()).id;
  const conversation = ok(await maya.client.rpc('get_or_create_conversation', { other_user_id: amara.id }));
  conversationId = (conversation as { id: string }).id;
  // A conversation is listed once it has a message.
  ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'Hello' }));

  await enrolTotp(maya);
  await enrolTotp(admin);
  await enrolTotp(president);
  mayaAal1 = await signInAgain(maya, false);
  adminAal1 = await signInAgain(admin, false);
  presidentAal1 = await signInAgain(president, false);
});
afterAll(async () => {
  await server?.stop();
});

describe('the sessions under test', () => {
  it('are what Auth says: aal1 with aal2 next for the enrolled member signed in with her password only', async () => {
    expect(await aalOf(mayaAal1)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await aalOf(maya)).toMatchObject({ currentLevel: 'aal2', nextLevel: 'aal2' });
    expect(await aalOf(amara)).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal1' });
  });
});

describe('an enrolled member at aal1', () => {
  it('reads no rows of member data (her own profile and posts included)', async () => {
    noRows(await mayaAal1.client.from('profiles').select('user_id').eq('user_id', maya.id));
    noRows(await mayaAal1.client.from('posts').select('id'));
    noRows(await mayaAal1.client.from('chapters').select('id'));
  });

  it('cannot insert (42501), and her updates and deletes match nothing', async () => {
    refused(await mayaAal1.client.from('posts').insert({ user_id: maya.id, content: 'At aal1' }), '42501');
    noRows(await mayaAal1.client.from('profiles').update({ bio: 'Changed at aal1' }).eq('user_id', maya.id).select('user_id'));
    noRows(await mayaAal1.client.from('posts').delete().eq('id', postId).select('id'));
    const still = ok(await maya.client.from('posts').select('id').eq('id', postId));
    expect(still).toHaveLength(1);
  });

  it('is refused by the RPCs: member writes 42501, her conversation list empty', async () => {
    refused(await mayaAal1.client.rpc('mark_conversation_read', { conversation_id: conversationId }), '42501');
    refused(await mayaAal1.client.rpc('get_or_create_conversation', { other_user_id: admin.id }), '42501');
    expect(ok(await maya.client.rpc('list_conversations', {}))).toHaveLength(1);
    noRows(await mayaAal1.client.rpc('list_conversations', {}));
  });

  it('keeps what Auth serves: her factors, and signing out', async () => {
    expect(ok(await mayaAal1.client.auth.mfa.listFactors()).totp).toHaveLength(1);
    const leaving = await signInAgain(maya, false);
    expect((await leaving.client.auth.signOut()).error).toBeNull();
  });

  it('gets no match suggestions, cannot apply to lead and cannot upload her avatar', async () => {
    noRows(await mayaAal1.client.rpc('who_matches', {}));
    refused(await mayaAal1.client.rpc('president_apply', { full_name: 'Maya', role: 'president', chapter_id: 2 }), '42501');
    const upload = await mayaAal1.client.storage.from('avatars').upload(`${maya.id}/avatar.png`, PNG, { contentType: 'image/png', upsert: true });
    expect(upload.error).not.toBeNull();
    const atAal2 = await maya.client.storage.from('avatars').upload(`${maya.id}/avatar.png`, PNG, { contentType: 'image/png', upsert: true });
    expect(atAal2.error).toBeNull();
  });

  it('is let through at aal2: reads, writes and RPCs', async () => {
    const mayaAal2 = await signInAgain(maya, true);
    expect(ok(await mayaAal2.client.from('profiles').select('user_id').eq('user_id', maya.id))).toHaveLength(1);
    ok(await mayaAal2.client.from('posts').insert({ user_id: maya.id, content: 'At aal2' }).select('id').single());
    ok(await mayaAal2.client.rpc('mark_conversation_read', { conversation_id: conversationId }));
    expect(ok(await mayaAal2.client.rpc('list_conversations', {}))).toHaveLength(1);
  });
});

describe('a member without a factor', () => {
  it('is unaffected at aal1: reads, writes and RPCs', async () => {
    expect(ok(await amara.client.from('posts').select('id'))).not.toHaveLength(0);
    ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'No factor' }).select('id').single());
    ok(await amara.client.rpc('mark_conversation_read', { conversation_id: conversationId }));
    ok(await amara.client.rpc('list_conversations', {}));
  });

  it('is refused once she enrols, until she signs in with her code', async () => {
    const bea = await signUpMember(server, 'Bea');
    await enrolTotp(bea);
    noRows(await (await signInAgain(bea, false)).client.from('posts').select('id'));
    expect(ok(await (await signInAgain(bea, true)).client.from('posts').select('id'))).not.toHaveLength(0);
  });

  it('is not refused for an enrolment she never confirmed (an unverified factor)', async () => {
    const cleo = await signUpMember(server, 'Cleo');
    ok(await cleo.client.auth.mfa.enroll({ factorType: 'totp' }));
    expect(ok(await cleo.client.from('posts').select('id'))).not.toHaveLength(0);
  });
});

describe('leaders who enrolled', () => {
  it('an admin at aal1 is refused by the admin RPCs and the admin function; at aal2 she is let through', async () => {
    refused(await adminAal1.client.rpc('admin_dashboard_stats'), '42501');
    refused(await adminAal1.client.rpc('admin_delete_post', { target: postId, reason: 'aal1' }), '42501');
    expect(ok(await admin.client.rpc('admin_dashboard_stats'))).toHaveLength(1);
    expect((await adminAal1.client.rpc('admin_session_expires_at')).data).toBeNull();

    const refusedCall = await callAdminFunction(await tokenOf(adminAal1));
    expect(refusedCall.status).toBe(403);
    expect(await refusedCall.json()).toMatchObject({ error: expect.stringMatching(/two-factor/) });
    expect((await callAdminFunction(await tokenOf(admin))).status).toBe(200);
  });

  it('a president at aal1 is refused her dashboard; at aal2 she has it', async () => {
    refused(await presidentAal1.client.rpc('president_dashboard_stats'), '42501');
    expect(ok(await president.client.rpc('president_dashboard_stats'))[0]).toMatchObject({ scope: 'chapter', chapter_id: 1 });
  });
});

describe('the policies', () => {
  it('every table of public with row-level security has the four restrictive MFA policies', async () => {
    // A table added without them fails here: add `select private.require_mfa_policies('public.<table>');` to
    // its migration (see 20261123222500_mfa_aal2_enforced.sql).
    const { rows } = await server.db.query<{ table_name: string; missing: number }>(
      `select c.relname as table_name,
              4 - (select count(*)::int from pg_policy p
                    where p.polrelid = c.oid and not p.polpermissive and p.polname like c.relname || '\\_mfa\\_%') as missing
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity`,
    );
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.filter((row) => row.missing !== 0).map((row) => row.table_name)).toEqual([]);
  });

  it('every security definer RPC of public checks the second factor, itself or through a guarded helper', async () => {
    // The helpers 20261123222500_mfa_aal2_enforced.sql guards (and those built only on them: is_approver,
    // require_leader, leads_event). A new definer RPC without any of them fails here: start it with
    // `perform private.require_mfa_satisfied();`.
    // Only what members can call: the AI rate limit's count is the service role's alone.
    const { rows } = await server.db.query<{ name: string }>(
      `select p.proname as name from pg_proc p
        where p.pronamespace = 'public'::regnamespace and p.prosecdef and has_function_privilege('authenticated', p.oid, 'EXECUTE')
          and p.prosrc !~* '(mfa_satisfied|is_admin\\(|require_admin\\(|is_moderator\\(|president_chapter_id\\(|is_participant\\(|is_approver\\(|require_leader\\(|leads_event\\()'`,
    );
    expect(rows.map((row) => row.name)).toEqual([]);
  });

  it('the service role is not affected (the server acts for no member)', async () => {
    expect(ok(await serviceClient(server).from('posts').select('id'))).not.toHaveLength(0);
  });
});
