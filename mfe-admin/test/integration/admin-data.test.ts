// @vitest-environment node
/** The admin portal's own requests (api/ folders) through supabase-js against a real local-supabase. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchAuditLog } from '../../src/features/audit/api/get-audit-log.ts';
import { approveEvent } from '../../src/features/events/api/approve-event.ts';
import { fetchEvents } from '../../src/features/events/api/get-events.ts';
import { fetchOverview } from '../../src/features/overview/api/get-overview.ts';
import { deletePost } from '../../src/features/posts/api/delete-post.ts';
import { fetchPosts } from '../../src/features/posts/api/get-posts.ts';
import { approvePresident } from '../../src/features/presidents/api/approve-president.ts';
import { deletePresident } from '../../src/features/presidents/api/delete-president.ts';
import { fetchPresidents } from '../../src/features/presidents/api/get-presidents.ts';
import { fetchOpenReports } from '../../src/features/reports/api/get-open-reports.ts';
import { resolveReport } from '../../src/features/reports/api/resolve-report.ts';
import { fetchAdminSessionEnd } from '../../src/features/session/api/get-admin-session.ts';
import { signInAdmin } from '../../src/features/session/api/sign-in-admin.ts';
import { deleteUser } from '../../src/features/users/api/delete-user.ts';
import { fetchUsers } from '../../src/features/users/api/get-users.ts';
import { DataError, type DivaClient } from '@diva/core';
import { anonClient, type LocalSupabase, makeAdmin, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let admin: Member;
let maya: Member;
let amara: Member;
const as = (member: Member) => member.client as unknown as DivaClient;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Member');
  amara = await signUpMember(server, 'Amara Author');
  admin = await makeAdmin(server, await signUpMember(server, 'Grace Admin'));
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('signing in', () => {
  it('keeps the session only for an admin; a member is signed out of the attempt', async () => {
    const client = anonClient(server) as unknown as DivaClient;
    expect(await signInAdmin({ username: maya.email, password: maya.password }, client)).toEqual({ ok: false, reason: 'invalid' });
    expect((await client.auth.getSession()).data.session).toBeNull();
    expect(await signInAdmin({ username: admin.email, password: 'wrong' }, client)).toEqual({ ok: false, reason: 'invalid' });
    const ok = await signInAdmin({ username: admin.email, password: admin.password }, client);
    expect(ok.ok).toBe(true);
    expect(await fetchAdminSessionEnd(as(maya))).toBeNull();
  });
});

describe('the admin tabs', () => {
  it('overview, users, posts, events and presidents, each read as the admin', async () => {
    const post = (await amara.client.from('posts').insert({ user_id: amara.id, content: 'Hello admin' }).select('id').single()).data!;
    const overview = await fetchOverview(as(admin));
    expect(overview.stats).toMatchObject({ total_users: 3, total_posts: 1, posts_last_7_days: 1 });
    expect(overview.recentPosts[0]).toMatchObject({ content: 'Hello admin', author: { display_name: 'Amara Author' } });

    const found = await fetchUsers({ search: 'amara', page: 0 }, as(admin));
    expect(found.total).toBe(1);
    expect(found.rows[0].display_name).toBe('Amara Author');
    expect((await fetchUsers({ search: '%', page: 0 }, as(admin))).total).toBe(0); // wildcards are literal

    expect((await fetchPosts(0, as(admin))).rows.map((p) => p.id)).toEqual([post.id]);

    const event = (await maya.client.from('events').insert({ title: 'Mixer', date: '2099-01-01', time: '18:00', location: 'Online', type: 'online', created_by: maya.id }).select('id').single()).data!;
    expect((await fetchEvents(as(admin))).find((e) => e.id === event.id)?.approved).toBe(false);
    await approveEvent(event.id, 'Looks fine', as(admin));
    expect((await fetchEvents(as(admin))).find((e) => e.id === event.id)).toMatchObject({ approved: true });

    const application = (await maya.client.from('diva_presidents').insert({ user_id: maya.id, full_name: 'Maya Member', email: maya.email, role: 'president', chapter_id: 4 }).select('id').single()).data!;
    expect((await fetchPresidents(as(admin))).map((p) => p.id)).toContain(application.id);
    await approvePresident(application.id, 'Strong application', as(admin));
    expect((await fetchPresidents(as(admin))).find((p) => p.id === application.id)?.approved).toBe(true);
    await deletePresident(application.id, 'Stepped down', as(admin));
    expect((await fetchPresidents(as(admin))).map((p) => p.id)).not.toContain(application.id);
  });

  it('reports: removing the content and the audit trail of every action, newest first', async () => {
    const post = (await amara.client.from('posts').insert({ user_id: amara.id, content: 'Spammy' }).select('id').single()).data!;
    await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post.id, reason: 'spam' });
    const [report] = (await fetchOpenReports(as(admin))).filter((r) => r.target_id === post.id);
    expect(report).toMatchObject({ content: 'Spammy', author_name: 'Amara Author', reporter_name: 'Maya Member', reason: 'spam' });
    await resolveReport(report.id, 'remove', 'Spam', as(admin));
    expect(await fetchOpenReports(as(admin))).toEqual([]);

    const other = (await amara.client.from('posts').insert({ user_id: amara.id, content: 'Another' }).select('id').single()).data!;
    await deletePost(other.id, 'Off topic', as(admin));
    const doomed = await signUpMember(server, 'Doomed Member');
    await deleteUser(doomed.id, 'Duplicate account', as(admin));

    const audit = await fetchAuditLog(0, as(admin));
    expect(audit.rows.slice(0, 3).map((a) => [a.action, a.reason])).toEqual([
      ['delete_user', 'Duplicate account'],
      ['delete_post', 'Off topic'],
      ['remove_reported_content', 'Spam'],
    ]);
  });

  it('refuses a member every admin request, with the codes the portal reads as "no admin session"', async () => {
    const post = (await amara.client.from('posts').insert({ user_id: amara.id, content: 'Mine' }).select('id').single()).data!;
    await expect(deletePost(post.id, 'Trying', as(maya))).rejects.toMatchObject({ code: '42501' });
    await expect(fetchOverview(as(maya))).rejects.toBeInstanceOf(DataError);
    await expect(fetchPresidents(as(maya))).rejects.toMatchObject({ status: 401 });
    await expect(deleteUser(amara.id, 'Trying', as(maya))).rejects.toMatchObject({ status: 401 });
    expect((await fetchAuditLog(0, as(maya))).rows).toEqual([]);
  });
});
