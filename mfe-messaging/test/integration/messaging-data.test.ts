// @vitest-environment node
/** The area's own requests (its api/ folders) against a real local-supabase, as three members. */
import { DataError } from '@diva/core';
import { anonClient, type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockMember } from '../../src/features/blocks/api/block-member.ts';
import { getBlockedMembers } from '../../src/features/blocks/api/get-blocked-members.ts';
import { unblockMember } from '../../src/features/blocks/api/unblock-member.ts';
import { listConversations } from '../../src/features/conversations/api/list-conversations.ts';
import { getConversation } from '../../src/features/thread/api/get-conversation.ts';
import { getMessages } from '../../src/features/thread/api/get-messages.ts';
import { markConversationRead } from '../../src/features/thread/api/mark-read.ts';
import { sendMessage } from '../../src/features/thread/api/send-message.ts';
import { olderCursor, parseCursor } from '../../src/lib/thread-cache.ts';
import { sendFailureText } from '../../src/features/thread/utils/message-rules.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;
let abId: string;

const conversationWith = async (from: Member, other: Member): Promise<string> => {
  const { data, error } = await from.client.rpc('get_or_create_conversation', { other_user_id: other.id });
  if (error) throw error;
  return data.id;
};

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Sender');
  bea = await signUpMember(server, 'Bea Reader');
  cleo = await signUpMember(server, 'Cleo Outsider');
  abId = await conversationWith(ada, bea);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('the conversation list', () => {
  it('arrives in one request whatever the number of conversations and messages, with unread counts', async () => {
    // 30 more conversations of Ada's with 40 messages each, straight into the database.
    await server.db.query(
      `with others as (
         insert into auth.users (id, email, raw_user_meta_data)
         select gen_random_uuid(), 'bulk' || n || '@example.com', jsonb_build_object('display_name', 'Bulk ' || n)
         from generate_series(1, 30) as n returning id
       ), convs as (
         insert into public.conversations (participant_1, participant_2) select $1, id from others returning id, participant_2
       )
       insert into public.messages (conversation_id, sender_id, content, created_at)
       select c.id, c.participant_2, 'Bulk message ' || m, now() - interval '1 hour' + m * interval '1 second'
       from convs c, generate_series(1, 40) as m`,
      [ada.id],
    );
    await sendMessage({ conversationId: abId, senderId: bea.id, content: '  Hello Ada  ' }, bea.client);
    const before = ada.restRequests();
    const list = await listConversations({}, ada.client);
    expect(ada.restRequests() - before).toBe(1);
    expect(list).toHaveLength(31);
    expect(list[0]).toMatchObject({ id: abId, other_display_name: 'Bea Reader', last_message_content: 'Hello Ada', unread_count: 1 });
    expect(list[1]).toMatchObject({ last_message_content: 'Bulk message 40', unread_count: 40 });
  });

  it('searches names and message text on the server, never another pair’s messages', async () => {
    expect((await listConversations({ search: 'bea' }, ada.client)).map((row) => row.id)).toEqual([abId]);
    expect((await listConversations({ search: 'hello ada' }, ada.client)).map((row) => row.id)).toEqual([abId]);
    expect(await listConversations({ search: 'Hello Ada' }, cleo.client)).toEqual([]);
    expect(await listConversations({ search: 'Bulk message' }, bea.client)).toEqual([]);
  });
});

describe('a thread', () => {
  it('pages back 50 at a time with a keyset cursor, newest first, without gaps or repeats', async () => {
    const id = await conversationWith(ada, cleo);
    await server.db.query(
      `insert into public.messages (conversation_id, sender_id, content, created_at)
       select $1, $2, 'Long ' || n, now() - interval '1 day' + (n / 3) * interval '1 second' from generate_series(1, 120) as n`,
      [id, cleo.id],
    );
    const first = await getMessages({ conversationId: id }, ada.client);
    expect(first).toHaveLength(50);
    const second = await getMessages({ conversationId: id, before: parseCursor(olderCursor(first)!) }, ada.client);
    const third = await getMessages({ conversationId: id, before: parseCursor(olderCursor(second)!) }, ada.client);
    expect(third).toHaveLength(20);
    const all = [...first, ...second, ...third];
    expect(new Set(all.map((message) => message.id)).size).toBe(120);
    const contents = all.map((message) => Number(message.content.slice(5))).sort((a, b) => a - b);
    expect(contents).toEqual(Array.from({ length: 120 }, (_, index) => index + 1));
    // An outsider reads nothing.
    expect(await getMessages({ conversationId: id }, bea.client)).toEqual([]);
  });

  it('gives the conversation with names and read points to participants, null to an outsider', async () => {
    await markConversationRead({ conversationId: abId }, ada.client);
    const seenByBea = await getConversation({ conversationId: abId, viewerId: bea.id }, bea.client);
    expect(seenByBea).toMatchObject({ otherUserId: ada.id, otherName: 'Ada Sender' });
    expect(seenByBea!.otherLastReadAt).toBeTruthy();
    expect(await getConversation({ conversationId: abId, viewerId: cleo.id }, cleo.client)).toBeNull();
    expect((await listConversations({}, ada.client)).find((row) => row.id === abId)!.unread_count).toBe(0);
  });

  // (Typing: an outsider cannot join the conversation's typing topic, see messaging-live.test.ts.)
  it('refuses an outsider everything: reading, writing, marking read', async () => {
    await expect(sendMessage({ conversationId: abId, senderId: cleo.id, content: 'Let me in' }, cleo.client)).rejects.toMatchObject({ code: '42501' });
    await expect(markConversationRead({ conversationId: abId }, cleo.client)).rejects.toMatchObject({ code: '42501' });
    await expect(listConversations({}, anonClient(server))).rejects.toBeInstanceOf(DataError);
  });

  it('refuses an empty or too long message before anything is sent', async () => {
    const before = ada.restRequests();
    await expect(sendMessage({ conversationId: abId, senderId: ada.id, content: ' \n ' }, ada.client)).rejects.toThrow('Message content cannot be empty');
    await expect(sendMessage({ conversationId: abId, senderId: ada.id, content: 'm'.repeat(5001) }, ada.client)).rejects.toThrow(
      'Message must be 5000 characters or less',
    );
    expect(ada.restRequests()).toBe(before);
  });
});

describe('blocking', () => {
  it('refuses the blocked member’s message with a clear text, hides the conversation, and unblocking undoes both', async () => {
    await blockMember({ blockerId: ada.id, blockedId: bea.id }, ada.client);
    await blockMember({ blockerId: ada.id, blockedId: bea.id }, ada.client);
    const error = await sendMessage({ conversationId: abId, senderId: bea.id, content: 'Still there?' }, bea.client).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '42501' });
    expect(sendFailureText(error)).toBe('This member is not accepting your messages');
    expect((await listConversations({}, ada.client)).some((row) => row.id === abId)).toBe(false);
    expect(await getBlockedMembers(ada.client)).toMatchObject([{ blocked_id: bea.id, member: { display_name: 'Bea Reader' } }]);
    expect(await getBlockedMembers(bea.client)).toEqual([]);

    await unblockMember({ blockerId: ada.id, blockedId: bea.id }, ada.client);
    await sendMessage({ conversationId: abId, senderId: bea.id, content: 'Back' }, bea.client);
    expect((await listConversations({}, ada.client))[0]).toMatchObject({ id: abId, last_message_content: 'Back' });
  });
});
