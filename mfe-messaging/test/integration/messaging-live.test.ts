// @vitest-environment node
/**
 * The thread's channel (`subscribeThread`), the typing topic (`joinTypingChannel`, private broadcast) and the
 * list's channel (`subscribeConversationList`) through supabase-js realtime: the other participant's typing,
 * message, read point and read receipt reach the thread, her message reaches the list; a third member hears
 * nothing of them and is refused the typing topic.
 */
import { type LocalSupabase, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { subscribeConversationList } from '../../src/features/conversations/api/subscribe-conversation-list.ts';
import { markConversationRead } from '../../src/features/thread/api/mark-read.ts';
import { deleteMessage } from '../../src/features/thread/api/delete-message.ts';
import { editMessage } from '../../src/features/thread/api/edit-message.ts';
import { sendMessage } from '../../src/features/thread/api/send-message.ts';
import { subscribeThread, type ThreadChangeHandlers } from '../../src/features/thread/api/subscribe-thread.ts';
import { joinTypingChannel, typingTopic } from '../../src/features/thread/api/typing-channel.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;
let abId: string;

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Live');
  bea = await signUpMember(server, 'Bea Live');
  cleo = await signUpMember(server, 'Cleo Listener');
  const { data, error } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  if (error) throw error;
  abId = data.id;
}, 60_000);
afterAll(async () => {
  for (const member of [ada, bea, cleo]) await member?.client.removeAllChannels();
  await server?.stop();
});

function recorder() {
  const events: string[] = [];
  const joins: boolean[] = [];
  const handlers: ThreadChangeHandlers = {
    onMessage: (message) => events.push(`message ${message.content}`),
    onMessageChange: (message) => events.push(message.deleted_at ? 'deleted' : `edited ${message.content}`),
    onRead: (read) => events.push(`read by ${read.user_id === ada.id ? 'ada' : read.user_id === bea.id ? 'bea' : read.user_id}`),
    onSubscribed: (resumed) => joins.push(resumed),
  };
  return { events, joins, handlers };
}

it('hands the other participant’s typing, message and read point to the thread; an outsider hears nothing', async () => {
  const adaSide = recorder();
  const cleoSide = recorder();
  const list: number[] = [];
  const closeAda = subscribeThread({ conversationId: abId }, adaSide.handlers, ada.client);
  const closeCleo = subscribeThread({ conversationId: abId }, cleoSide.handlers, cleo.client);
  const closeCleoList = subscribeConversationList({ viewerId: cleo.id }, () => list.push(1), cleo.client);
  const typingTopicState = (member: Member) => member.client.getChannels().find((channel) => channel.topic === `realtime:${typingTopic(abId)}`)?.state;
  const receiptsForAda: string[] = [];
  const adaTyping = joinTypingChannel(
    { conversationId: abId, viewerId: ada.id },
    { onOtherTyping: () => adaSide.events.push('typing bea'), onOtherRead: (at) => receiptsForAda.push(at) },
    ada.client,
  );
  const beaTyping = joinTypingChannel({ conversationId: abId, viewerId: bea.id }, { onOtherTyping: () => undefined }, bea.client);
  const cleoTyping = joinTypingChannel(
    { conversationId: abId, viewerId: cleo.id },
    { onOtherTyping: () => cleoSide.events.push('typing'), onOtherRead: () => cleoSide.events.push('read receipt') },
    cleo.client,
  );
  await expect.poll(() => [ada, bea].map(typingTopicState), { timeout: 5000 }).toEqual(['joined', 'joined']);
  // The outsider is refused the topic by the realtime.messages policies (she never joins it).
  await expect.poll(() => typingTopicState(cleo), { timeout: 5000 }).toBe('errored');
  const adaList: number[] = [];
  const closeAdaList = subscribeConversationList({ viewerId: ada.id }, () => adaList.push(1), ada.client);
  await expect.poll(() => adaSide.joins, { timeout: 5000 }).toEqual([false]);
  await expect.poll(() => cleoSide.joins, { timeout: 5000 }).toEqual([false]);
  for (const member of [ada, cleo]) {
    await expect
      .poll(() => member.client.getChannels().every((channel) => channel.state === 'joined' || channel.topic === `realtime:${typingTopic(abId)}`), { timeout: 5000 })
      .toBe(true);
  }

  beaTyping.signal();
  await expect.poll(() => adaSide.events, { timeout: 5000 }).toEqual(['typing bea']);
  // Her own typing never comes back to her.
  adaTyping.signal();
  await sendMessage({ conversationId: abId, senderId: bea.id, content: 'Hi Ada' }, bea.client);
  await expect.poll(() => adaSide.events, { timeout: 5000 }).toEqual(['typing bea', 'message Hi Ada']);
  // Ada's list hears the new message through its conversation (the trigger moves last_message_at).
  await expect.poll(() => adaList.length, { timeout: 5000 }).toBeGreaterThan(0);

  await sendMessage({ conversationId: abId, senderId: ada.id, content: 'Hi Bea' }, ada.client);
  const beaReadAt = await markConversationRead({ conversationId: abId }, bea.client);
  // The read receipt on the topic carries the time the server stored; her own never comes back to her.
  beaTyping.sendRead(beaReadAt);
  adaTyping.sendRead(new Date().toISOString());
  await expect.poll(() => receiptsForAda, { timeout: 5000 }).toEqual([beaReadAt]);
  await expect.poll(() => adaSide.events.slice(2), { timeout: 5000 }).toEqual(['message Hi Bea', 'read by bea']);

  // A third member who knows the id: no message, no read point, no typing, no read receipt, no list refresh.
  // Proven by a later change she does hear on the same socket (Bea writes to her: a conversation is hers once
  // it has a message): anything of Ada and Bea's would have reached her before it.
  const { data: bc, error } = await bea.client.rpc('get_or_create_conversation', { other_user_id: cleo.id });
  expect(error).toBeNull();
  await sendMessage({ conversationId: bc!.id, senderId: bea.id, content: 'Hi Cleo' }, bea.client);
  await expect.poll(() => list.length, { timeout: 5000 }).toBeGreaterThanOrEqual(2);
  expect(cleoSide.events).toEqual([]);
  for (const typing of [adaTyping, beaTyping, cleoTyping]) typing.close();
  closeAda();
  closeCleo();
  closeCleoList();
  closeAdaList();
});

it('hands the sender’s edit and delete of a message to the other participant’s thread, live', async () => {
  const beaSide = recorder();
  const closeBea = subscribeThread({ conversationId: abId }, beaSide.handlers, bea.client);
  await expect.poll(() => beaSide.joins, { timeout: 5000 }).toEqual([false]);
  const sent = await sendMessage({ conversationId: abId, senderId: ada.id, content: 'See you at 5' }, ada.client);
  const edited = await editMessage({ messageId: sent.id, content: 'See you at 6' }, ada.client);
  expect(edited.edited_at).toBeTruthy();
  const deleted = await deleteMessage({ messageId: sent.id }, ada.client);
  expect(deleted).toMatchObject({ content: '' });
  await expect.poll(() => beaSide.events, { timeout: 5000 }).toEqual(['message See you at 5', 'edited See you at 6', 'deleted']);
  // Only the sender: Bea's attempt is refused in words.
  await expect(editMessage({ messageId: sent.id, content: 'Mine now' }, bea.client)).rejects.toThrow();
  closeBea();
});
