/** Conversations (one per pair) and messages: only participants read or write, as themselves. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, refused, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';

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

  it('finds the pair in either order once she opened it (an empty conversation is only its opener\'s)', async () => {
    expect(ok(await amara.client.from('conversations').select('id').eq('id', conversationId))).toEqual([]);
    expect(ok(await amara.client.rpc('get_or_create_conversation', { other_user_id: maya.id })).id).toBe(conversationId);
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

  it('are edited by their sender within 15 minutes, the time of the edit set by the server', async () => {
    const m = ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'See you at 5' }).select().single());
    const edited = ok(await maya.client.rpc('edit_message', { message_id: m.id, new_content: 'See you at 6' }));
    expect(edited.content).toBe('See you at 6');
    expect(Date.parse(edited.edited_at!)).toBeGreaterThanOrEqual(Date.parse(m.created_at));
    expect(ok(await amara.client.from('messages').select('content, edited_at').eq('id', m.id).single())).toEqual({ content: 'See you at 6', edited_at: edited.edited_at });
    // Not someone else's, not the stamps, not empty.
    refused(await amara.client.rpc('edit_message', { message_id: m.id, new_content: 'Hijacked' }), 'PT404');
    refused(await maya.client.from('messages').update({ edited_at: '2000-01-01T00:00:00Z' } as never).eq('id', m.id), '42501');
    refused(await maya.client.from('messages').update({ created_at: new Date().toISOString() } as never).eq('id', m.id), '42501');
    refused(await maya.client.rpc('edit_message', { message_id: m.id, new_content: '  ' }), '23514');
    // 16 minutes after sending, by the server's clock (the service role ages the row): the edit is refused in words.
    ok(await serviceClient(server).from('messages').update({ created_at: new Date(Date.now() - 16 * 60_000).toISOString() }).eq('id', m.id));
    const late = await maya.client.rpc('edit_message', { message_id: m.id, new_content: 'Too late' });
    refused(late, '22023');
    expect(late.error!.message).toBe('a message can be edited for 15 minutes after it is sent');
  });

  it('are deleted by their sender at any time: the text is gone for both and from the notification', async () => {
    const m = ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'Secret plan' }).select().single());
    ok(await serviceClient(server).from('messages').update({ created_at: new Date(Date.now() - 60 * 60_000).toISOString() }).eq('id', m.id));
    refused(await amara.client.rpc('delete_message', { message_id: m.id }), 'PT404');
    const gone = ok(await maya.client.rpc('delete_message', { message_id: m.id }));
    expect(gone).toMatchObject({ content: '' });
    expect(gone.deleted_at).toBeTruthy();
    expect(ok(await amara.client.from('messages').select('content, deleted_at').eq('id', m.id).single())).toEqual({ content: '', deleted_at: gone.deleted_at });
    const notes = ok(await amara.client.from('notifications').select('message, data').eq('type', 'message'));
    expect(notes.find((n) => (n.data as { message_id?: string }).message_id === m.id)?.message).toBe('');
    const again = await maya.client.rpc('edit_message', { message_id: m.id, new_content: 'Back again' });
    refused(again, '22023');
    expect(again.error!.message).toBe('this message was deleted');
    // A row is never removed by a member (the thread keeps its place).
    refused(await maya.client.from('messages').delete().eq('id', m.id), '42501');
  });
});

describe('the conversation lists hear an edit or delete of the latest message', () => {
  const touched = async () => ok(await serviceClient(server).from('conversations').select('updated_at').eq('id', conversationId).single()).updated_at;

  it('moves the conversation (updated_at, not its place) when its latest message is edited or deleted, not for an older one', async () => {
    const older = ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'First plan' }).select().single());
    const latest = ok(await maya.client.from('messages').insert({ conversation_id: conversationId, sender_id: maya.id, content: 'Second plan' }).select().single());
    const order = ok(await serviceClient(server).from('conversations').select('last_message_at').eq('id', conversationId).single()).last_message_at;

    const before = await touched();
    ok(await maya.client.rpc('edit_message', { message_id: older.id, new_content: 'First plan, edited' }));
    expect(await touched()).toBe(before);

    ok(await maya.client.rpc('edit_message', { message_id: latest.id, new_content: 'Second plan, edited' }));
    const afterEdit = await touched();
    expect(Date.parse(afterEdit)).toBeGreaterThan(Date.parse(before));

    ok(await maya.client.rpc('delete_message', { message_id: latest.id }));
    expect(Date.parse(await touched())).toBeGreaterThan(Date.parse(afterEdit));
    expect(ok(await serviceClient(server).from('conversations').select('last_message_at').eq('id', conversationId).single()).last_message_at).toBe(order);
  });
});

describe('a conversation begins with a message', () => {
  it('is seen by nobody else and listed nowhere until its first message', async () => {
    const c = ok(await jasmine.client.rpc('get_or_create_conversation', { other_user_id: amara.id }));
    expect(ok(await jasmine.client.from('conversations').select('id').eq('id', c.id))).toHaveLength(1);
    expect(ok(await amara.client.from('conversations').select('id').eq('id', c.id))).toEqual([]);
    const listed = async (member: Member) => ok(await member.client.rpc('list_conversations', {})).map((row) => row.id);
    expect(await listed(jasmine)).not.toContain(c.id);
    expect(await listed(amara)).not.toContain(c.id);
    ok(await jasmine.client.from('messages').insert({ conversation_id: c.id, sender_id: jasmine.id, content: 'Hello Amara' }));
    expect(ok(await amara.client.from('conversations').select('id, has_messages').eq('id', c.id))).toEqual([{ id: c.id, has_messages: true }]);
    expect(await listed(jasmine)).toContain(c.id);
    expect(await listed(amara)).toContain(c.id);
    // has_messages and opened_by are the server's.
    refused(await amara.client.from('conversations').insert({ participant_1: amara.id, participant_2: maya.id, has_messages: true } as never), '42501');
  });
});
