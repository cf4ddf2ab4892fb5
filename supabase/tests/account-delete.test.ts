/**
 * Deleting one's own account: the delete-account function verifies the caller's token with Auth and
 * deletes that user, and only that user, through the auth admin API; the foreign keys take everything of hers
 * with it. The check reads every uuid column of every public table (and auth's own tables) for her id, so a
 * table added later without a cascade fails here.
 */
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, signInMember, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada');
  bea = await signUpMember(server, 'Bea');
});
afterAll(async () => {
  await server?.stop();
});

const tokenOf = async (member: Member) => (await member.client.auth.getSession()).data.session!.access_token;

function deleteAccount(bearer: string | null, method = 'POST', body: unknown = {}): Promise<Response> {
  const headers: Record<string, string> = { apikey: server.anonKey, 'Content-Type': 'application/json' };
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  return fetch(`${server.url}/functions/v1/delete-account`, { method, headers, body: method === 'GET' ? undefined : JSON.stringify(body) });
}

/** Where her id still appears: `schema.table.column` → rows, over every uuid column of public and auth's tables. */
async function rowsNaming(userId: string): Promise<Record<string, number>> {
  const columns = await server.db.query<{ table_schema: string; table_name: string; column_name: string }>(
    `select c.table_schema, c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name and t.table_type = 'BASE TABLE'
      where c.data_type = 'uuid' and (c.table_schema = 'public' or (c.table_schema = 'auth' and c.table_name in ('users', 'identities', 'sessions', 'mfa_factors')))`,
  );
  const found: Record<string, number> = {};
  for (const { table_schema, table_name, column_name } of columns.rows) {
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from "${table_schema}"."${table_name}" where "${column_name}" = $1::uuid`,
      [userId],
    );
    if (rows[0]!.n > 0) found[`${table_schema}.${table_name}.${column_name}`] = rows[0]!.n;
  }
  return found;
}

/** Her footprint across the areas: posts, comments, likes, connections, requests, blocks, messages, Who items, goals, achievements. */
async function arrangeFootprint(member: Member, other: Member): Promise<void> {
  const own = ok(await member.client.from('posts').insert({ user_id: member.id, content: 'My post' }).select('id').single());
  const theirs = ok(await other.client.from('posts').insert({ user_id: other.id, content: 'Their post' }).select('id').single());
  ok(await member.client.from('post_likes').insert({ post_id: theirs.id, user_id: member.id }).select('id'));
  ok(await other.client.from('post_likes').insert({ post_id: own.id, user_id: other.id }).select('id'));
  ok(await member.client.from('post_comments').insert({ post_id: theirs.id, user_id: member.id, content: 'Nice' }).select('id'));
  // An approved request: the server saves the connection for both.
  const request = ok(await member.client.from('connection_requests').insert({ requester_id: member.id, requested_id: other.id }).select('id').single());
  ok(await other.client.from('connection_requests').update({ status: 'approved' }).eq('id', request.id).select('id'));
  const conversation = ok(await member.client.rpc('get_or_create_conversation', { other_user_id: other.id }));
  const conversationId = typeof conversation === 'string' ? conversation : (conversation as { id: string }).id;
  ok(await member.client.from('messages').insert({ conversation_id: conversationId, sender_id: member.id, content: 'Hello' }).select('id'));
  ok(await other.client.from('messages').insert({ conversation_id: conversationId, sender_id: other.id, content: 'Hi back' }).select('id'));
  ok(await member.client.from('user_superpowers').insert({ user_id: member.id, superpower: 'Public speaking' }).select('id'));
  ok(await member.client.from('user_goals').insert({ user_id: member.id, title: 'Find a mentor', target_member_id: other.id }).select('id'));
  ok(await other.client.from('user_goals').insert({ user_id: other.id, title: 'Meet her', target_member_id: member.id }).select('id'));
  ok(await member.client.from('user_achievements').insert({ user_id: member.id, category: 'Appearances', title: 'Speaker award' }).select('id'));
  await arrangeAvatar(member);
}

/** A 1×1 PNG as her avatar, where the profile page uploads it. */
async function arrangeAvatar(member: Member): Promise<void> {
  const png = new Blob([Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64')], { type: 'image/png' });
  ok(await member.client.storage.from('avatars').upload(`${member.id}/avatar.png`, png, { contentType: 'image/png' }));
}

/** Her files in the avatars bucket (storage keeps objects apart from the tables). */
async function avatarFiles(userId: string): Promise<number> {
  const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from storage.objects where bucket_id = 'avatars' and name like $1`, [
    `${userId}/%`,
  ]);
  return rows[0]!.n;
}

