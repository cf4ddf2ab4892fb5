/**
 * The admin, chapter presidents and the moderator: applications, approvals (unique per chapter / network),
 * the admin role's origin, and the dashboard figures.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveLeader, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signIn, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let admin: Member;
let maya: Member;
let amara: Member;
let naomi: Member; // becomes the approved moderator below

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeAdmin(server, await signUpMember(server, 'Grace Admin'));
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
});
afterAll(async () => {
  await server?.stop();
});

const apply = (m: Member, role: 'president' | 'moderator', chapter_id: number | null, extra: Record<string, unknown> = {}) =>
  m.client
    .from('diva_presidents')
    .insert({ user_id: m.id, full_name: m.name, email: m.email, role, chapter_id, ...extra })
    .select()
    .single();

describe('the admin role', () => {
  it('comes from app_metadata, which a member cannot set herself', async () => {
    const eve = await signUpMember(server, 'Eve');
    const { data, error } = await eve.client.auth.updateUser({ data: { role: 'admin' } });
    expect(error).toBeNull();
    expect(data.user?.app_metadata.role).toBeUndefined();
    const fresh = await signIn(server, eve.email, eve.password);
    refused(await fresh.rpc('admin_dashboard_stats'), '42501');
  });

  it('opens the admin figures', async () => {
    const [stats] = ok(await admin.client.rpc('admin_dashboard_stats'));
    expect(stats.total_users).toBeGreaterThanOrEqual(3);
    expect(stats).toHaveProperty('connections_made');
    expect(stats).toHaveProperty('total_posts');
    expect(stats).toHaveProperty('posts_last_7_days');
    refused(await maya.client.rpc('admin_dashboard_stats'), '42501');
  });
});

describe('applications', () => {
  it('are made by a member for herself, always unapproved, with the chapter name filled in', async () => {
    const a = ok(await apply(maya, 'president', 3, { approved: true, chapter_name: 'Made up' }));
    expect(a).toMatchObject({ approved: false, approved_at: null, chapter_id: 3, chapter_name: 'Boston Divas' });
    refused(await amara.client.from('diva_presidents').insert({ user_id: maya.id, full_name: 'x', email: 'x@example.com', role: 'moderator' }), '42501');
    refused(await apply(maya, 'moderator', null), '23505');
  });

  it('need a chapter 1-26 for a president and none for the moderator', async () => {
    const m = await signUpMember(server, 'Applicant');
    refused(await apply(m, 'president', null), '23514');
    refused(await apply(m, 'president', 27), '23503');
    refused(await apply(m, 'moderator', 4), '23514');
    refused(await apply(m, 'treasurer' as never, null), '23514');
  });

  it('are seen by the applicant, the admin and the moderator; approved leaders by every member', async () => {
    const [own] = ok(await maya.client.from('diva_presidents').select('id, approved').eq('user_id', maya.id));
    expect(own.approved).toBe(false);
    expect(ok(await amara.client.from('diva_presidents').select('id').eq('user_id', maya.id))).toEqual([]);
    expect(ok(await admin.client.from('diva_presidents').select('id').eq('user_id', maya.id))).toHaveLength(1);
  });

  it('cannot be approved by the applicant or another member', async () => {
    noRows(await maya.client.from('diva_presidents').update({ approved: true }).eq('user_id', maya.id).select());
    noRows(await amara.client.from('diva_presidents').update({ approved: true }).eq('user_id', maya.id).select());
  });

  it('are approved by the admin (approval time set, applicant notified) and then public', async () => {
    const [a] = ok(await admin.client.from('diva_presidents').update({ approved: true }).eq('user_id', maya.id).select('approved, approved_at'));
    expect(a.approved).toBe(true);
    expect(a.approved_at).not.toBeNull();
    const [note] = ok(await maya.client.from('notifications').select('type, message').eq('type', 'application_approved'));
    expect(note.message).toBe('You are now the president of Boston Divas.');
    expect(ok(await amara.client.from('diva_presidents').select('user_id').eq('approved', true))).toEqual([{ user_id: maya.id }]);
  });

  it('allow one approved president per chapter and one approved moderator', async () => {
    const rival = await signUpMember(server, 'Rival');
    const r = ok(await apply(rival, 'president', 3));
    refused(await admin.client.from('diva_presidents').update({ approved: true }).eq('id', r.id), '23505');

    naomi = await signUpMember(server, 'Naomi');
    await approveLeader(admin, naomi, 'moderator');
    const second = await signUpMember(server, 'Second Moderator');
    const s = ok(await apply(second, 'moderator', null));
    refused(await admin.client.from('diva_presidents').update({ approved: true }).eq('id', s.id), '23505');
  });
});

describe('the moderator', () => {
  it('approves and rejects president applications', async () => {
    const p = await signUpMember(server, 'Chicago Hopeful');
    const app = ok(await apply(p, 'president', 5));
    expect(ok(await naomi.client.from('diva_presidents').select('id').eq('id', app.id))).toHaveLength(1);
    const [approved] = ok(await naomi.client.from('diva_presidents').update({ approved: true }).eq('id', app.id).select('approved'));
    expect(approved.approved).toBe(true);

    const q = await signUpMember(server, 'Denver Hopeful');
    const rejected = ok(await apply(q, 'president', 7));
    expect(ok(await naomi.client.from('diva_presidents').delete().eq('id', rejected.id).select('id'))).toHaveLength(1);
  });

  it('sees network-wide figures', async () => {
    const [stats] = ok(await naomi.client.rpc('president_dashboard_stats'));
    expect(stats.scope).toBe('network');
    const [{ n }] = (await server.db.query<{ n: number }>('select count(*)::int as n from profiles')).rows;
    expect(stats.members).toBe(n);
  });
});

describe('presidents', () => {
  it("see their own chapter's figures", async () => {
    ok(await maya.client.from('chapter_members').insert({ chapter_id: 3, user_id: maya.id }));
    ok(await amara.client.from('chapter_members').insert({ chapter_id: 3, user_id: amara.id }));
    const [stats] = ok(await maya.client.rpc('president_dashboard_stats'));
    expect(stats).toMatchObject({ scope: 'chapter', chapter_id: 3, chapter_name: 'Boston Divas', members: 2, events: 0, rsvps: 0, connections: 0 });
  });

  it('figures are refused to ordinary members', async () => {
    const plain = await signUpMember(server, 'Plain');
    refused(await plain.client.rpc('president_dashboard_stats'), '42501');
  });

  it('applicants may withdraw; the admin deletes any application', async () => {
    const w = await signUpMember(server, 'Withdrawer');
    const a = ok(await apply(w, 'president', 9));
    expect(ok(await w.client.from('diva_presidents').delete().eq('id', a.id).select('id'))).toHaveLength(1);
    const d = await signUpMember(server, 'Deleted');
    const b = ok(await apply(d, 'president', 10));
    noRows(await amara.client.from('diva_presidents').delete().eq('id', b.id).select());
    expect(ok(await admin.client.from('diva_presidents').delete().eq('id', b.id).select('id'))).toHaveLength(1);
  });
});
