/** Connection requests, saved connections and the notifications they cause. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let elena: Member;

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya Thompson');
  amara = await signUpMember(server, 'Amara Okafor');
  jasmine = await signUpMember(server, 'Jasmine Lee');
  elena = await signUpMember(server, 'Elena Rossi');
});
afterAll(async () => {
  await server?.stop();
});

describe('connection requests', () => {
  let requestId: string;

  it('creates a pending request from the requester, whatever status she sends', async () => {
    const r = ok(
      await maya.client
        .from('connection_requests')
        .insert({ requester_id: maya.id, requested_id: amara.id, status: 'approved', message: 'Hi Amara!' })
        .select()
        .single(),
    );
    expect(r.status).toBe('pending');
    requestId = r.id;
  });

  it('notifies the recipient with who is asking', async () => {
    const notes = ok(
      await amara.client.from('notifications').select('type, title, message, read, data').eq('user_id', amara.id).order('created_at', { ascending: false }).limit(10),
    );
    expect(notes[0]).toMatchObject({
      type: 'connection_request',
      read: false,
      message: 'Maya Thompson wants to connect with you',
      data: { requester_id: maya.id, requester_name: 'Maya Thompson' },
    });
  });

  it('refuses requests as someone else, to oneself, twice, or with a message over 500 characters', async () => {
    refused(await jasmine.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: jasmine.id }), '42501');
    refused(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: maya.id }), '23514');
    refused(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: amara.id }), '23505');
    refused(
      await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: elena.id, message: 'm'.repeat(501) }),
      '23514',
    );
    ok(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: elena.id, message: 'm'.repeat(500) }));
  });

  it('is visible to both sides only', async () => {
    expect(ok(await maya.client.from('connection_requests').select('id').eq('id', requestId))).toHaveLength(1);
    expect(ok(await amara.client.from('connection_requests').select('id').eq('id', requestId))).toHaveLength(1);
    expect(ok(await jasmine.client.from('connection_requests').select('id').eq('id', requestId))).toEqual([]);
    refused(await anonClient(server).from('connection_requests').select('id'), '42501');
  });

  it('cannot be answered by the requester or a third member', async () => {
    noRows(await maya.client.from('connection_requests').update({ status: 'approved' }).eq('id', requestId).select());
    noRows(await jasmine.client.from('connection_requests').update({ status: 'approved' }).eq('id', requestId).select());
  });

  it('is approved by the recipient, which notifies the requester', async () => {
    const r = ok(await amara.client.from('connection_requests').update({ status: 'approved' }).eq('id', requestId).select('status, responded_at'));
    expect(r[0].status).toBe('approved');
    expect(r[0].responded_at).not.toBeNull();
    const [note] = ok(
      await maya.client.from('notifications').select('type, message, data').eq('type', 'connection_approved').order('created_at', { ascending: false }).limit(1),
    );
    expect(note).toMatchObject({ message: 'Amara Okafor accepted your connection request', data: { requested_id: amara.id } });
  });

  it('cannot be answered twice, nor returned to pending', async () => {
    refused(await amara.client.from('connection_requests').update({ status: 'denied' }).eq('id', requestId), '23514');
    refused(await amara.client.from('connection_requests').update({ status: 'pending' }).eq('id', requestId), '23514');
  });

  it('can be denied by the recipient (no notification to the requester)', async () => {
    const r = ok(await jasmine.client.from('connection_requests').insert({ requester_id: jasmine.id, requested_id: elena.id }).select('id').single());
    ok(await elena.client.from('connection_requests').update({ status: 'denied' }).eq('id', r.id));
    const notes = ok(await jasmine.client.from('notifications').select('type'));
    expect(notes).toEqual([]);
  });

  it('only lets the recipient change the status column', async () => {
    const r = ok(await jasmine.client.from('connection_requests').insert({ requester_id: jasmine.id, requested_id: amara.id }).select('id').single());
    refused(await amara.client.from('connection_requests').update({ requester_id: amara.id } as never).eq('id', r.id), '42501');
  });

  it('lets a member count her approved connections (and only hers)', async () => {
    const mine = await maya.client.from('connection_requests').select('id', { count: 'exact', head: true }).eq('status', 'approved');
    expect(mine.error).toBeNull();
    expect(mine.count).toBe(1);
    const others = await jasmine.client.from('connection_requests').select('id', { count: 'exact', head: true }).eq('status', 'approved');
    expect(others.count).toBe(0);
  });
});

describe('the connection life-cycle', () => {
  const summary = async (viewer: Member, member: Member) =>
    ok(await viewer.client.rpc('connection_summary', { member: member.id })) as {
      status: string;
      request_id: string | null;
      connections: number;
      mutual: { user_id: string; display_name: string }[];
      mutual_count: number;
    };

  it('saves an approved connection for both; clients only read saved connections', async () => {
    expect(ok(await maya.client.from('saved_connections').select('connected_user_id'))).toEqual([{ connected_user_id: amara.id }]);
    expect(ok(await amara.client.from('saved_connections').select('connected_user_id'))).toEqual([{ connected_user_id: maya.id }]);
    refused(await jasmine.client.from('saved_connections').insert({ user_id: jasmine.id, connected_user_id: elena.id }), '42501');
    refused(await maya.client.from('saved_connections').delete().eq('connected_user_id', amara.id), '42501');
  });

  it('keeps one request per pair: the other side cannot send one back', async () => {
    refused(await amara.client.from('connection_requests').insert({ requester_id: amara.id, requested_id: maya.id }), '23505');
    refused(await elena.client.from('connection_requests').insert({ requester_id: elena.id, requested_id: maya.id }), '23505');
  });

  it('replaces a declined request when the member who declined asks herself', async () => {
    // Jasmine's request to Elena was denied above.
    ok(await elena.client.from('connection_requests').insert({ requester_id: elena.id, requested_id: jasmine.id }));
    const pair = ok(await jasmine.client.from('connection_requests').select('requester_id, status').or(`requester_id.eq.${elena.id},requested_id.eq.${elena.id}`));
    expect(pair).toEqual([{ requester_id: elena.id, status: 'pending' }]);
  });

  it('shows the viewer where she stands with a member, her count and their mutual connections', async () => {
    expect(await summary(maya, amara)).toMatchObject({ status: 'connected', connections: 1, mutual: [], mutual_count: 0 });
    expect(await summary(maya, elena)).toMatchObject({ status: 'requested' });
    expect(await summary(elena, maya)).toMatchObject({ status: 'incoming' });
    expect(await summary(maya, maya)).toMatchObject({ status: 'self', connections: 1 });
    expect(await summary(jasmine, maya)).toMatchObject({ status: 'none', request_id: null });
    // Jasmine connects with Amara and with Maya: she is their mutual connection.
    const [toAmara] = ok(await jasmine.client.from('connection_requests').select('id').eq('requested_id', amara.id));
    ok(await amara.client.from('connection_requests').update({ status: 'approved' }).eq('id', toAmara.id));
    const toMaya = ok(await jasmine.client.from('connection_requests').insert({ requester_id: jasmine.id, requested_id: maya.id }).select('id').single());
    ok(await maya.client.from('connection_requests').update({ status: 'approved' }).eq('id', toMaya.id));
    expect(await summary(maya, amara)).toMatchObject({
      status: 'connected',
      connections: 2,
      mutual: [{ user_id: jasmine.id, display_name: 'Jasmine Lee' }],
      mutual_count: 1,
    });
    refused(await anonClient(server).rpc('connection_summary', { member: maya.id }), '42501');
    refused(await maya.client.rpc('connection_summary', { member: null as never }), '22023');
  });

  it('lets only the requester withdraw a pending request, which takes its notification away', async () => {
    const [pending] = ok(await maya.client.from('connection_requests').select('id').eq('requested_id', elena.id));
    noRows(await elena.client.from('connection_requests').delete().eq('id', pending.id).select());
    noRows(await jasmine.client.from('connection_requests').delete().eq('id', pending.id).select());
    expect(ok(await maya.client.from('connection_requests').delete().eq('id', pending.id).select('id'))).toHaveLength(1);
    const notes = ok(await elena.client.from('notifications').select('data').eq('type', 'connection_request'));
    expect(notes.map((note) => (note.data as { request_id?: string }).request_id)).not.toContain(pending.id);
  });

  it('shows a declined request to its requester as still pending (she is not told), and lets her alone withdraw it', async () => {
    const asked = ok(await amara.client.from('connection_requests').insert({ requester_id: amara.id, requested_id: elena.id }).select('id').single());
    ok(await elena.client.from('connection_requests').update({ status: 'denied' }).eq('id', asked.id));
    expect(await summary(amara, elena)).toMatchObject({ status: 'requested', request_id: asked.id });
    expect(await summary(elena, amara)).toMatchObject({ status: 'none', request_id: null });
    noRows(await elena.client.from('connection_requests').delete().eq('id', asked.id).select());
    expect(ok(await amara.client.from('connection_requests').delete().eq('id', asked.id).select('id'))).toHaveLength(1);
    expect(await summary(amara, elena)).toMatchObject({ status: 'none', request_id: null });
  });

  it('lets either side remove an approved connection, and no one else', async () => {
    const [connection] = ok(await amara.client.from('connection_requests').select('id').eq('requester_id', maya.id));
    noRows(await jasmine.client.from('connection_requests').delete().eq('id', connection.id).select());
    expect(ok(await amara.client.from('connection_requests').delete().eq('id', connection.id).select('id'))).toHaveLength(1);
    expect(ok(await maya.client.from('saved_connections').select('connected_user_id'))).toEqual([{ connected_user_id: jasmine.id }]);
    expect(ok(await amara.client.from('saved_connections').select('connected_user_id'))).toEqual([{ connected_user_id: jasmine.id }]);
    expect(await summary(maya, amara)).toMatchObject({ status: 'none', connections: 1 });
    // The declined-then-replaced pair: the recipient cannot delete a pending request (she declines it).
    const [fromElena] = ok(await jasmine.client.from('connection_requests').select('id').eq('requester_id', elena.id));
    noRows(await jasmine.client.from('connection_requests').delete().eq('id', fromElena.id).select());
  });

  it('refuses a request between members when either has blocked the other', async () => {
    ok(await elena.client.from('member_blocks').insert({ blocker_id: elena.id, blocked_id: maya.id }));
    refused(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: elena.id }), '42501');
    refused(await elena.client.from('connection_requests').insert({ requester_id: elena.id, requested_id: maya.id }), '42501');
    ok(await elena.client.from('member_blocks').delete().eq('blocked_id', maya.id));
    ok(await maya.client.from('connection_requests').insert({ requester_id: maya.id, requested_id: elena.id }));
  });

  it('gives each notification what it leads to: the request, the conversation', async () => {
    const [request] = ok(await maya.client.from('connection_requests').select('id').eq('requested_id', elena.id));
    const [note] = ok(await elena.client.from('notifications').select('data').eq('type', 'connection_request').order('created_at', { ascending: false }).limit(1));
    expect(note.data).toMatchObject({ request_id: request.id, requester_id: maya.id });
    const conversation = ok(await maya.client.rpc('get_or_create_conversation', { other_user_id: elena.id })) as { id: string };
    ok(await maya.client.from('messages').insert({ conversation_id: conversation.id, sender_id: maya.id, content: 'Hello Elena' }));
    const [message] = ok(await elena.client.from('notifications').select('data').eq('type', 'message').limit(1));
    expect(message.data).toMatchObject({ conversation_id: conversation.id, sender_id: maya.id });
  });

  it('tells a reporter of a dismissed report where the content is (the post, the conversation), and every kind names its target', async () => {
    const admin = await makeAdmin(server, await signUpMember(server, 'Ada Admin'));
    const post = ok(await amara.client.from('posts').insert({ user_id: amara.id, content: 'Reported, stays up' }).select('id').single()).id;
    const [sent] = ok(await elena.client.from('messages').select('id, conversation_id').eq('sender_id', maya.id).limit(1));
    ok(await maya.client.from('content_reports').insert({ target_type: 'post', target_id: post, reason: 'spam' }));
    ok(await elena.client.from('content_reports').insert({ target_type: 'message', target_id: sent.id, reason: 'spam' }));
    const open = ok(await admin.client.rpc('admin_open_reports'));
    for (const report of open) ok(await admin.client.rpc('admin_resolve_report', { report: report.id, outcome: 'dismiss', reason: 'It may stay' }));
    const told = async (member: Member) =>
      ok(await member.client.from('notifications').select('data').eq('type', 'system').eq('title', 'Your report was reviewed')).map((n) => n.data);
    expect(await told(maya)).toEqual([expect.objectContaining({ outcome: 'dismiss', post_id: post })]);
    expect(await told(elena)).toEqual([expect.objectContaining({ outcome: 'dismiss', conversation_id: sent.conversation_id, message_id: sent.id })]);

    // What each kind opens, as the shell's notification list reads it (only a removed report's opens nothing).
    const TARGET: Record<string, string[]> = {
      connection_request: ['request_id'],
      connection_approved: ['requested_id'],
      message: ['conversation_id'],
      event_approved: ['event_id'],
      application_approved: ['role'],
      system: ['event_id', 'post_id', 'conversation_id', 'member_id'],
    };
    const rows = ok(await serviceClient(server).from('notifications').select('type, data'));
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['connection_request', 'connection_approved', 'message', 'system']));
    for (const row of rows) expect(TARGET[row.type]!.some((key) => typeof (row.data as Record<string, unknown>)[key] === 'string'), JSON.stringify(row)).toBe(true);
  });
});

describe('notifications', () => {
  it('cannot be created by clients, not even for oneself', async () => {
    refused(await maya.client.from('notifications').insert({ user_id: amara.id, type: 'system', title: 'Spoofed' }), '42501');
    refused(await maya.client.from('notifications').insert({ user_id: maya.id, type: 'system', title: 'Self' }), '42501');
  });

  it('are read and marked read only by their owner', async () => {
    const [note] = ok(await amara.client.from('notifications').select('id, read').eq('read', false).limit(1));
    expect(ok(await maya.client.from('notifications').select('id').eq('id', note.id))).toEqual([]);
    noRows(await maya.client.from('notifications').update({ read: true }).eq('id', note.id).select());
    const marked = ok(await amara.client.from('notifications').update({ read: true }).eq('id', note.id).select('read'));
    expect(marked).toEqual([{ read: true }]);
    refused(await amara.client.from('notifications').update({ title: 'Edited' } as never).eq('id', note.id), '42501');
    refused(await anonClient(server).from('notifications').select('id'), '42501');
  });

  it('can be deleted by their owner only', async () => {
    const [note] = ok(await amara.client.from('notifications').select('id').limit(1));
    noRows(await maya.client.from('notifications').delete().eq('id', note.id).select());
    expect(ok(await amara.client.from('notifications').delete().eq('id', note.id).select('id'))).toHaveLength(1);
  });
});
