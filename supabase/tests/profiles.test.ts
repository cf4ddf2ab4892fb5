/** Profiles: created for each new account, readable by members, editable only by their owner, deletable by the admin. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TablesUpdate } from '../types/database.ts';
import { anonClient, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signIn, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let admin: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Thompson');
  amara = await signUpMember(server, 'Amara Okafor');
  admin = await makeAdmin(server, await signUpMember(server, 'Grace Admin'));
});
afterAll(async () => {
  await server?.stop();
});

describe('profile creation', () => {
  it('creates a profile for a new account with the display name from sign-up', async () => {
    const profile = ok(await maya.client.from('profiles').select('*').eq('user_id', maya.id).single());
    expect(profile.display_name).toBe('Maya Thompson');
    expect(profile.bio).toBeNull();
  });

  it('falls back to the part of the email before the at-sign', async () => {
    const c = anonClient(server);
    const email = `jo.ann.${process.pid}@example.com`;
    const { data, error } = await c.auth.signUp({ email, password: 'password123' });
    expect(error).toBeNull();
    const profile = ok(await c.from('profiles').select('display_name').eq('user_id', data.user!.id).single());
    expect(profile.display_name).toBe(`jo.ann.${process.pid}`);
  });

  it('survives a blank display name in the metadata', async () => {
    const c = anonClient(server);
    const email = `blank.${process.pid}@example.com`;
    const { data, error } = await c.auth.signUp({ email, password: 'password123', options: { data: { display_name: ' \n ' } } });
    expect(error).toBeNull();
    const profile = ok(await c.from('profiles').select('display_name').eq('user_id', data.user!.id).single());
    expect(profile.display_name).toBe(`blank.${process.pid}`);
  });
});

describe('reading', () => {
  it('lets every signed-in member read all profiles', async () => {
    const rows = ok(await amara.client.from('profiles').select('user_id, display_name').in('user_id', [maya.id, amara.id]));
    expect(rows.map((r) => r.display_name).sort()).toEqual(['Amara Okafor', 'Maya Thompson']);
  });

  it('shows anon nothing (401, permission denied)', async () => {
    const r = await anonClient(server).from('profiles').select('*');
    refused(r, '42501');
    expect(r.status).toBe(401);
  });
});

describe('editing', () => {
  it('lets a member edit her own profile, social links included', async () => {
    const updated = ok(
      await maya.client
        .from('profiles')
        .update({ bio: 'Marketing consultant', company: 'Thompson Growth', linkedin_url: 'https://www.linkedin.com/in/maya' })
        .eq('user_id', maya.id)
        .select('bio, company, linkedin_url'),
    );
    expect(updated).toEqual([{ bio: 'Marketing consultant', company: 'Thompson Growth', linkedin_url: 'https://www.linkedin.com/in/maya' }]);
  });

  it("does not let her edit someone else's profile (no row matches)", async () => {
    noRows(await maya.client.from('profiles').update({ bio: 'hacked' }).eq('user_id', amara.id).select());
    const amaraRow = ok(await amara.client.from('profiles').select('bio').eq('user_id', amara.id).single());
    expect(amaraRow.bio).toBeNull();
  });

  it('refuses to move a profile to another account (user_id is not writable)', async () => {
    refused(await maya.client.from('profiles').update({ user_id: amara.id } as never).eq('user_id', maya.id), '42501');
  });

  it('refuses a second profile and profiles for others', async () => {
    refused(await maya.client.from('profiles').insert({ user_id: amara.id, display_name: 'Fake' }), '42501');
    refused(await maya.client.from('profiles').insert({ user_id: maya.id, display_name: 'Twin' }), '23505');
  });

  it.each([
    ['bio', 1000],
    ['display_name', 100],
    ['company', 200],
    ['role', 100],
    ['location', 100],
  ] as const)('enforces the %s limit of %i characters', async (column, max) => {
    const patch = (length: number) => ({ [column]: 'a'.repeat(length) }) as TablesUpdate<'profiles'>;
    ok(await maya.client.from('profiles').update(patch(max)).eq('user_id', maya.id));
    refused(await maya.client.from('profiles').update(patch(max + 1)).eq('user_id', maya.id), '23514');
  });

  it('refuses links that are not web addresses', async () => {
    refused(await maya.client.from('profiles').update({ instagram_url: 'javascript:alert(1)' }).eq('user_id', maya.id), '23514');
  });
});

describe('deleting members', () => {
  it('is refused to members (no row matches)', async () => {
    noRows(await maya.client.from('profiles').delete().eq('user_id', amara.id).select());
  });

  it('lets the admin delete a member, account included', async () => {
    const doomed = await signUpMember(server, 'Doomed Member');
    const deleted = ok(await admin.client.from('profiles').delete().eq('user_id', doomed.id).select('user_id'));
    expect(deleted).toEqual([{ user_id: doomed.id }]);
    await expect(signIn(server, doomed.email, doomed.password)).rejects.toThrow(/Invalid login credentials/);
    const [row] = (await server.db.query<{ n: number }>('select count(*)::int as n from auth.users where id = $1', [doomed.id])).rows;
    expect(row.n).toBe(0);
  });
});
