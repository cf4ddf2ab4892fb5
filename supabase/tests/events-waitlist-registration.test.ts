/** Events: the waitlist the database runs, registration details behind the RSVP, and the chapter overview. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveLeader, type LocalSupabase, makeAdmin, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let jasmine: Member;
let elena: Member;
let admin: Member;
let keisha: Member; // approved president of chapter 1

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  jasmine = await signUpMember(server, 'Jasmine');
  elena = await signUpMember(server, 'Elena');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  await approveLeader(admin, keisha, 'president', 1);
});
afterAll(async () => {
  await server?.stop();
});

const rsvp = (member: Member, eventId: string, status: 'attending' | 'waitlisted' = 'attending') =>
  member.client.from('event_rsvps').insert({ event_id: eventId, user_id: member.id, status }).select('status').single();
const myStatus = async (member: Member, eventId: string) =>
  ok(await member.client.from('event_rsvps').select('status').eq('event_id', eventId).eq('user_id', member.id).maybeSingle())?.status ?? null;
const seats = async (eventId: string) =>
  ok(await keisha.client.from('events').select('current_attendees, max_attendees').eq('id', eventId).single());

describe('waitlist', () => {
  let eventId: string;
  beforeAll(async () => {
    eventId = (await createEvent(keisha, { chapter_id: 1, max_attendees: 1, title: 'Tiny dinner' })).id;
    expect(ok(await rsvp(maya, eventId)).status).toBe('attending');
  });

  it('refuses a seat at a full event (23514 event_rsvps_event_full) and queues a waitlist request', async () => {
    const full = await rsvp(amara, eventId);
    refused(full, '23514');
    expect(full.error?.message).toMatch(/full/);
    expect(ok(await rsvp(amara, eventId, 'waitlisted')).status).toBe('waitlisted');
    expect(ok(await rsvp(jasmine, eventId, 'waitlisted')).status).toBe('waitlisted');
    expect(await seats(eventId)).toEqual({ current_attendees: 1, max_attendees: 1 });
  });

  it('a waitlist request takes a free seat at once when nobody waits', async () => {
    const open = (await createEvent(keisha, { chapter_id: 1, max_attendees: 5 })).id;
    expect(ok(await rsvp(elena, open, 'waitlisted')).status).toBe('attending');
  });

  it('refuses jumping the waitlist (42501) and a second RSVP (23505)', async () => {
    refused(await jasmine.client.from('event_rsvps').update({ status: 'attending' }).eq('event_id', eventId).eq('user_id', jasmine.id), '42501');
    refused(await maya.client.from('event_rsvps').update({ status: 'waitlisted' }).eq('event_id', eventId).eq('user_id', maya.id), '42501');
    refused(await rsvp(jasmine, eventId, 'waitlisted'), '23505');
    // Nobody can write another member's RSVP or queue place.
    refused(await elena.client.from('event_rsvps').insert({ event_id: eventId, user_id: amara.id, status: 'waitlisted' }), '42501');
    refused(await elena.client.from('event_rsvps').insert({ event_id: eventId, user_id: elena.id, status: 'waitlisted', queued_at: '2000-01-01T00:00:00Z' } as never), '42501');
    expect(await myStatus(jasmine, eventId)).toBe('waitlisted');
  });

  it('promotes the first in line when a seat frees (FIFO) and tells her', async () => {
    ok(await maya.client.from('event_rsvps').delete().eq('event_id', eventId).eq('user_id', maya.id));
    expect(await myStatus(amara, eventId)).toBe('attending');
    expect(await myStatus(jasmine, eventId)).toBe('waitlisted');
    expect(await seats(eventId)).toEqual({ current_attendees: 1, max_attendees: 1 });
    const notes = ok(await amara.client.from('notifications').select('type, data').eq('user_id', amara.id));
    expect(notes).toContainEqual({ type: 'system', data: { event_id: eventId, reason: 'waitlist_promoted' } });
  });

  it('a member leaves the waitlist by deleting her RSVP; more seats promote the rest', async () => {
    ok(await jasmine.client.from('event_rsvps').delete().eq('event_id', eventId).eq('user_id', jasmine.id));
    ok(await rsvp(maya, eventId, 'waitlisted'));
    ok(await rsvp(elena, eventId, 'waitlisted'));
    ok(await keisha.client.from('events').update({ max_attendees: 3 }).eq('id', eventId));
    expect(await myStatus(maya, eventId)).toBe('attending');
    expect(await myStatus(elena, eventId)).toBe('attending');
    expect(await seats(eventId)).toEqual({ current_attendees: 3, max_attendees: 3 });
  });

  it('refuses RSVPs and waitlist places on pending events (23514)', async () => {
    const pending = (await createEvent(maya, { title: 'Pending' })).id;
    refused(await rsvp(amara, pending, 'waitlisted'), '23514'); // not hers and not open
    refused(await rsvp(maya, pending, 'waitlisted'), '23514');
  });
});

describe('registration', () => {
  let eventId: string;
  const form = { first_name: 'Amara', last_name: 'Okafor', email: 'amara@example.com', phone: '+1 555 0100' };
  beforeAll(async () => {
    eventId = (await createEvent(maya, { title: 'Network summit', max_attendees: 2, price: 297 })).id;
    ok(await admin.client.from('events').update({ approved: true }).eq('id', eventId));
  });

  it('registers the caller: her RSVP and her answers in one call', async () => {
    const status = ok(await amara.client.rpc('register_for_event', { event_id: eventId, ...form, company: 'Okafor Co', dietary_restrictions: '' }));
    expect(status).toBe('attending');
    const row = ok(await amara.client.from('event_registrations').select('first_name, company, dietary_restrictions').eq('event_id', eventId).single());
    expect(row).toEqual({ first_name: 'Amara', company: 'Okafor Co', dietary_restrictions: null });
    // A second registration updates the answers, not the RSVP.
    expect(ok(await amara.client.rpc('register_for_event', { event_id: eventId, ...form, phone: '555 0199' }))).toBe('attending');
  });

  it("is readable by her and the event's creator, not by another member", async () => {
    expect(ok(await maya.client.from('event_registrations').select('phone').eq('event_id', eventId))).toEqual([{ phone: '555 0199' }]);
    expect(ok(await jasmine.client.from('event_registrations').select('phone').eq('event_id', eventId))).toEqual([]);
    refused(await jasmine.client.from('event_registrations').insert({ event_id: eventId, user_id: amara.id, ...form }), '42501');
  });

  it('refuses missing answers (23514) and a registration without an RSVP (23503)', async () => {
    refused(await jasmine.client.rpc('register_for_event', { event_id: eventId, ...form, phone: '   ' }), '23514');
    refused(await jasmine.client.rpc('register_for_event', { event_id: eventId, ...form, email: 'not-an-email' }), '23514');
    expect(await myStatus(jasmine, eventId)).toBeNull(); // the RSVP went back with the refused answers
    refused(await jasmine.client.from('event_registrations').insert({ event_id: eventId, user_id: jasmine.id, ...form }), '23503');
  });

  it('joins the waitlist through the form when asked, and the answers go with a cancelled RSVP', async () => {
    ok(await jasmine.client.rpc('register_for_event', { event_id: eventId, ...form }));
    expect(ok(await elena.client.rpc('register_for_event', { event_id: eventId, ...form, waitlist: true }))).toBe('waitlisted');
    ok(await jasmine.client.from('event_rsvps').delete().eq('event_id', eventId).eq('user_id', jasmine.id));
    expect(ok(await jasmine.client.from('event_registrations').select('event_id').eq('event_id', eventId))).toEqual([]);
    expect(await myStatus(elena, eventId)).toBe('attending');
  });
});

describe('chapter overview', () => {
  it('gives the approved president, the next approved event and membership in one request', async () => {
    const next = await createEvent(keisha, { chapter_id: 1, date: '2098-01-01', title: 'Soonest chapter event' });
    ok(await amara.client.from('chapter_members').insert({ chapter_id: 1, user_id: amara.id }));
    const before = amara.restRequests();
    const rows = ok(await amara.client.from('chapter_overview').select('id, president_name, president_user_id, next_event_id, next_event_title, member_count, is_member').order('id'));
    expect(amara.restRequests() - before).toBe(1);
    expect(rows).toHaveLength(26);
    expect(rows[0]).toMatchObject({ id: 1, president_user_id: keisha.id, next_event_id: next.id, next_event_title: 'Soonest chapter event', member_count: 1, is_member: true });
    expect(rows[1]).toMatchObject({ id: 2, president_user_id: null, next_event_id: null, is_member: false });
    const mine = ok(await maya.client.from('chapter_overview').select('is_member').eq('id', 1).single());
    expect(mine.is_member).toBe(false);
  });
});
