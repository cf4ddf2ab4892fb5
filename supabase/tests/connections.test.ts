/** Connection requests, saved connections and the notifications they cause. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, type LocalSupabase, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';

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

describe('saved connections', () => {
  it('are private to their owner and unique per pair', async () => {
    ok(await maya.client.from('saved_connections').insert({ user_id: maya.id, connected_user_id: amara.id }));
    refused(await maya.client.from('saved_connections').insert({ user_id: maya.id, connected_user_id: amara.id }), '23505');
    refused(await maya.client.from('saved_connections').insert({ user_id: maya.id, connected_user_id: maya.id }), '23514');
    refused(await jasmine.client.from('saved_connections').insert({ user_id: maya.id, connected_user_id: jasmine.id }), '42501');
    expect(ok(await maya.client.from('saved_connections').select('connected_user_id').eq('user_id', maya.id))).toEqual([{ connected_user_id: amara.id }]);
    expect(ok(await amara.client.from('saved_connections').select('*'))).toEqual([]);
    noRows(await amara.client.from('saved_connections').delete().eq('user_id', maya.id).select());
    expect(ok(await maya.client.from('saved_connections').delete().eq('connected_user_id', amara.id).select('id'))).toHaveLength(1);
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
