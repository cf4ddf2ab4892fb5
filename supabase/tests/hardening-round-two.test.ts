/**
 * Hardening, round two: what members, leaders and the admin could still get through the newer surfaces
 * (realtime filters on hidden columns, the AI rate limit and the coach's score, writes around the audited
 * functions, private typing topics, stale admin tokens, deleting an account, a chapter's contact e-mail).
 * Each case failed before its fix.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RealtimeChannel } from '@supabase/supabase-js';
import {
  approveLeader,
  type Client,
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
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let admin: Member;
let naomi: Member; // the moderator
let keisha: Member; // president of chapter 1
const channels: [Client, RealtimeChannel][] = [];

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  naomi = await signUpMember(server, 'Naomi');
  keisha = await signUpMember(server, 'Keisha');
  await approveLeader(admin, naomi, 'moderator');
  await approveLeader(admin, keisha, 'president', 1);
}, 60_000);
afterAll(async () => {
  for (const [client, channel] of channels) await client.removeChannel(channel);
  await server?.stop();
});

const tokenOf = async (member: Member) => (await member.client.auth.getSession()).data.session!.access_token;

/** Joins a channel; resolves once subscribed, rejects with the server's reason. */
async function subscribe(member: Member, topic: string, build: (channel: RealtimeChannel) => RealtimeChannel, config: { private?: boolean } = {}) {
  await member.client.realtime.setAuth(await tokenOf(member));
  const channel = build(member.client.channel(topic, { config }));
  channels.push([member.client, channel]);
  await new Promise<void>((resolve, reject) => {
    channel.subscribe((status, err) => {
      if (status === 'SUBSCRIBED') resolve();
      if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') reject(err ?? new Error(status));
    });
  });
  return channel;
}

async function auditRows(targetId: string) {
  const { rows } = await server.db.query<{ action: string; actor_id: string; target_type: string }>(
    `select action, actor_id::text, target_type from public.admin_audit_log where target_id = $1 order by id`,
    [targetId],
  );
  return rows;
}

