/**
 * The admin portal's server side: the admin session (role + sign-in younger than 24 hours), the
 * audited admin actions, the admin function, and the reports queue. Every caller is a real member signed in
 * through /auth/v1; the function runs in local-supabase as it would on hosted Supabase.
 */
import { createClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  approveLeader,
  type Client,
  type LocalSupabase,
  makeAdmin,
  type Member,
  ok,
  refused,
  serviceClient,
  signInMember,
  signUpMember,
  startTestServer,
} from '@diva/test-utils/backend';
import type { Database } from '../types/database.ts';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let president: Member;
let moderator: Member;
let admin: Member;
let staleAdmin: Member;

const tokenOf = async (member: Member) => (await member.client.auth.getSession()).data.session!.access_token;
/** A client that sends exactly this bearer (no session of its own). */
const clientWithToken = (token: string): Client =>
  createClient<Database>(server.url, server.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { Authorization: `Bearer ${token}` } },
  });

function callFunction(token: string | null, method: string, query = '', body?: unknown): Promise<Response> {
  const headers: Record<string, string> = { apikey: server.anonKey, 'Content-Type': 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  return fetch(`${server.url}/functions/v1/admin${query}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
}

/** The admin's sign-in moved back 25 hours; a refreshed token still carries that sign-in time. */
async function ageSignIn(member: Member, hours: number): Promise<void> {
  const session = (await member.client.auth.getSession()).data.session!;
  const claims = JSON.parse(Buffer.from(session.access_token.split('.')[1], 'base64url').toString('utf8'));
  await server.db.query(`update auth.mfa_amr_claims set updated_at = now() - make_interval(hours => $2) where session_id = $1::uuid`, [
    claims.session_id,
    hours,
  ]);
  ok(await member.client.auth.refreshSession());
}

const newPost = async (member: Member, content = 'A post') =>
  ok(await member.client.from('posts').insert({ user_id: member.id, content }).select('id').single()).id;

async function application(member: Member, role: 'president' | 'moderator', chapterId: number | null) {
  return ok(
    await member.client
      .from('diva_presidents')
      .insert({ user_id: member.id, full_name: member.name, email: member.email, role, chapter_id: chapterId })
      .select('id')
      .single(),
  ).id;
}

const auditRows = async () =>
  ok(await admin.client.from('admin_audit_log').select('*').order('id', { ascending: true }));

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  president = await signUpMember(server, 'President');
  await approveLeader(admin, president, 'president', 1);
  moderator = await signUpMember(server, 'Moderator');
  await approveLeader(admin, moderator, 'moderator');
  staleAdmin = await makeAdmin(server, await signUpMember(server, 'Stale Admin'));
  await ageSignIn(staleAdmin, 25);
});
afterAll(async () => {
  await server?.stop();
});

describe('the admin session', () => {
  it('holds for 24 hours from the admin sign-in, and a token refresh does not extend it', async () => {
    const expires = ok(await admin.client.rpc('admin_session_expires_at'));
    const left = new Date(expires as string).getTime() - Date.now();
    expect(left).toBeGreaterThan(23.9 * 3600_000);
    expect(left).toBeLessThanOrEqual(24 * 3600_000 + 1000);
    expect(ok(await admin.client.rpc('admin_dashboard_stats'))).toHaveLength(1);

    // Refreshed after 25 hours: a valid, fresh token, but the admin session is over.
    expect((await staleAdmin.client.rpc('admin_session_expires_at')).data).toBeNull();
    refused(await staleAdmin.client.rpc('admin_dashboard_stats'), '42501');
  });

  it('is given to no one else: members, presidents and the moderator are not admins', async () => {
    for (const member of [maya, president, moderator]) {
      expect((await member.client.rpc('admin_session_expires_at')).data).toBeNull();
    }
  });
});

describe('forged calls', () => {
  it('refuses every admin action and the function to anyone but a fresh admin session', async () => {
    const victimPost = await newPost(maya, 'Still here');
    const victimEvent = (await createEvent(maya)).id;
    const victimApplication = await application(amara, 'president', 3);
    const report = ok(
      await amara.client.from('content_reports').insert({ target_type: 'post', target_id: victimPost, reason: 'spam' }).select('id').single(),
    ).id;

    const adminToken = await tokenOf(admin);
    const [head, payload, signature] = adminToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    const tampered = [head, Buffer.from(JSON.stringify({ ...claims, sub: maya.id })).toString('base64url'), signature].join('.');
    const memberClaims = JSON.parse(Buffer.from((await tokenOf(maya)).split('.')[1], 'base64url').toString('utf8'));
    const selfPromoted = [head, Buffer.from(JSON.stringify({ ...memberClaims, app_metadata: { role: 'admin' } })).toString('base64url'), signature].join('.');

    const callers: [string, string | null][] = [
      ['no token', null],
      ['the anon key', server.anonKey],
      ['a member', await tokenOf(maya)],
      ['a president', await tokenOf(president)],
      ['the moderator', await tokenOf(moderator)],
      ['an admin token older than 24 hours', await tokenOf(staleAdmin)],
      ['a tampered admin token', tampered],
      ['a member token claiming the admin role', selfPromoted],
    ];

    const reason = { reason: 'Forged attempt' };
    const rpcs: [string, (c: Client) => PromiseLike<{ error: unknown; data: unknown }>][] = [
      ['admin_delete_post', (c) => c.rpc('admin_delete_post', { target: victimPost, ...reason })],
      ['admin_approve_event', (c) => c.rpc('admin_approve_event', { target: victimEvent, ...reason })],
      ['admin_delete_event', (c) => c.rpc('admin_delete_event', { target: victimEvent, ...reason })],
      ['admin_approve_president', (c) => c.rpc('admin_approve_president', { target: victimApplication, ...reason })],
      ['admin_delete_president', (c) => c.rpc('admin_delete_president', { target: victimApplication, ...reason })],
      ['admin_delete_user', (c) => c.rpc('admin_delete_user', { target: maya.id, ...reason })],
      ['admin_resolve_report', (c) => c.rpc('admin_resolve_report', { report, outcome: 'remove', ...reason })],
      ['admin_open_reports', (c) => c.rpc('admin_open_reports')],
      ['admin_dashboard_stats', (c) => c.rpc('admin_dashboard_stats')],
    ];
    const functionCalls: [string, string, string, unknown?][] = [
      ['GET ?action=users', 'GET', '?action=users'],
      ['GET ?action=posts', 'GET', '?action=posts'],
      ['GET ?action=presidents', 'GET', '?action=presidents'],
      ['GET ?type=presidents', 'GET', '?type=presidents'],
      ['PUT approve_president', 'PUT', '', { action: 'approve_president', id: victimApplication, ...reason }],
      ['DELETE presidentId', 'DELETE', '', { presidentId: victimApplication, ...reason }],
      ['DELETE userId', 'DELETE', '', { userId: maya.id, ...reason }],
    ];

    let total = 0;
    let refusedCount = 0;
    const accepted: string[] = [];
    for (const [who, token] of callers) {
      const client = token ? clientWithToken(token) : anonClient(server);
      for (const [name, call] of rpcs) {
        total += 1;
        const { error } = await call(client);
        if (error) refusedCount += 1;
        else accepted.push(`${who}: ${name}`);
      }
      // The audit log reads as empty to everyone else (row-level security), and no one writes it.
      total += 1;
      const audit = await client.from('admin_audit_log').select('id');
      if (audit.error || audit.data.length === 0) refusedCount += 1;
      else accepted.push(`${who}: read the audit log`);
      for (const [name, method, query, body] of functionCalls) {
        total += 1;
        const response = await callFunction(token, method, query, body);
        if (response.status === 401) refusedCount += 1;
        else accepted.push(`${who}: function ${name} (${response.status})`);
      }
    }
    console.info(`${refusedCount} of ${total} forged calls refused`);
    expect(accepted).toEqual([]);
    expect(refusedCount).toBe(total);
    expect(total).toBe(callers.length * (rpcs.length + 1 + functionCalls.length));

    // Nothing changed.
    const db = serviceClient(server);
    expect(ok(await db.from('posts').select('id').eq('id', victimPost))).toHaveLength(1);
    expect(ok(await db.from('events').select('approved').eq('id', victimEvent).single()).approved).toBe(false);
    expect(ok(await db.from('diva_presidents').select('approved').eq('id', victimApplication).single()).approved).toBe(false);
    expect(ok(await db.from('content_reports').select('status').eq('id', report).single()).status).toBe('open');
    expect(ok(await db.from('profiles').select('user_id').eq('user_id', maya.id))).toHaveLength(1);
  });
});

describe('admin actions, each audited', () => {
  it('deletes a post, approves and deletes events, with actor, action, target, reason and time', async () => {
    const before = (await auditRows()).length;
    const post = await newPost(maya, 'Buy followers now');
    ok(await admin.client.rpc('admin_delete_post', { target: post, reason: 'Spam link' }));
    expect(ok(await maya.client.from('posts').select('id').eq('id', post))).toHaveLength(0);

    const event = (await createEvent(maya, { title: 'Founders breakfast' })).id;
    ok(await admin.client.rpc('admin_approve_event', { target: event, reason: 'Looks good' }));
    const approved = ok(await maya.client.from('events').select('approved, approved_at').eq('id', event).single());
    expect(approved.approved).toBe(true);
    expect(approved.approved_at).toBeTruthy();
    ok(await admin.client.rpc('admin_delete_event', { target: event, reason: 'Cancelled by host' }));

    const rows = (await auditRows()).slice(before);
    expect(rows.map((r) => [r.action, r.target_type, r.target_id, r.target_label, r.reason])).toEqual([
      ['delete_post', 'post', post, 'Buy followers now', 'Spam link'],
      ['approve_event', 'event', event, 'Founders breakfast', 'Looks good'],
      ['delete_event', 'event', event, 'Founders breakfast', 'Cancelled by host'],
    ]);
    for (const row of rows) {
      expect(row.actor_id).toBe(admin.id);
      expect(row.actor_email).toBe(admin.email);
      expect(Math.abs(new Date(row.created_at).getTime() - Date.now())).toBeLessThan(60_000);
    }
  });

  it('needs a reason: without one nothing happens and nothing is recorded', async () => {
    const post = await newPost(maya, 'Keep me');
    const before = (await auditRows()).length;
    refused(await admin.client.rpc('admin_delete_post', { target: post, reason: '  ' }), '23514');
    expect(ok(await maya.client.from('posts').select('id').eq('id', post))).toHaveLength(1);
    expect(await auditRows()).toHaveLength(before);
    refused(await admin.client.rpc('admin_delete_post', { target: crypto.randomUUID(), reason: 'Gone already' }), 'P0002');
  });

  it('approves and deletes president applications through the function, keeping one president per chapter and one moderator', async () => {
    const token = await tokenOf(admin);
    const jade = await signUpMember(server, 'Jade');
    const rival = await signUpMember(server, 'Rival');
    const first = await application(jade, 'president', 7);
    const second = await application(rival, 'president', 7);

    const listed = await callFunction(token, 'GET', '?type=presidents');
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { id: string }[]).map((p) => p.id)).toEqual(expect.arrayContaining([first, second]));
    const wrapped = (await (await callFunction(token, 'GET', '?action=presidents')).json()) as { presidents: unknown[] };
    expect(wrapped.presidents.length).toBeGreaterThanOrEqual(2);

    expect((await callFunction(token, 'PUT', '', { action: 'approve_president', id: first, reason: 'Chapter needs a lead' })).status).toBe(200);
    const clash = await callFunction(token, 'PUT', '', { action: 'approve_president', id: second, reason: 'Second lead' });
    expect(clash.status).toBe(409);

    const otherModerator = await application(rival, 'moderator', null).catch(() => null);
    expect(otherModerator).toBeNull(); // one application per member (unique user_id)
    const modApplicant = await signUpMember(server, 'Mod Applicant');
    const modApplication = await application(modApplicant, 'moderator', null);
    refused(await admin.client.rpc('admin_approve_president', { target: modApplication, reason: 'Second moderator' }), '23505');

    expect((await callFunction(token, 'DELETE', '', { presidentId: second, reason: 'Chapter already led' })).status).toBe(200);
    const rows = (await auditRows()).slice(-2);
    expect(rows.map((r) => [r.action, r.target_id, r.reason])).toEqual([
      ['approve_president', first, 'Chapter needs a lead'],
      ['delete_president', second, 'Chapter already led'],
    ]);
    expect(rows[0].target_label).toContain('Jade');
  });

  it('lists users with their sign-in e-mails and posts with their author through the function', async () => {
    const token = await tokenOf(admin);
    const users = (await (await callFunction(token, 'GET', '?action=users')).json()) as { users: { id: string; email: string }[] };
    expect(users.users.find((u) => u.id === maya.id)?.email).toBe(maya.email);
    await newPost(amara, 'Visible to the admin');
    const posts = (await (await callFunction(token, 'GET', '?action=posts')).json()) as { posts: { content: string; profiles: { display_name: string } }[] };
    expect(posts.posts.find((p) => p.content === 'Visible to the admin')?.profiles.display_name).toBe('Amara');
    expect((await callFunction(token, 'GET', '?action=nothing')).status).toBe(400);
  });

  it('deletes a user through the function: the account and her rows go, the admin cannot delete herself', async () => {
    const token = await tokenOf(admin);
    const leaving = await signUpMember(server, 'Leaving');
    const post = await newPost(leaving, 'Goodbye');
    const response = await callFunction(token, 'DELETE', '', { userId: leaving.id, reason: 'Fake account' });
    expect(response.status).toBe(200);
    await expect(signInMember(server, leaving.email, leaving.password)).rejects.toThrow();
    expect(ok(await serviceClient(server).from('posts').select('id').eq('id', post))).toHaveLength(0);
    const last = (await auditRows()).at(-1)!;
    expect([last.action, last.target_id, last.target_label, last.reason]).toEqual(['delete_user', leaving.id, 'Leaving', 'Fake account']);

    expect((await callFunction(token, 'DELETE', '', { userId: admin.id, reason: 'Oops' })).status).toBe(403);
    expect((await callFunction(token, 'DELETE', '', { userId: leaving.id, reason: 'Again' })).status).toBe(404);
  });

  it('keeps the audit log unchangeable: no update or delete by the admin, nor by the service role', async () => {
    const rows = await auditRows();
    expect(rows.length).toBeGreaterThan(0);
    const id = rows[0].id;
    refused(await admin.client.from('admin_audit_log').update({ reason: 'rewritten' }).eq('id', id), '42501');
    refused(await admin.client.from('admin_audit_log').delete().eq('id', id), '42501');
    refused(await admin.client.from('admin_audit_log').insert({ actor_id: admin.id, action: 'delete_post', target_type: 'post', target_id: 'x', reason: 'forged' }), '42501');
    const service = serviceClient(server);
    refused(await service.from('admin_audit_log').update({ reason: 'rewritten' }).eq('id', id), '42501');
    refused(await service.from('admin_audit_log').delete().eq('id', id), '42501');
    expect(ok(await admin.client.from('admin_audit_log').select('reason').eq('id', id).single()).reason).toBe(rows[0].reason);
  });
});

describe('the reports queue', () => {
  it('lets a member report a post, a message in her conversation or a profile once, never her own or unseen content', async () => {
    const post = await newPost(amara, 'Click my link');
    ok(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'spam', details: 'Link farm' }));
    refused(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'other' }), '23505');
    refused(await amara.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'spam' }), '23514');
    refused(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'boring' as 'spam' }), '23514');
    refused(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: crypto.randomUUID(), reason: 'spam' }), '23503');

    const conversation = ok(await maya.client.from('conversations').insert({ participant_1: maya.id, participant_2: amara.id }).select('id').single()).id;
    const message = ok(await amara.client.from('messages').insert({ conversation_id: conversation, sender_id: amara.id, content: 'Rude words' }).select('id').single()).id;
    const outsider = await signUpMember(server, 'Outsider');
    refused(await outsider.client.from('content_reports').insert({ target_type: 'message', target_id: message, reason: 'harassment' }), '23503');
    ok(await maya.client.from('content_reports').insert({ target_type: 'message', target_id: message, reason: 'harassment' }));
    ok(await outsider.client.from('content_reports').insert({ target_type: 'profile', target_id: amara.id, reason: 'inappropriate' }));
    refused(await outsider.client.from('content_reports').insert({ target_type: 'profile', target_id: outsider.id, reason: 'other' }), '23514');

    // Always as herself, always open; she cannot change or withdraw it, nor read others' reports.
    refused(await maya.client.from('content_reports').insert({ target_type: 'profile', target_id: amara.id, reason: 'spam', reporter_id: outsider.id }), '42501');
    refused(await maya.client.from('content_reports').insert({ target_type: 'profile', target_id: amara.id, reason: 'spam', status: 'dismissed' }), '42501');
    refused(await maya.client.from('content_reports').update({ status: 'dismissed' }).eq('target_id', post), '42501');
    refused(await maya.client.from('content_reports').delete().eq('target_id', post), '42501');
    expect(ok(await outsider.client.from('content_reports').select('target_type'))).toEqual([{ target_type: 'profile' }]);
  });

  it('lists open reports with their content; the admin removes or dismisses, both audited, and the reporter is told', async () => {
    const post = await newPost(amara, 'Offensive post');
    ok(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'inappropriate' }));
    const jade = await signUpMember(server, 'Jade Two');
    ok(await jade.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'harassment' }));

    const open = ok(await admin.client.rpc('admin_open_reports'));
    const about = open.filter((r) => r.target_id === post);
    expect(about.map((r) => [r.content, r.author_name, r.reporter_name])).toEqual([
      ['Offensive post', 'Amara', 'Maya'],
      ['Offensive post', 'Amara', 'Jade Two'],
    ]);

    refused(await admin.client.rpc('admin_resolve_report', { report: about[0].id, outcome: 'ban', reason: 'Nope' }), '22023');
    ok(await admin.client.rpc('admin_resolve_report', { report: about[0].id, outcome: 'remove', reason: 'Breaks the rules' }));
    expect(ok(await serviceClient(server).from('posts').select('id').eq('id', post))).toHaveLength(0);
    // Both reports of the post are settled; both reporters hear the outcome.
    expect(ok(await maya.client.from('content_reports').select('status').eq('target_id', post))).toEqual([{ status: 'removed' }]);
    expect(ok(await jade.client.from('content_reports').select('status').eq('target_id', post))).toEqual([{ status: 'removed' }]);
    const told = ok(await jade.client.from('notifications').select('title, message').eq('type', 'system'));
    expect(told).toEqual([{ title: 'Your report was reviewed', message: 'The post you reported was removed. Thank you for keeping the community safe.' }]);

    const profileReport = (ok(await admin.client.rpc('admin_open_reports'))).find((r) => r.target_type === 'profile')!;
    ok(await admin.client.rpc('admin_resolve_report', { report: profileReport.id, outcome: 'dismiss', reason: 'Nothing wrong' }));
    expect(ok(await serviceClient(server).from('profiles').select('user_id').eq('user_id', amara.id))).toHaveLength(1);
    refused(await admin.client.rpc('admin_resolve_report', { report: profileReport.id, outcome: 'remove', reason: 'Twice' }), 'P0002');

    const rows = (await auditRows()).slice(-2);
    expect(rows.map((r) => [r.action, r.target_id, r.target_label, r.reason])).toEqual([
      ['remove_reported_content', about[0].id, 'Offensive post', 'Breaks the rules'],
      ['dismiss_report', profileReport.id, `profile ${amara.id}`, 'Nothing wrong'],
    ]);
  });
});
