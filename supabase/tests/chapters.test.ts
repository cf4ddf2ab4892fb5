/** Chapters are public; presidents keep their chapter's page up to date; members join and leave. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, approveLeader, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let admin: Member;
let keisha: Member; // president of chapter 1
let maya: Member;
let amara: Member;

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  await approveLeader(admin, keisha, 'president', 1);
});
afterAll(async () => {
  await server?.stop();
});

const memberCount = async (id: number) => ok(await maya.client.from('chapters').select('member_count').eq('id', id).single()).member_count;

describe('chapters', () => {
  it('lists the 26 chapters to anyone, signed in or not', async () => {
    const rows = ok(await anonClient(server).from('chapters').select('id, name, location, status, president_name').order('id'));
    expect(rows.map((r) => r.id)).toEqual(Array.from({ length: 26 }, (_, i) => i + 1));
    expect(rows[0]).toMatchObject({ name: 'Atlanta Divas', location: 'Atlanta, GA', status: 'active' });
    expect(ok(await maya.client.from('chapters').select('id'))).toHaveLength(26);
  });

  it('cannot be changed by anon or ordinary members', async () => {
    refused(await anonClient(server).from('chapters').update({ description: 'x' }).eq('id', 1), '42501');
    noRows(await maya.client.from('chapters').update({ description: 'Hijacked' }).eq('id', 1).select());
    refused(await maya.client.from('chapters').insert({ id: 27, name: 'New', slug: 'new', location: 'Here' } as never), '42501');
    refused(await maya.client.from('chapters').delete().eq('id', 1), '42501');
  });

  it("lets the president update her own chapter's page, not another chapter's", async () => {
    const [c] = ok(
      await keisha.client.from('chapters').update({ next_event: 'Spring Mixer', next_event_date: '2099-04-01' }).eq('id', 1).select('next_event, next_event_date'),
    );
    expect(c).toEqual({ next_event: 'Spring Mixer', next_event_date: '2099-04-01' });
    noRows(await keisha.client.from('chapters').update({ next_event: 'Takeover' }).eq('id', 2).select());
    ok(await admin.client.from('chapters').update({ description: 'Updated by the admin' }).eq('id', 2));
  });

  it('keeps the member count out of clients hands', async () => {
    refused(await keisha.client.from('chapters').update({ member_count: 500 } as never).eq('id', 1), '42501');
  });
});

describe('chapter membership', () => {
  it('lets a member join and leave, the database keeping member_count', async () => {
    const before = await memberCount(1);
    ok(await maya.client.from('chapter_members').insert({ chapter_id: 1, user_id: maya.id }));
    ok(await amara.client.from('chapter_members').insert({ chapter_id: 1, user_id: amara.id }));
    expect(await memberCount(1)).toBe(before + 2);
    refused(await maya.client.from('chapter_members').insert({ chapter_id: 1, user_id: maya.id }), '23505');
    ok(await amara.client.from('chapter_members').delete().eq('chapter_id', 1).eq('user_id', amara.id));
    expect(await memberCount(1)).toBe(before + 1);
  });

  it("refuses joining for someone else or removing someone else's membership", async () => {
    refused(await maya.client.from('chapter_members').insert({ chapter_id: 2, user_id: amara.id }), '42501');
    noRows(await amara.client.from('chapter_members').delete().eq('user_id', maya.id).select());
    refused(await maya.client.from('chapter_members').insert({ chapter_id: 99, user_id: maya.id }), '23503');
  });

  it('shows chapter members with their profiles to members, not to anon', async () => {
    const rows = ok(await keisha.client.from('chapter_members').select('user_id, profiles(display_name)').eq('chapter_id', 1));
    expect(rows.map((r) => r.profiles?.display_name)).toContain('Maya');
    refused(await anonClient(server).from('chapter_members').select('*'), '42501');
  });

  it('lets the admin remove a membership', async () => {
    expect(ok(await admin.client.from('chapter_members').delete().eq('chapter_id', 1).eq('user_id', maya.id).select('user_id'))).toHaveLength(1);
  });
});
