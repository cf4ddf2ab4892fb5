// @vitest-environment node
/** The integration helpers against a real local-supabase with the seed: members, the demo roles, the expectations. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonClient,
  DEMO_CHAPTERS,
  type LocalSupabase,
  noRows,
  ok,
  refused,
  signInAdmin,
  signInDemo,
  signInModerator,
  signInPresident,
  signUpMember,
  startTestServer,
} from '../src/backend/index.ts';

let server: LocalSupabase;

beforeAll(async () => {
  server = await startTestServer({ seed: true });
}, 120_000);
afterAll(async () => {
  await server?.stop();
});

describe('members', () => {
  it('signs up a new member through the Auth API, signed in, with her profile, and counts her REST requests', async () => {
    const ada = await signUpMember(server, 'Ada Helper');
    const other = await signUpMember(server, 'Ada Helper');
    expect(ada.email).not.toBe(other.email);
    expect(ada.restRequests()).toBe(0);
    const [profile] = ok(await ada.client.from('profiles').select('user_id, display_name').eq('user_id', ada.id));
    expect(profile).toEqual({ user_id: ada.id, display_name: 'Ada Helper' });
    expect(ada.restRequests()).toBe(1);
  });

  it('gives anon the chapters and refuses her the profiles', async () => {
    expect(ok(await anonClient(server).from('chapters').select('id')).length).toBeGreaterThan(0);
    refused(await anonClient(server).from('profiles').select('user_id'), '42501');
  });
});

describe('the demo accounts of the seed', () => {
  it('signs in the admin, who may read the admin figures that a member may not', async () => {
    const admin = await signInAdmin(server);
    expect(admin.name).toBe('Grace Whitfield');
    expect(ok(await admin.client.rpc('admin_dashboard_stats'))[0]!.total_users).toBeGreaterThanOrEqual(14);
    const maya = await signInDemo(server, 'member');
    refused(await maya.client.rpc('admin_dashboard_stats'), '42501');
  });

  it("signs in a president, who sees her chapter's figures, and the moderator, who sees the network's", async () => {
    const president = await signInPresident(server);
    expect(ok(await president.client.rpc('president_dashboard_stats'))[0]).toMatchObject({ scope: 'chapter', chapter_id: DEMO_CHAPTERS.president });
    const moderator = await signInModerator(server);
    expect(moderator.name).toBe('Naomi Brooks');
    expect(ok(await moderator.client.rpc('president_dashboard_stats'))[0]!.scope).toBe('network');
  });

  it("expects nothing touched when row-level security hides another member's row", async () => {
    const maya = await signInDemo(server, 'member');
    const amara = await signUpMember(server, 'Amara Test');
    noRows(await amara.client.from('posts').update({ content: 'Hijacked' }).eq('user_id', maya.id).select('id'));
  });
});