function callFunction(name: string, token: string, body: unknown = {}): Promise<Response> {
  return fetch(`${server.url}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: server.anonKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

describe('finding 1: realtime filters on a column the subscriber may not select', () => {
  it('are refused at join, so no binding can ask questions about a hidden address', async () => {
    await createEvent(keisha, { chapter_id: 1, type: 'in-person', address: '12 Secret Lane', show_address_before_rsvp: false });
    const refusal = await subscribe(amara, `events-${Math.random()}`, (ch) =>
      ch.on('postgres_changes' as never, { event: '*', schema: 'public', table: 'events', filter: 'address=match.^1' } as never, () => undefined),
    ).catch((e: Error) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(/42501.*address/);
  });

  it('still let a member filter on the columns she may read', async () => {
    const heard: Record<string, unknown>[] = [];
    await subscribe(amara, `events-${Math.random()}`, (ch) =>
      ch.on('postgres_changes' as never, { event: 'INSERT', schema: 'public', table: 'events', filter: 'title=eq.Visible filter' } as never, (p: { new: Record<string, unknown> }) =>
        heard.push(p.new),
      ),
    );
    await createEvent(keisha, { chapter_id: 1, title: 'Visible filter', address: '3 Hidden Road', show_address_before_rsvp: false });
    for (let i = 0; i < 100 && heard.length === 0; i++) await new Promise((r) => setTimeout(r, 30));
    expect(heard).toHaveLength(1);
    expect(heard[0]).not.toHaveProperty('address');
  });
});

describe('finding 3: the AI rate limit', () => {
  it('cannot be called by a member, with her own numbers or any', async () => {
    refused(await maya.client.rpc('ai_rate_limit_hit', { member: maya.id, max_calls: 10_000, window_seconds: 1 } as never), '42501');
    refused(await maya.client.rpc('ai_rate_limit_hit', { max_calls: 10_000, window_seconds: 1 } as never), 'PGRST202');
  });

  it('never drops history younger than the window it counts, whatever window a call asks about', async () => {
    const service = serviceClient(server);
    const hit = async (max: number, window: number) => ok(await service.rpc('ai_rate_limit_hit', { member: amara.id, max_calls: max, window_seconds: window } as never)) as number;
    expect(await hit(2, 60)).toBe(0);
    await new Promise((r) => setTimeout(r, 1100));
    expect(await hit(5, 1)).toBe(0); // a one-second window must not discard the call of a second ago
    expect(await hit(2, 60)).toBeGreaterThan(0); // both calls are in the minute: the limit of 2 is reached
  });
});

describe('finding 4: the practice score', () => {
  it('is that of the stored transcript, read as her, never the transcript in the request', async () => {
    const session = ok(await maya.client.from('practice_sessions').insert({ scenario_name: 'Investor Pitch Preparation', scenario_type: 'preset' }).select('id').single());
    const invented = [
      { role: 'assistant', content: 'Hello, I am Margaret Chen. What brings you here?' },
      { role: 'user', content: 'Hi Margaret, I am Maya, I run Lumen Health. What do you look for in a founder, and how did you start?' },
      { role: 'assistant', content: 'Vision and grit. Tell me more.' },
      { role: 'user', content: 'I can introduce you to two clinic founders. Could we book a call next Tuesday at ten?' },
    ];
    const res = await callFunction('ai-networking-coach', await tokenOf(maya), {
      action: 'end',
      conversationHistory: invented,
      sessionData: { scenarioType: 'predefined', scenarioName: 'Investor Pitch Preparation', sessionId: session.id },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { scorecard: { overall: number }; saved: boolean };
    expect(body.saved).toBe(true);
    const stored = ok(await maya.client.from('practice_sessions').select('score, status').eq('id', session.id).single());
    expect(stored.status).toBe('completed');
    // Her stored transcript is empty: nothing she said can earn points.
    const empty = await callFunction('ai-networking-coach', await tokenOf(maya), {
      action: 'end',
      sessionData: { scenarioType: 'predefined', scenarioName: 'Investor Pitch Preparation' },
    });
    const emptyScore = ((await empty.json()) as { scorecard: { overall: number } }).scorecard.overall;
    expect(stored.score).toBe(emptyScore);
    expect(body.scorecard.overall).toBe(emptyScore);
  });

  it("answers 404 for another member's session and stores nothing on it", async () => {
    const session = ok(await maya.client.from('practice_sessions').insert({ scenario_name: 'Investor Pitch Preparation', scenario_type: 'preset' }).select('id').single());
    const res = await callFunction('ai-networking-coach', await tokenOf(amara), {
      action: 'end',
      sessionData: { scenarioType: 'predefined', scenarioName: 'Investor Pitch Preparation', sessionId: session.id },
    });
    expect(res.status).toBe(404);
    expect(ok(await maya.client.from('practice_sessions').select('status').eq('id', session.id).single()).status).not.toBe('completed');
  });
});

describe('finding 5: privileged writes', () => {
  it('leave the moderator no direct change to an approved president: neither unapprove, rename nor delete', async () => {
    const [row] = ok(await naomi.client.from('diva_presidents').select('id').eq('user_id', keisha.id));
    noRows(await naomi.client.from('diva_presidents').update({ approved: false }).eq('id', row!.id).select('id'));
    noRows(await naomi.client.from('diva_presidents').update({ full_name: 'Renamed' }).eq('id', row!.id).select('id'));
    noRows(await naomi.client.from('diva_presidents').delete().eq('id', row!.id).select('id'));
    noRows(await admin.client.from('diva_presidents').update({ full_name: 'Renamed' }).eq('id', row!.id).select('id'));
    expect(ok(await keisha.client.from('diva_presidents').select('approved, full_name').eq('id', row!.id).single())).toEqual({ approved: true, full_name: 'Keisha' });
  });

  it('of pending applications by the moderator are audited', async () => {
    const hopeful = await signUpMember(server, 'Hopeful');
    const app = ok(await hopeful.client.from('diva_presidents').insert({ user_id: hopeful.id, full_name: 'Hopeful', email: hopeful.email, role: 'president', chapter_id: 7 }).select('id').single());
    ok(await naomi.client.from('diva_presidents').update({ approved: true }).eq('id', app.id).select('id'));
    expect(await auditRows(app.id)).toEqual([{ action: 'approve_president', actor_id: naomi.id, target_type: 'president' }]);
  });

  it('by the admin straight through the API write their audit record, as the audited functions do', async () => {
    const post = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'To be removed' }).select('id').single());
    ok(await admin.client.from('posts').delete().eq('id', post.id).select('id'));
    expect(await auditRows(post.id)).toEqual([{ action: 'delete_post', actor_id: admin.id, target_type: 'post' }]);

    const event = await createEvent(amara, { title: 'Removed by the admin' });
    ok(await admin.client.from('events').delete().eq('id', event.id).select('id'));
    expect(await auditRows(event.id)).toEqual([{ action: 'delete_event', actor_id: admin.id, target_type: 'event' }]);

    const doomed = await signUpMember(server, 'Doomed');
    ok(await admin.client.from('profiles').delete().eq('user_id', doomed.id).select('user_id'));
    expect(await auditRows(doomed.id)).toEqual([{ action: 'delete_user', actor_id: admin.id, target_type: 'user' }]);

    const open = await createEvent(keisha, { chapter_id: 1, title: 'RSVP removed' });
    ok(await amara.client.from('event_rsvps').insert({ event_id: open.id, user_id: amara.id, status: 'attending' }));
    ok(await admin.client.from('event_rsvps').delete().eq('event_id', open.id).eq('user_id', amara.id).select('event_id'));
    expect(await auditRows(`${open.id}:${amara.id}`)).toEqual([{ action: 'delete_rsvp', actor_id: admin.id, target_type: 'rsvp' }]);
  });

  it('through the audited function are recorded once, and a member’s own deletes not at all', async () => {
    const post = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'Audited once' }).select('id').single());
    ok(await admin.client.rpc('admin_delete_post', { target: post.id, reason: 'spam' }));
    expect(await auditRows(post.id)).toHaveLength(1);
    const own = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'Mine' }).select('id').single());
    ok(await amara.client.from('posts').delete().eq('id', own.id).select('id'));
    expect(await auditRows(own.id)).toEqual([]);
  });
});

describe('finding 6: a private typing topic', () => {
  it('refuses a participant the other has blocked', async () => {
    const ada = await signUpMember(server, 'Ada');
    const bea = await signUpMember(server, 'Bea');
    const conversation = ok(await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id })).id;
    const topic = `typing:${conversation}`;
    ok(await ada.client.from('member_blocks').insert({ blocker_id: ada.id, blocked_id: bea.id }));
    const refusal = await subscribe(bea, topic, (ch) => ch, { private: true }).catch((e: Error) => e);
    expect(refusal).toBeInstanceOf(Error);
    expect((refusal as Error).message).toMatch(/permissions to read from this Channel topic/);
    // Ada, who blocked, still may.
    await subscribe(ada, topic, (ch) => ch, { private: true });
  });
});

describe('also: roles are read from the database', () => {
  it('a demoted admin is refused at once, with the token she still holds', async () => {
    const former = await makeAdmin(server, await signUpMember(server, 'Former Admin'));
    expect(ok(await former.client.rpc('admin_session_expires_at'))).not.toBeNull();
    const { error } = await serviceClient(server).auth.admin.updateUserById(former.id, { app_metadata: { role: 'member' } });
    expect(error).toBeNull();
    const post = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'Not for the former admin' }).select('id').single());
    expect((await former.client.rpc('admin_session_expires_at')).data).toBeNull();
    refused(await former.client.rpc('admin_delete_post', { target: post.id, reason: 'after demotion' }), '42501');
    noRows(await former.client.from('posts').delete().eq('id', post.id).select('id'));
  });

  it("a deleted member's token reads nothing", async () => {
    const gone = await signUpMember(server, 'Gone');
    expect(ok(await gone.client.from('posts').select('id').limit(1))).toHaveLength(1);
    const { error } = await serviceClient(server).auth.admin.deleteUser(gone.id);
    expect(error).toBeNull();
    expect(ok(await gone.client.from('posts').select('id').limit(1))).toEqual([]);
    expect(ok(await gone.client.from('profiles').select('user_id').limit(1))).toEqual([]);
  });
});

describe('also: deleting an account', () => {
  /** Her session's sign-in moved back; a refreshed token carries that time. */
  async function ageSignIn(member: Member, hours: number) {
    const claims = JSON.parse(Buffer.from((await tokenOf(member)).split('.')[1]!, 'base64url').toString('utf8'));
    await server.db.query(`update auth.mfa_amr_claims set updated_at = now() - make_interval(hours => $2) where session_id = $1::uuid`, [claims.session_id, hours]);
    ok(await member.client.auth.refreshSession());
  }
  const exists = async (id: string) => (await server.db.query(`select 1 from auth.users where id = $1::uuid`, [id])).rows.length > 0;
  async function emailedCode(email: string): Promise<string> {
    const res = await fetch(`${server.url}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}&limit=1`, { headers: { apikey: server.serviceRoleKey } });
    return ((await res.json()) as { messages: { otp: string }[] }).messages[0]!.otp;
  }

  it('needs a sign-in in the last 24 hours or the e-mailed code', async () => {
    const old = await signUpMember(server, 'Old Session');
    await ageSignIn(old, 25);
    const refusedRes = await callFunction('delete-account', await tokenOf(old));
    expect(refusedRes.status).toBe(403);
    expect(((await refusedRes.json()) as { error: string }).error).toMatch(/more than 24 hours/);
    expect(await exists(old.id)).toBe(true);

    const wrong = await callFunction('delete-account', await tokenOf(old), { code: '000000' });
    expect(wrong.status).toBe(403);
    expect(await exists(old.id)).toBe(true);

    ok(await old.client.auth.signInWithOtp({ email: old.email, options: { shouldCreateUser: false } }));
    const code = await emailedCode(old.email);
    const accepted = await callFunction('delete-account', await tokenOf(old), { code });
    expect(accepted.status).toBe(200);
    expect(await exists(old.id)).toBe(false);
  });

  it('goes through with a recent sign-in', async () => {
    const fresh = await signInMember(server, (await signUpMember(server, 'Fresh')).email, 'password123');
    const res = await callFunction('delete-account', await tokenOf(fresh));
    expect(res.status).toBe(200);
    expect(await exists(fresh.id)).toBe(false);
  });
});

describe("also: a chapter's contact e-mail", () => {
  it('is an address: markup characters are refused, for the president and the admin alike', async () => {
    const president = await signInMember(server, keisha.email, keisha.password);
    for (const value of ['"<script>"@example.com', 'a<b@example.com', 'x@example.com"><img', 'a@b']) {
      const { error } = await president.client.from('chapters').update({ president_email: value }).eq('id', 1).select('id');
      expect(error?.code, value).toBe('22023');
      const byAdmin = await admin.client.from('chapters').update({ president_email: value }).eq('id', 2).select('id');
      expect(byAdmin.error?.code, value).toBe('23514');
    }
    ok(await president.client.from('chapters').update({ president_email: 'atlanta.divas+events@example.org' }).eq('id', 1).select('id'));
  });
});
