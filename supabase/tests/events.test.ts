/** Events and RSVPs: approval decided by the database, creator-only edits, capacity that holds under load. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, approveLeader, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let admin: Member;
let keisha: Member; // approved president of chapter 1
let naomi: Member; // approved moderator

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  jasmine = await signUpMember(server, 'Jasmine');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  naomi = await signUpMember(server, 'Naomi');
  await approveLeader(admin, keisha, 'president', 1);
  await approveLeader(admin, naomi, 'moderator');
});
afterAll(async () => {
  await server?.stop();
});

const event = (member: Member, id: string) =>
  member.client.from('events').select('approved, approved_at, current_attendees, max_attendees, title').eq('id', id).maybeSingle();

describe('creating events', () => {
  it("is pending for a member, whatever she sends, with no attendees", async () => {
    const e = ok(
      await maya.client
        .from('events')
        .insert({ title: 'Coffee meetup', date: '2099-01-10', time: '10:00', location: 'Cafe', type: 'in-person', address: '1 Main St', created_by: maya.id, approved: true, current_attendees: 50 })
        .select('approved, approved_at, current_attendees, max_attendees, price, show_address_before_rsvp')
        .single(),
    );
    expect(e).toMatchObject({ approved: false, approved_at: null, current_attendees: 0, max_attendees: 100, price: 0, show_address_before_rsvp: true });
  });

  it('is approved at once for an approved president', async () => {
    const e = await createEvent(keisha, { chapter_id: 1 });
    expect(e.approved).toBe(true);
    const row = ok(await event(keisha, e.id));
    expect(row!.approved_at).not.toBeNull();
  });

  it('stays pending for a president whose application is not approved', async () => {
    ok(await jasmine.client.from('diva_presidents').insert({ user_id: jasmine.id, full_name: 'Jasmine', email: jasmine.email, role: 'president', chapter_id: 2 }));
    expect((await createEvent(jasmine)).approved).toBe(false);
  });

  it('refuses events created for someone else, and invalid ones', async () => {
    refused(await maya.client.from('events').insert({ title: 'x', date: '2099-01-01', time: '10:00', location: 'l', type: 'online', created_by: amara.id }), '42501');
    const base = { title: 'x', date: '2099-01-01', time: '10:00', location: 'l', created_by: maya.id };
    refused(await maya.client.from('events').insert({ ...base, type: 'online', max_attendees: 0 }), '23514');
    refused(await maya.client.from('events').insert({ ...base, type: 'online', price: -1 }), '23514');
    refused(await maya.client.from('events').insert({ ...base, type: 'hybrid' }), '23514');
    refused(await maya.client.from('events').insert({ ...base, type: 'in-person' }), '23514');
    refused(await anonClient(server).from('events').insert({ ...base, type: 'online' }), '42501');
  });
});

describe('visibility and approval', () => {
  let pendingId: string;
  beforeAll(async () => {
    pendingId = (await createEvent(maya, { title: 'Pending meetup' })).id;
  });

  it('hides pending events from other members but shows them to the creator, admin and moderator', async () => {
    expect(ok(await event(amara, pendingId))).toBeNull();
    expect(ok(await event(maya, pendingId))).not.toBeNull();
    expect(ok(await event(admin, pendingId))).not.toBeNull();
    expect(ok(await event(naomi, pendingId))).not.toBeNull();
    refused(await anonClient(server).from('events').select('id'), '42501');
  });

  it('does not let the creator approve her own event', async () => {
    refused(await maya.client.from('events').update({ approved: true }).eq('id', pendingId), '42501');
  });

  it('is approved by the admin, who gets approved_at set by the database, and the creator is notified', async () => {
    const [e] = ok(await admin.client.from('events').update({ approved: true, approved_at: '2000-01-01T00:00:00Z' }).eq('id', pendingId).select('approved, approved_at'));
    expect(e.approved).toBe(true);
    expect(new Date(e.approved_at!).getFullYear()).toBeGreaterThan(2000);
    const [note] = ok(await maya.client.from('notifications').select('type, data').eq('type', 'event_approved'));
    expect(note.data).toMatchObject({ event_id: pendingId });
    expect(ok(await event(amara, pendingId))).not.toBeNull();
  });

  it('can be approved by the moderator too, and withdrawn', async () => {
    const e = await createEvent(amara);
    const [approved] = ok(await naomi.client.from('events').update({ approved: true }).eq('id', e.id).select('approved, approved_at'));
    expect(approved.approved_at).not.toBeNull();
    const [withdrawn] = ok(await naomi.client.from('events').update({ approved: false }).eq('id', e.id).select('approved, approved_at'));
    expect(withdrawn).toEqual({ approved: false, approved_at: null });
  });

  it('lists approved events by date for members', async () => {
    const rows = ok(await amara.client.from('events').select('id, date, approved').eq('approved', true).order('date'));
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.approved)).toBe(true);
  });
});

describe('editing and deleting', () => {
  it('lets only the creator edit her event', async () => {
    const e = await createEvent(keisha, { chapter_id: 1, title: 'Original' });
    const [edited] = ok(await keisha.client.from('events').update({ title: 'Renamed', max_attendees: 50 }).eq('id', e.id).select('title, max_attendees'));
    expect(edited).toEqual({ title: 'Renamed', max_attendees: 50 });
    noRows(await amara.client.from('events').update({ title: 'Mine now' }).eq('id', e.id).select('id'));
    refused(await naomi.client.from('events').update({ title: 'Moderated' }).eq('id', e.id), '42501');
    refused(await admin.client.from('events').update({ title: 'Admin edit' }).eq('id', e.id), '42501');
    refused(await keisha.client.from('events').update({ current_attendees: 3 } as never).eq('id', e.id), '42501');
    refused(await keisha.client.from('events').update({ created_by: amara.id } as never).eq('id', e.id), '42501');
  });

  it('lets the creator or the admin delete an event, nobody else', async () => {
    const a = await createEvent(keisha, { chapter_id: 1 });
    noRows(await amara.client.from('events').delete().eq('id', a.id).select('id'));
    noRows(await naomi.client.from('events').delete().eq('id', a.id).select('id'));
    expect(ok(await keisha.client.from('events').delete().eq('id', a.id).select('id'))).toHaveLength(1);
    const b = await createEvent(keisha, { chapter_id: 1 });
    expect(ok(await admin.client.from('events').delete().eq('id', b.id).select('id'))).toHaveLength(1);
  });
});

describe('RSVPs', () => {
  it('count attendees, one RSVP per member, cancelling frees the seat', async () => {
    const e = await createEvent(keisha, { chapter_id: 1, max_attendees: 10 });
    const r = ok(await maya.client.from('event_rsvps').insert({ event_id: e.id, user_id: maya.id, status: 'attending' }).select().single());
    expect(ok(await event(maya, e.id))!.current_attendees).toBe(1);
    refused(await maya.client.from('event_rsvps').insert({ event_id: e.id, user_id: maya.id, status: 'attending' }), '23505');
    ok(await maya.client.from('event_rsvps').delete().eq('event_id', e.id).eq('user_id', maya.id));
    expect(ok(await event(maya, e.id))!.current_attendees).toBe(0);
    expect(ok(await maya.client.from('event_rsvps').select('id').eq('id', r.id))).toEqual([]);
  });

  it('count only attending RSVPs as the status changes', async () => {
    const e = await createEvent(keisha, { chapter_id: 1 });
    ok(await amara.client.from('event_rsvps').insert({ event_id: e.id, user_id: amara.id, status: 'maybe' }));
    expect(ok(await event(amara, e.id))!.current_attendees).toBe(0);
    ok(await amara.client.from('event_rsvps').update({ status: 'attending' }).eq('event_id', e.id).eq('user_id', amara.id));
    expect(ok(await event(amara, e.id))!.current_attendees).toBe(1);
    ok(await amara.client.from('event_rsvps').update({ status: 'not_attending' }).eq('event_id', e.id).eq('user_id', amara.id));
    expect(ok(await event(amara, e.id))!.current_attendees).toBe(0);
    refused(await amara.client.from('event_rsvps').update({ status: 'going' }).eq('event_id', e.id).eq('user_id', amara.id), '23514');
  });

  it('are refused for pending events, for someone else and for anon', async () => {
    const pending = await createEvent(maya);
    const r = await amara.client.from('event_rsvps').insert({ event_id: pending.id, user_id: amara.id, status: 'attending' });
    refused(r, '23514');
    expect(r.error!.message).toMatch(/not open for RSVPs/);
    const open = await createEvent(keisha, { chapter_id: 1 });
    refused(await amara.client.from('event_rsvps').insert({ event_id: open.id, user_id: maya.id, status: 'attending' }), '42501');
    refused(await anonClient(server).from('event_rsvps').insert({ event_id: open.id, user_id: maya.id }), '42501');
    noRows(await amara.client.from('event_rsvps').delete().eq('user_id', maya.id).select());
  });

  it('never go above max_attendees', async () => {
    const e = await createEvent(keisha, { chapter_id: 1, max_attendees: 2 });
    ok(await maya.client.from('event_rsvps').insert({ event_id: e.id, user_id: maya.id }));
    ok(await amara.client.from('event_rsvps').insert({ event_id: e.id, user_id: amara.id }));
    const full = await jasmine.client.from('event_rsvps').insert({ event_id: e.id, user_id: jasmine.id });
    refused(full, '23514');
    expect(full.error!.message).toMatch(/full/);
    // A "maybe" still fits; turning it into a seat does not.
    ok(await jasmine.client.from('event_rsvps').insert({ event_id: e.id, user_id: jasmine.id, status: 'maybe' }));
    refused(await jasmine.client.from('event_rsvps').update({ status: 'attending' }).eq('event_id', e.id).eq('user_id', jasmine.id), '23514');
    refused(await keisha.client.from('events').update({ max_attendees: 1 }).eq('id', e.id), '23514');
    expect(ok(await event(maya, e.id))!.current_attendees).toBe(2);
  });

  it('never go above max_attendees when many members RSVP at the same moment', async () => {
    const seats = 5;
    const e = await createEvent(keisha, { chapter_id: 1, max_attendees: seats });
    const crowd = await Promise.all(Array.from({ length: 14 }, (_, i) => signUpMember(server, `Crowd ${i}`)));
    const results = await Promise.all(
      crowd.map((m) => m.client.from('event_rsvps').insert({ event_id: e.id, user_id: m.id, status: 'attending' })),
    );
    const accepted = results.filter((r) => !r.error);
    const rejected = results.filter((r) => r.error);
    expect(accepted).toHaveLength(seats);
    expect(rejected.map((r) => r.error!.code)).toEqual(Array(crowd.length - seats).fill('23514'));
    expect(ok(await event(keisha, e.id))!.current_attendees).toBe(seats);
    const list = ok(await keisha.client.from('event_rsvps').select('id').eq('event_id', e.id));
    expect(list).toHaveLength(seats);
  });

  it('show the RSVP list with attendee profiles to the creator, the president of the chapter, the admin and the moderator only', async () => {
    const e = await createEvent(amara, { chapter_id: 1 });
    ok(await admin.client.from('events').update({ approved: true }).eq('id', e.id));
    ok(await maya.client.from('event_rsvps').insert({ event_id: e.id, user_id: maya.id }));
    ok(await jasmine.client.from('event_rsvps').insert({ event_id: e.id, user_id: jasmine.id, status: 'maybe' }));
    const query = (m: Member) => m.client.from('event_rsvps').select('status, user_id, profiles(display_name)').eq('event_id', e.id).order('status');
    for (const viewer of [amara, keisha, admin, naomi]) {
      const rows = ok(await query(viewer));
      expect(rows.map((r) => [r.status, r.profiles?.display_name])).toEqual([
        ['attending', 'Maya'],
        ['maybe', 'Jasmine'],
      ]);
    }
    // An attendee sees only her own RSVP; an outsider none.
    expect(ok(await query(maya)).map((r) => r.user_id)).toEqual([maya.id]);
    const outsider = await signUpMember(server, 'Outsider');
    expect(ok(await query(outsider))).toEqual([]);
  });

  it("lets a member see the events she is attending, and cancelling deletes the RSVP", async () => {
    const e = await createEvent(keisha, { chapter_id: 1 });
    ok(await jasmine.client.from('event_rsvps').insert({ event_id: e.id, user_id: jasmine.id }));
    const mine = ok(await jasmine.client.from('event_rsvps').select('event_id, status').eq('user_id', jasmine.id).eq('event_id', e.id));
    expect(mine).toEqual([{ event_id: e.id, status: 'attending' }]);
    ok(await jasmine.client.from('event_rsvps').delete().eq('event_id', e.id).eq('user_id', jasmine.id));
    expect(ok(await jasmine.client.from('event_rsvps').select('id').eq('event_id', e.id))).toEqual([]);
  });

  it('disappear with their event', async () => {
    const e = await createEvent(keisha, { chapter_id: 1 });
    ok(await maya.client.from('event_rsvps').insert({ event_id: e.id, user_id: maya.id }));
    ok(await keisha.client.from('events').delete().eq('id', e.id));
    expect(ok(await maya.client.from('event_rsvps').select('id').eq('event_id', e.id))).toEqual([]);
  });
});
