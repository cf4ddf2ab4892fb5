/** The admin's Users table and suspend / restore: admin-only functions, Auth's ban, audited. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

interface UserRow {
  user_id: string;
  display_name: string;
  email: string;
  role: string;
  created_at: string;
  last_sign_in_at: string | null;
  suspended: boolean;
}
interface UsersPage {
  total: number;
  rows: UserRow[];
}

let server: LocalSupabase;
let admin: Member;
let maya: Member;
let amara: Member;

const users = async (member: Member, search = '', page = 0) =>
  ok(await member.client.rpc('admin_users', { search, page })) as unknown as UsersPage;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Quill');
  amara = await signUpMember(server, 'Amara Stone');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
});
afterAll(async () => {
  await server?.stop();
});

describe('admin_users', () => {
  it('lists members with e-mail, role, join date and last sign-in, searched by name or e-mail', async () => {
    const all = await users(admin);
    expect(all.total).toBeGreaterThanOrEqual(3);
    const row = all.rows.find((r) => r.user_id === maya.id)!;
    expect(row).toMatchObject({ email: maya.email, role: 'member', suspended: false, display_name: 'Maya Quill' });
    expect(Date.parse(row.created_at)).toBeGreaterThan(0);
    expect(Date.parse(row.last_sign_in_at!)).toBeGreaterThan(0);
    expect(all.rows.find((r) => r.user_id === admin.id)!.role).toBe('admin');
    expect((await users(admin, 'quill')).rows.map((r) => r.user_id)).toEqual([maya.id]);
    expect((await users(admin, amara.email.slice(0, 8))).rows.map((r) => r.user_id)).toContain(amara.id);
    // Wildcards are text.
    expect((await users(admin, '%')).total).toBe(0);
  });

  it('refuses a member who is not the admin', async () => {
    refused(await maya.client.rpc('admin_users', { search: '', page: 0 }), '42501');
    refused(await anonClient(server).rpc('admin_users', { search: '', page: 0 }), '42501');
  });
});

describe('admin_set_suspended', () => {
  it('suspends a member with Auth\'s ban so she cannot sign in, audited; restoring lets her in again', async () => {
    ok(await admin.client.rpc('admin_set_suspended', { target: amara.id, suspended: true, reason: 'Spam to many members' }));
    const signIn = await anonClient(server).auth.signInWithPassword({ email: amara.email, password: amara.password });
    expect(signIn.error?.message).toMatch(/banned/i);
    expect((await users(admin, 'amara')).rows[0]!.suspended).toBe(true);
    // Her existing session cannot be refreshed either.
    expect((await amara.client.auth.refreshSession()).error?.message).toMatch(/banned/i);

    ok(await admin.client.rpc('admin_set_suspended', { target: amara.id, suspended: false, reason: 'Appeal accepted' }));
    const again = await anonClient(server).auth.signInWithPassword({ email: amara.email, password: amara.password });
    expect(again.error).toBeNull();
    expect((await users(admin, 'amara')).rows[0]!.suspended).toBe(false);

    const log = ok(await admin.client.from('admin_audit_log').select('action, target_id, target_label, reason, actor_id').eq('target_id', amara.id).order('id'));
    expect(log).toEqual([
      { action: 'suspend_user', target_id: amara.id, target_label: 'Amara Stone', reason: 'Spam to many members', actor_id: admin.id },
      { action: 'restore_user', target_id: amara.id, target_label: 'Amara Stone', reason: 'Appeal accepted', actor_id: admin.id },
    ]);
  });

  it('refuses a member who is not the admin, the admin herself, a missing reason and an unknown member', async () => {
    refused(await maya.client.rpc('admin_set_suspended', { target: amara.id, suspended: true, reason: 'I do not like her' }), '42501');
    refused(await admin.client.rpc('admin_set_suspended', { target: admin.id, suspended: true, reason: 'Testing myself' }), '42501');
    refused(await admin.client.rpc('admin_set_suspended', { target: maya.id, suspended: true, reason: '' }), '23514');
    refused(await admin.client.rpc('admin_set_suspended', { target: '00000000-0000-4000-8000-000000000999', suspended: true, reason: 'Nobody here' }), 'P0002');
    // Nothing happened to Maya.
    expect((await users(admin, 'quill')).rows[0]!.suspended).toBe(false);
  });
});
