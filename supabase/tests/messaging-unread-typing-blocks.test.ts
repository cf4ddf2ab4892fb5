/** Messaging: read points, typing (nothing stored), blocks and the one-call conversation list, as three real members. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cleo: Member;
let abId: string;
let acId: string;

const send = (from: Member, conversationId: string, content: string) =>
  from.client.from('messages').insert({ conversation_id: conversationId, sender_id: from.id, content });

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Lovelace');
  bea = await signUpMember(server, 'Bea Brave');
  cleo = await signUpMember(server, 'Cleo Curious');
  abId = ok(await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id })).id;
  acId = ok(await ada.client.rpc('get_or_create_conversation', { other_user_id: cleo.id })).id;
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('read points and unread counts', () => {
  it('counts the other member’s messages after the read point, and marking read resets it', async () => {
    ok(await send(bea, abId, 'One'));
    ok(await send(bea, abId, 'Two'));
    ok(await send(ada, abId, 'Mine'));
    const list = ok(await ada.client.rpc('list_conversations', {}));
    const ab = list.find((row) => row.id === abId)!;
    expect(ab).toMatchObject({ other_user_id: bea.id, other_display_name: 'Bea Brave', last_message_content: 'Mine', unread_count: 2 });
    expect(ok(await ada.client.rpc('unread_message_count'))).toBe(2);

    const at = ok(await ada.client.rpc('mark_conversation_read', { conversation_id: abId }));
    expect(at).toBeTruthy();
    expect(ok(await ada.client.rpc('unread_message_count'))).toBe(0);
    // Bea sees Ada's read point ('Seen').
    const beaView = ok(await bea.client.rpc('list_conversations', {})).find((row) => row.id === abId)!;
    expect(beaView.other_last_read_at).toBe(at);
    expect(beaView.unread_count).toBe(1);
  });

  it('refuses a read point to an outsider and to a visitor (42501), and nobody writes read points directly', async () => {
    refused(await cleo.client.rpc('mark_conversation_read', { conversation_id: abId }), '42501');
    refused(await anonClient(server).rpc('mark_conversation_read', { conversation_id: abId }), '42501');
    refused(
      await ada.client.from('conversation_reads').insert({ conversation_id: abId, user_id: ada.id, last_read_at: '2999-01-01T00:00:00Z' } as never),
      '42501',
    );
    refused(await ada.client.from('conversation_reads').update({ last_read_at: '2999-01-01T00:00:00Z' } as never).eq('conversation_id', abId), '42501');
    expect(ok(await cleo.client.from('conversation_reads').select('user_id').eq('conversation_id', abId))).toEqual([]);
  });

  it('lists one row per conversation with the last message, newest first', async () => {
    ok(await send(cleo, acId, 'Hello from Cleo'));
    const list = ok(await ada.client.rpc('list_conversations', {}));
    expect(list.map((row) => row.id)).toEqual([acId, abId]);
    expect(list[0]).toMatchObject({ other_display_name: 'Cleo Curious', last_message_content: 'Hello from Cleo', last_message_sender_id: cleo.id });
    // Cleo sees only her own conversation.
    expect(ok(await cleo.client.rpc('list_conversations', {})).map((row) => row.id)).toEqual([acId]);
    refused(await anonClient(server).rpc('list_conversations', {}), '42501');
  });
});

describe('search', () => {
  it('filters by the other member’s name and by message text, in any letter case, on the server', async () => {
    const byName = ok(await ada.client.rpc('list_conversations', { search: 'bea' }));
    expect(byName.map((row) => row.id)).toEqual([abId]);
    const byText = ok(await ada.client.rpc('list_conversations', { search: 'FROM CLEO' }));
    expect(byText.map((row) => row.id)).toEqual([acId]);
    expect(ok(await ada.client.rpc('list_conversations', { search: '%' }))).toEqual([]);
  });

  it('never returns another pair’s messages', async () => {
    // "One" is in Ada and Bea's conversation only.
    expect(ok(await cleo.client.rpc('list_conversations', { search: 'One' }))).toEqual([]);
  });
});

describe('typing', () => {
  it('leaves nothing in the database: the former table and its function are gone (typing is a private broadcast)', async () => {
    const gone = async (result: PromiseLike<{ error: { code?: string } | null }>) => expect((await result).error?.code).toMatch(/^(PGRST202|PGRST205|42P01|42883)$/);
    await gone(bea.client.rpc('set_typing' as never, { conversation_id: abId } as never));
    await gone(ada.client.from('conversation_typing' as never).select('user_id'));
    const { rows } = await server.db.query<{ t: string | null; f: string | null }>(
      "select to_regclass('public.conversation_typing')::text as t, to_regprocedure('public.set_typing(uuid)')::text as f",
    );
    expect(rows).toEqual([{ t: null, f: null }]);
  });
});

describe('blocks', () => {
  it('refuse the blocked member’s messages to the blocker (42501), and the conversation leaves the blocker’s list', async () => {
    ok(await ada.client.from('member_blocks').insert({ blocker_id: ada.id, blocked_id: bea.id }));
    refused(await send(bea, abId, 'Are you there?'), '42501');
    expect(ok(await ada.client.rpc('list_conversations', {})).map((row) => row.id)).toEqual([acId]);
    // Bea still sees the conversation; her block list is her own and empty.
    expect(ok(await bea.client.rpc('list_conversations', {})).map((row) => row.id)).toEqual([abId]);
    expect(ok(await bea.client.from('member_blocks').select('blocked_id'))).toEqual([]);
  });

  it('are made and removed only by the blocker', async () => {
    refused(await cleo.client.from('member_blocks').insert({ blocker_id: ada.id, blocked_id: cleo.id }), '42501');
    refused(await cleo.client.from('member_blocks').insert({ blocker_id: cleo.id, blocked_id: cleo.id }), '23514');
    // Bea cannot lift Ada's block (RLS hides the row: nothing is deleted).
    ok(await bea.client.from('member_blocks').delete().eq('blocker_id', ada.id));
    expect(ok(await ada.client.from('member_blocks').select('blocked_id'))).toEqual([{ blocked_id: bea.id }]);
    ok(await ada.client.from('member_blocks').delete().eq('blocked_id', bea.id));
    ok(await send(bea, abId, 'Back again'));
    expect(ok(await ada.client.rpc('list_conversations', {})).map((row) => row.id)).toEqual([abId, acId]);
  });
});
