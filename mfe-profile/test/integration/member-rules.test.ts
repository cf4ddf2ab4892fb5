// @vitest-environment node
/**
 * The profile area's own requests (its api/ folders) against a real local-supabase, as two members: each is
 * allowed for the owner and refused for the other, and the limits are refused by the database itself. Each test
 * arranges what it reads (a member of its own where it counts her rows), so any one runs alone or in any order.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addAchievement } from '../../src/features/achievements/api/add-achievement.ts';
import { deleteAchievement } from '../../src/features/achievements/api/delete-achievement.ts';
import { shareAchievement, shareFailureText } from '../../src/features/achievements/api/share-achievement.ts';
import { uploadAvatar } from '../../src/features/avatar/api/upload-avatar.ts';
import { changeConnection } from '../../src/features/connections/api/change-connection.ts';
import { fetchConnectionSummary } from '@diva/core';
import { startConversation } from '../../src/features/connections/api/start-conversation.ts';
import { fetchMyEvents } from '../../src/features/events/api/get-my-events.ts';
import { fetchProfile } from '../../src/features/profile/api/get-profile.ts';
import { updateProfile } from '../../src/features/profile/api/update-profile.ts';
import { addSkill } from '../../src/features/skills/api/add-skill.ts';
import { removeSkill } from '../../src/features/skills/api/remove-skill.ts';
import { type LocalSupabase, type Member, ok, refused, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Owner');
  bea = await signUpMember(server, 'Bea Other');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const codeOf = async (promise: Promise<unknown>): Promise<string | undefined> =>
  promise.then(
    () => 'ok',
    (error: { code?: string }) => error.code,
  );

describe('profile fields', () => {
  it('are saved by their owner and read back', async () => {
    const saved = await updateProfile({ userId: ada.id, changes: { bio: 'Founder of things', instagram_url: 'https://instagram.com/ada', company: null } }, ada.client);
    expect(saved).toMatchObject({ bio: 'Founder of things', instagram_url: 'https://instagram.com/ada', company: null });
  });

  it("are not changed by another member (row-level security matches no row)", async () => {
    await updateProfile({ userId: ada.id, changes: { bio: 'Founder of things' } }, ada.client);
    await expect(updateProfile({ userId: ada.id, changes: { bio: 'Hijacked' } }, bea.client)).rejects.toThrow('profile not updated');
    const row = ok(await serviceClient(server).from('profiles').select('bio').eq('user_id', ada.id).single());
    expect(row.bio).toBe('Founder of things');
  });

  it('are refused past the limits and for non-https links by the database (23514)', async () => {
    const over = { bio: 'x'.repeat(1001), display_name: 'x'.repeat(101), company: 'x'.repeat(201), role: 'x'.repeat(101), location: 'x'.repeat(101) };
    for (const [field, value] of Object.entries(over)) {
      refused(await ada.client.from('profiles').update({ [field]: value } as { bio: string }).eq('user_id', ada.id), '23514');
    }
    refused(await ada.client.from('profiles').update({ youtube_url: 'javascript:alert(1)' }).eq('user_id', ada.id), '23514');
    refused(await ada.client.from('profiles').update({ twitter_url: 'http://twitter.com/ada' }).eq('user_id', ada.id), '23514');
  });
});

describe('skills', () => {
  it('are added and removed by their owner', async () => {
    await addSkill({ userId: ada.id, kind: 'superpowers', value: 'Negotiation' }, ada.client);
    await addSkill({ userId: ada.id, kind: 'passions', value: 'Mentoring' }, ada.client);
    await addSkill({ userId: ada.id, kind: 'fuel', value: 'My daughters' }, ada.client);
    let view = await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client);
    expect(view!.skills).toEqual({ superpowers: ['Negotiation'], passions: ['Mentoring'], fuel: ['My daughters'] });
    await removeSkill({ userId: ada.id, kind: 'passions', value: 'Mentoring' }, ada.client);
    view = await fetchProfile({ userId: ada.id, viewerId: ada.id }, ada.client);
    expect(view!.skills.passions).toEqual([]);
  });

  it("are not added to or removed from another member's lists", async () => {
    const owner = await signUpMember(server, 'Ola Skills');
    await addSkill({ userId: owner.id, kind: 'superpowers', value: 'Negotiation' }, owner.client);
    expect(await codeOf(addSkill({ userId: owner.id, kind: 'superpowers', value: 'Forged' }, bea.client))).toBe('42501');
    await expect(removeSkill({ userId: owner.id, kind: 'superpowers', value: 'Negotiation' }, bea.client)).rejects.toThrow('superpower not removed');
    const view = await fetchProfile({ userId: owner.id, viewerId: owner.id }, owner.client);
    expect(view!.skills.superpowers).toEqual(['Negotiation']);
  });

  it('are refused over 200 characters by the database (23514)', async () => {
    expect(await codeOf(addSkill({ userId: ada.id, kind: 'fuel', value: 'x'.repeat(201) }, ada.client))).toBe('23514');
  });
});

describe('achievements', () => {
  it('are added, shared once as a flagged post and deleted by their owner', async () => {
    const ada = await signUpMember(server, 'Ada Achiever');
    const added = await addAchievement(
      { userId: ada.id, achievement: { category: 'New Clients', title: 'Signed Acme', description: 'Our biggest client yet', date_achieved: '2025-04-05' } },
      ada.client,
    );
    expect(added).toMatchObject({ title: 'Signed Acme', shared_to_community: false, post_id: null, date_achieved: '2025-04-05' });
    const post = await shareAchievement({ achievementId: added.id }, ada.client);
    expect(post.content).toBe('Exciting news! I just achieved: Signed Acme in New Clients\n\nOur biggest client yet');
    expect(await codeOf(shareAchievement({ achievementId: added.id }, ada.client))).toBe('23514');
    const view = await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client);
    expect(view!.achievements[0]).toMatchObject({ id: added.id, shared_to_community: true, post_id: post.id });
    expect(view!.posts[0]).toMatchObject({ id: post.id, isAchievement: true });
    await deleteAchievement({ achievementId: added.id }, ada.client);
    expect((await fetchProfile({ userId: ada.id, viewerId: ada.id }, ada.client))!.achievements).toEqual([]);
  });

  it("say 'Failed to update achievement' when the achievement refuses the link (shared or deleted meanwhile), and nothing is posted", async () => {
    const ada = await signUpMember(server, 'Ada Sharer');
    const added = await addAchievement({ userId: ada.id, achievement: { category: 'Fundraisers', title: 'Gala night', date_achieved: '2025-06-01' } }, ada.client);
    await shareAchievement({ achievementId: added.id }, ada.client); // from another tab
    const postCount = async () => (await ada.client.from('posts').select('id', { count: 'exact', head: true }).eq('user_id', ada.id)).count;
    const postsBefore = await postCount();
    const again = await shareAchievement({ achievementId: added.id }, ada.client).catch((e: unknown) => e);
    expect(shareFailureText(again)).toBe('Failed to update achievement');
    await deleteAchievement({ achievementId: added.id }, ada.client);
    const gone = await shareAchievement({ achievementId: added.id }, ada.client).catch((e: unknown) => e);
    expect(shareFailureText(gone)).toBe('Failed to update achievement');
    expect(await postCount()).toBe(postsBefore);
    expect(shareFailureText(new TypeError('Failed to fetch'))).toBe('Failed to share achievement');
  });

  it("are not added for, shared, changed or deleted by another member", async () => {
    const ada = await signUpMember(server, 'Ada Podcaster');
    const mine = await addAchievement({ userId: ada.id, achievement: { category: 'Appearances', title: 'Podcast', date_achieved: '2025-05-06' } }, ada.client);
    expect(
      await codeOf(addAchievement({ userId: ada.id, achievement: { category: 'Appearances', title: 'Forged', date_achieved: '2025-05-06' } }, bea.client)),
    ).toBe('42501');
    // share_achievement finds only the caller's own achievements.
    expect(await codeOf(shareAchievement({ achievementId: mine.id }, bea.client))).toBe('PT404');
    const changed = await bea.client.from('user_achievements').update({ title: 'Hijacked' }).eq('id', mine.id).select('id');
    expect(ok(changed)).toEqual([]);
    await expect(deleteAchievement({ achievementId: mine.id }, bea.client)).rejects.toThrow('achievement not deleted');
    const view = await fetchProfile({ userId: ada.id, viewerId: ada.id }, ada.client);
    expect(view!.achievements).toMatchObject([{ id: mine.id, title: 'Podcast', shared_to_community: false }]);
  });

  it('are refused without a known category or a title by the database (23514)', async () => {
    refused(await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Lottery', title: 'Won' }), '23514');
    refused(await ada.client.from('user_achievements').insert({ user_id: ada.id, category: 'Appearances', title: '   ' }), '23514');
  });
});

describe('avatar', () => {
  const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], { type: 'image/png' });

  it('is uploaded to avatars/{userId}/avatar.{ext}, overwritten, and saved as avatar_url with a fresh version', async () => {
    const first = await uploadAvatar({ userId: ada.id, image: png(), version: 1 }, ada.client);
    const second = await uploadAvatar({ userId: ada.id, image: png(), version: 2 }, ada.client);
    expect(first).toMatch(new RegExp(`/storage/v1/object/public/avatars/${ada.id}/avatar\\.png\\?v=1$`));
    expect(second).toMatch(/\?v=2$/);
    const response = await fetch(second);
    expect(response.status).toBe(200);
    const view = await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client);
    expect(view!.profile.avatar_url).toBe(second);
  });

  it("is not uploaded into another member's folder (403)", async () => {
    await uploadAvatar({ userId: ada.id, image: png(), version: 2 }, ada.client);
    const result = await bea.client.storage.from('avatars').upload(`${ada.id}/avatar.png`, png(), { upsert: true, contentType: 'image/png' });
    expect(result.error).not.toBeNull();
    await expect(uploadAvatar({ userId: ada.id, image: png(), version: 3 }, bea.client)).rejects.toBeTruthy();
    const view = await fetchProfile({ userId: ada.id, viewerId: ada.id }, ada.client);
    expect(view!.profile.avatar_url).toMatch(/\?v=2$/);
  });
});

describe('connections and messages', () => {
  it('requests a connection once, answers, removes; the summary and the saved flag follow', async () => {
    expect(await changeConnection(ada.id, { kind: 'request', message: '  Hello Ada  ' }, bea.client)).toBe('sent');
    expect(await changeConnection(ada.id, { kind: 'request' }, bea.client)).toBe('already-sent');
    expect(await changeConnection(bea.id, { kind: 'request' }, ada.client)).toBe('already-sent');
    const pending = await fetchConnectionSummary({ memberId: ada.id }, bea.client);
    expect(pending).toMatchObject({ status: 'requested', connections: 0 });
    // Only the recipient answers; the requester's try is an error in words.
    await expect(changeConnection(ada.id, { kind: 'answer', requestId: pending.request_id!, status: 'approved' }, bea.client)).rejects.toThrow(/not waiting for your answer/);
    await changeConnection(bea.id, { kind: 'answer', requestId: pending.request_id!, status: 'approved' }, ada.client);
    expect(await fetchConnectionSummary({ memberId: ada.id }, bea.client)).toMatchObject({ status: 'connected', connections: 1 });
    expect((await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client))!.connectionSaved).toBe(true);
    await changeConnection(bea.id, { kind: 'delete', requestId: pending.request_id! }, ada.client);
    expect(await fetchConnectionSummary({ memberId: bea.id }, ada.client)).toMatchObject({ status: 'none', connections: 0 });
    expect((await fetchProfile({ userId: ada.id, viewerId: bea.id }, bea.client))!.connectionSaved).toBe(false);
  });

  it('refuses a request to herself (23514) and a message over 500 characters before sending', async () => {
    expect(await codeOf(changeConnection(bea.id, { kind: 'request' }, bea.client))).toBe('23514');
    await expect(changeConnection(ada.id, { kind: 'request', message: 'm'.repeat(501) }, bea.client)).rejects.toThrow();
  });

  it('finds or creates the one conversation of the pair from either side', async () => {
    const first = await startConversation({ otherUserId: ada.id }, bea.client);
    expect(await startConversation({ otherUserId: bea.id }, ada.client)).toBe(first);
  });
});

describe('My Events', () => {
  it('lists the events she attends from today on, soonest first, and none to a third member', async () => {
    const service = serviceClient(server);
    const make = (title: string, date: string) =>
      service.from('events').insert({ title, date, time: '18:00', location: 'Online', type: 'online', created_by: bea.id, approved: true }).select('id').single();
    const later = ok(await make('Later summit', '2099-06-01'));
    const sooner = ok(await make('Sooner meetup', '2099-01-01'));
    const past = ok(await make('Past gala', '2001-01-01'));
    for (const event of [later, sooner, past]) {
      await server.db.query(`insert into public.event_rsvps (event_id, user_id, status) values ($1, $2, 'attending')`, [event.id, ada.id]);
    }
    const mine = await fetchMyEvents({ userId: ada.id, today: '2026-01-01' }, ada.client);
    expect(mine.map((event) => event.title)).toEqual(['Sooner meetup', 'Later summit']);
    // A third member sees none of Ada's RSVPs (Bea, who created the events, may see their attendees).
    const cara = await signUpMember(server, 'Cara Third');
    expect(await fetchMyEvents({ userId: ada.id, today: '2026-01-01' }, cara.client)).toEqual([]);
  });
});
