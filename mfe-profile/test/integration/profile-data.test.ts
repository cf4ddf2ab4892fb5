// @vitest-environment node
/** The whole profile in one request, against a real local-supabase, as two members. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchProfile } from '../../src/features/profile/api/get-profile.ts';
import { type LocalSupabase, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Profile');
  bea = await signUpMember(server, 'Bea Visitor');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('reading a profile', () => {
  it('gives fields, skills, achievements, connection state and 5 newest posts with like state in one request', async () => {
    await server.db.query(
      `insert into public.posts (user_id, content, created_at)
       select $1, 'Post ' || n, now() - interval '1 day' + n * interval '1 minute' from generate_series(1, 8) as n`,
      [ada.id],
    );
    await server.db.query(
      `insert into public.user_superpowers (user_id, superpower, created_at)
       select $1, 'Power ' || n, now() - interval '1 hour' + n * interval '1 minute' from generate_series(1, 7) as n`,
      [ada.id],
    );
    ok(await ada.client.from('user_passions').insert({ user_id: ada.id, passion: 'Mentoring' }));
    ok(await ada.client.from('user_fuel').insert({ user_id: ada.id, fuel: 'Family' }));
    const old = ok(
      await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Appearances', title: 'Keynote', date_achieved: '2025-01-02' }).select('id').single(),
    );
    const recent = ok(
      await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Business Deals', title: 'Big deal', date_achieved: '2025-03-04' }).select('id').single(),
    );
    const shared = ok(await ada.client.rpc('share_achievement', { achievement_id: recent.id })) as { id: string };
    ok(await bea.client.from('post_likes').insert({ post_id: shared.id, user_id: bea.id }));
    const request = ok(await bea.client.from('connection_requests').insert({ requester_id: bea.id, requested_id: ada.id }).select('id').single());
    ok(await ada.client.from('connection_requests').update({ status: 'approved' }).eq('id', request.id));

    const before = bea.restRequests();
    const view = await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client);
    expect(bea.restRequests() - before).toBe(1);

    expect(view!.profile).toMatchObject({ user_id: ada.id, display_name: 'Ada Profile', avatar_url: null });
    expect(view!.skills.superpowers).toEqual(['Power 7', 'Power 6', 'Power 5', 'Power 4', 'Power 3', 'Power 2', 'Power 1']);
    expect(view!.skills).toMatchObject({ passions: ['Mentoring'], fuel: ['Family'] });
    expect(view!.achievements.map((a) => a.id)).toEqual([recent.id, old.id]);
    expect(view!.achievements[0]).toMatchObject({ shared_to_community: true, post_id: shared.id });
    expect(view!.connectionSaved).toBe(true);
    expect(view!.posts).toHaveLength(5);
    expect(view!.posts[0]).toMatchObject({
      id: shared.id,
      content: 'Exciting news! I just achieved: Big deal in Business Deals',
      isLiked: true,
      isAchievement: true,
      likes_count: 1,
    });
    expect(view!.posts.slice(1).map((p) => p.content)).toEqual(['Post 8', 'Post 7', 'Post 6', 'Post 5']);
    expect(view!.posts.slice(1).every((p) => !p.isLiked && !p.isAchievement)).toBe(true);

    // Her own view: not connected to herself, and Bea's like is not hers.
    const own = await fetchProfile({ userId: ada.id, viewerId: ada.id }, ada.client);
    expect(own!.connectionSaved).toBe(false);
    expect(own!.posts[0]!.isLiked).toBe(false);
  });

  it('answers null for a member who does not exist', async () => {
    expect(await fetchProfile({ userId: '00000000-0000-4000-8000-000000000000', viewerId: bea.id }, bea.client)).toBeNull();
  });
});