describe('delete-account', () => {
  it('refuses callers without a verified member token, and other methods', async () => {
    expect((await deleteAccount(null)).status).toBe(401);
    const token = await tokenOf(ada);
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.${'A'.repeat(43)}`;
    // The gateway refuses a token with a bad signature before the function runs, as hosted Supabase does.
    expect((await deleteAccount(forged)).status).toBe(401);
    const anonymous = await deleteAccount(server.anonKey);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: 'Please sign in to delete your account' });
    expect((await deleteAccount(token, 'GET')).status).toBe(405);
    expect(await rowsNaming(ada.id)).toHaveProperty(['auth.users.id'], 1);
  });

  it('deletes the caller only: a body naming another member changes nothing for her', async () => {
    const cleo = await signUpMember(server, 'Cleo');
    const answer = await deleteAccount(await tokenOf(cleo), 'POST', { userId: bea.id, user_id: bea.id, id: bea.id });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ deleted: true });
    expect(await rowsNaming(cleo.id)).toEqual({});
    expect(ok(await bea.client.from('profiles').select('user_id').eq('user_id', bea.id))).toHaveLength(1);
    expect((await bea.client.auth.getUser()).data.user?.id).toBe(bea.id);
  });

  it("takes everything of hers and leaves the other member's own rows", async () => {
    await arrangeFootprint(ada, bea);
    const before = await rowsNaming(ada.id);
    // The footprint reaches many tables; each must be emptied of her.
    expect(Object.keys(before).length).toBeGreaterThanOrEqual(12);
    const beaBefore = await rowsNaming(bea.id);
    await arrangeAvatar(bea);
    expect(await avatarFiles(ada.id)).toBe(1);

    const answer = await deleteAccount(await tokenOf(ada));
    expect(answer.status).toBe(200);
    expect(await rowsNaming(ada.id)).toEqual({});
    expect(await avatarFiles(ada.id)).toBe(0);
    expect(await avatarFiles(bea.id)).toBe(1);

    // Bea keeps her profile, her post and her own goal (its named member cleared, as the schema says).
    const beaAfter = await rowsNaming(bea.id);
    for (const kept of ['public.profiles.user_id', 'public.posts.user_id', 'public.user_goals.user_id', 'auth.users.id']) {
      expect(beaAfter[kept], kept).toBe(beaBefore[kept]);
    }
    expect(ok(await bea.client.from('user_goals').select('target_member_id').eq('user_id', bea.id))).toEqual([{ target_member_id: null }]);
  });

  it('wants aal2 from a member with a verified factor: her password-only token is refused', async () => {
    const dee = await signUpMember(server, 'Dee');
    const enrolled = ok(await dee.client.auth.mfa.enroll({ factorType: 'totp' }));
    const totp = new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(enrolled.totp.secret), digits: 6, period: 30 });
    ok(await dee.client.auth.mfa.challengeAndVerify({ factorId: enrolled.id, code: totp.generate() }));
    const passwordOnly = await signInMember(server, dee.email, dee.password);

    const refusedAnswer = await deleteAccount(await tokenOf(passwordOnly));
    expect(refusedAnswer.status).toBe(403);
    expect(await refusedAnswer.json()).toEqual({ error: 'Enter your two-factor code first: your account uses two-factor sign-in' });
    expect(await rowsNaming(dee.id)).toHaveProperty(['auth.users.id'], 1);

    expect((await deleteAccount(await tokenOf(dee))).status).toBe(200);
    expect(await rowsNaming(dee.id)).toEqual({});
  });

  it('ends her sign-in: the old session is refused and her password no longer signs in', async () => {
    expect((await ada.client.auth.getUser()).error).not.toBeNull();
    const again = await anonClient(server).auth.signInWithPassword({ email: ada.email, password: ada.password });
    expect(again.error?.message).toBe('Invalid login credentials');
  });
});
