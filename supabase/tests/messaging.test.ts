/** Conversations (one per pair) and messages: only participants read or write, as themselves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let conversationId: string;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Thompson');
  amara = await signUpMember(server, 'Amara Okafor');
  jasmine = await signUpMember(server, 'Jasmine Lee');
});
afterAll(async () => {
  await server?.stop();
});

describe('conversations', () => {
  it('lets a member start a conversation she takes part in', async () => {
    const c = ok(
      await maya.client.from('conversations').insert({ participant_1: maya.id, participant_2: amara.id }).select().single(),
    );
    expect(c.last_message_at).toBeTruthy();
    conversationId = c.id;
  });

  it('allows only one conversation per pair, in either order', async () => {
    refused(await amara.client.from('conversations').insert({ participant_1: amara.id, participant_2: maya.id }), '23505');
    refused(await maya.client.from('conversations').insert({ participant_1: maya.id, participant_2: amara.id }), '23505');
  });

  it('finds the pair in either order', async () => {
    const found = ok(
      await amara.client
        .from('conversations')
        .select('id')
        .or(`and(participant_1.eq.${maya.id},participant_2.eq.${amara.id}),and(participant_1.eq.${amara.id},participant_2.eq.${maya.id})`),
    );
    expect(found).toEqual([{ id: conversationId }]);
  });

  it('get_or_create_conversation returns the existing one or creates it', async () => {
    const existing = ok(await amara.client.rpc('get_or_create_conversation', { other_user_id: maya.id }));
    expect(existing.id).toBe(conversationId);
    const created = ok(await jasmine.client.rpc('get_or_create_conversation', { other_user_id: maya.id }));
    expect([created.participant_1, created.participant_2].sort()).toEqual([jasmine.id, maya.id].sort());
    const again = ok(await maya.client.rpc('get_or_create_conversation', { other_user_id: jasmine.id }));
    expect(again.id).toBe(created.id);
    refused(await maya.client.rpc('get_or_create_conversation', { other_user_id: maya.id }), '23514');
  });

  it('refuses conversations between other members or with oneself', async () => {
    refused(await jasmine.client.from('conversations').insert({ participant_1: maya.id, participant_2: amara.id }), '42501');
    refused(await jasmine.client.from('conversations').insert({ participant_1: jasmine.id, participant_2: jasmine.id }), '23514');
  });

  it('is visible to its participants only', async () => {
    expect(ok(await jasmine.client.from('conversations').select('id').eq('id', conversationId))).toEqual([]);
    refused(await anonClient(server).from('conversations').select('id'), '42501');
  });

  it('cannot be edited by clients (last_message_at follows the messages)', async () => {
    refused(await maya.client.from('conversations').update({ last_message_at: '2000-01-01T00:00:00Z' } as never).eq('id', conversationId), '42501');
  });
});

describe('messages', () => {
  it('are sent by participants as themselves and move the conversation to the top', async () => {
    const before = ok(await maya.client.from('conversations').select('last_message_at').eq('id', conversationId).single());
    const m = ok(
      await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'Hi Amara!' }).select().single(),
    );
    const after = ok(await amara.client.from('conversations').select('last_message_at, updated_at').eq('id', conversationId).single());
    expect(after.last_message_at).toBe(m.created_at);
    expect(after.updated_at).toBe(m.created_at);
    expect(new Date(after.last_message_at).getTime()).toBeGreaterThanOrEqual(new Date(before.last_message_at).getTime());
  });

  it('notify the other participant', async () => {
    const [note] = ok(await amara.client.from('notifications').select('type, title, message, data').eq('type', 'message').limit(1));
    expect(note).toMatchObject({
      title: 'New message from Maya Thompson',
      message: 'Hi Amara!',
      data: { conversation_id: conversationId, sender_id: maya.id },
    });
    expect(ok(await maya.client.from('notifications').select('id').eq('type', 'message'))).toEqual([]);
  });

  it('are listed oldest first for participants only', async () => {
    ok(await amara.client.from('messages').insert({ conversation_id: conversationId, sender_id: amara.id, content: 'Hello Maya' }));
    const thread = ok(await maya.client.from('messages').select('content, sender_id').eq('conversation_id', conversationId).order('created_at'));
    expect(thread.map((m) => m.content)).toEqual(['Hi Amara!', 'Hello Maya']);
    expect(ok(await jasmine.client.from('messages').select('id').eq('conversation_id', conversationId))).toEqual([]);
  });

  it('embed in the conversation list', async () => {
    const list = ok(
      await maya.client
        .from('conversations')
        .select('id, updated_at, messages(content, sender_id, created_at)')
        .or(`participant_1.eq.${maya.id},participant_2.eq.${maya.id}`)
        .order('updated_at', { ascending: false }),
    );
    const convo = list.find((c) => c.id === conversationId)!;
    expect(convo.messages).toHaveLength(2);
  });

  it('refuse impersonation and outsiders', async () => {
    refused(await amara.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'Fake' }), '42501');
    refused(await jasmine.client.from('messages').insert({ conversation_id: conversationId, sender_id: jasmine.id, content: 'Let me in' }), '42501');
  });

  it('enforce 1 to 5000 characters', async () => {
    ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'm'.repeat(5000) }));
    refused(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'm'.repeat(5001) }), '23514');
    refused(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: ' \n ' }), '23514');
  });

  it('cannot be edited or deleted', async () => {
    const [m] = ok(await maya.client.from('messages').select('id').eq('sender_id', maya.id).limit(1));
    refused(await maya.client.from('messages').update({ content: 'Edited' } as never).eq('id', m.id), '42501');
    refused(await maya.client.from('messages').delete().eq('id', m.id), '42501');
  });
});
