// @vitest-environment node
/** The header popover's request against a real local-supabase: what a member blocked stays out of it. */
import { type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fetchRecentConversations } from '../src/features/messages-popover/api/get-recent-conversations.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;

const converse = async (from: Member, to: Member, content: string) => {
  const { data, error } = await from.client.rpc('get_or_create_conversation', { other_user_id: to.id });
  if (error) throw error;
  const sent = await from.client.from('messages').insert({ conversation_id: data.id, sender_id: from.id, content });
  if (sent.error) throw sent.error;
  return data.id as string;
};

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Blocker');
  bea = await signUpMember(server, 'Bea Blocked');
  cleo = await signUpMember(server, 'Cleo Friend');
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

it("leaves a blocked member's conversation out of the blocker's popover (not out of the blocked member's), one request", async () => {
  const withBea = await converse(bea, ada, 'Hello Ada');
  const withCleo = await converse(cleo, ada, 'Coffee?');
  expect((await fetchRecentConversations({ userId: ada.id }, ada.client)).map((row) => row.id).sort()).toEqual([withBea, withCleo].sort());

  const blocked = await ada.client.from('member_blocks').insert({ blocker_id: ada.id, blocked_id: bea.id });
  expect(blocked.error).toBeNull();
  const rows = await fetchRecentConversations({ userId: ada.id }, ada.client);
  expect(rows.map((row) => [row.id, row.name])).toEqual([[withCleo, 'Cleo Friend']]);
  // The block is private to the blocker: Bea still sees her conversation (her next message is refused).
  expect((await fetchRecentConversations({ userId: bea.id }, bea.client)).map((row) => [row.id, row.name])).toEqual([[withBea, 'Ada Blocker']]);

  await ada.client.from('member_blocks').delete().eq('blocked_id', bea.id);
  expect(await fetchRecentConversations({ userId: ada.id }, ada.client)).toHaveLength(2);
});
