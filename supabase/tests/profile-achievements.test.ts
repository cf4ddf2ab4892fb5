/** Profiles: the shared flag of an achievement is the database's to set (it follows the link to its post). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LocalSupabase, type Member, ok, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
});
afterAll(async () => {
  await server?.stop();
});

const newAchievement = async (member: Member, fields: { shared_to_community?: boolean } = {}) =>
  ok(
    await member.client
      .from('user_achievements')
      .insert({ user_id: member.id, category: 'Appearances', title: 'Panel', ...fields })
      .select('id, shared_to_community, post_id')
      .single(),
  );

describe('the shared flag of an achievement', () => {
  it('cannot be set by a client without a post', async () => {
    const forged = await newAchievement(maya, { shared_to_community: true });
    expect(forged).toMatchObject({ shared_to_community: false, post_id: null });
    const updated = ok(
      await maya.client.from('user_achievements').update({ shared_to_community: true }).eq('id', forged.id).select('shared_to_community').single(),
    );
    expect(updated.shared_to_community).toBe(false);
  });

  it('is set by share_achievement, cannot be cleared while linked, and follows the post when it is deleted', async () => {
    const achievement = await newAchievement(maya);
    const post = ok(await maya.client.rpc('share_achievement', { achievement_id: achievement.id }));
    const cleared = ok(
      await maya.client.from('user_achievements').update({ shared_to_community: false }).eq('id', achievement.id).select('shared_to_community, post_id').single(),
    );
    expect(cleared).toEqual({ shared_to_community: true, post_id: post.id });
    // Another member sees it as shared (the feed's flag and the profile's "Shared").
    const seen = ok(await amara.client.from('user_achievements').select('shared_to_community, post_id').eq('id', achievement.id).single());
    expect(seen).toEqual({ shared_to_community: true, post_id: post.id });

    ok(await maya.client.from('posts').delete().eq('id', post.id));
    const after = ok(await amara.client.from('user_achievements').select('shared_to_community, post_id').eq('id', achievement.id).single());
    expect(after).toEqual({ shared_to_community: false, post_id: null });
    // Shareable again, once.
    ok(await maya.client.rpc('share_achievement', { achievement_id: achievement.id }));
  });
});
