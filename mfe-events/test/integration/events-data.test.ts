// @vitest-environment node
/** The area's own requests (the api/ folders of its features) against a real local-supabase, as several members. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectWithPresident } from '../../src/features/chapters/api/connect-president.ts';
import { contactChapter } from '../../src/features/chapters/api/contact-chapter.ts';
import { fetchChapter } from '../../src/features/chapters/api/get-chapter.ts';
import { fetchChapters } from '../../src/features/chapters/api/get-chapters.ts';
import { setMembership } from '../../src/features/chapters/api/set-membership.ts';
import { deleteEvent } from '../../src/features/events/api/delete-event.ts';
import { fetchEvent } from '../../src/features/events/api/get-event.ts';
import { fetchEvents } from '../../src/features/events/api/get-events.ts';
import { saveEvent } from '../../src/features/events/api/save-event.ts';
import { setRsvp } from '../../src/features/events/api/set-rsvp.ts';
import { fetchMyEvents } from '../../src/features/my-events/api/get-my-events.ts';
import { registerForEvent } from '../../src/features/registration/api/register-for-event.ts';
import type { EventFormValues } from '../../src/features/events/utils/event-form-schema.ts';
import { approveLeader, type LocalSupabase, makeAdmin, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createClient } from '@supabase/supabase-js';
import { createHmac } from 'node:crypto';
import WebSocket from 'ws';
import { isSignedOutError } from '../../src/lib/signed-out.ts';

let server: LocalSupabase;
let ada: Member;
let bea: Member;
let cara: Member;
let admin: Member;
let keisha: Member; // approved president of chapter 1

const form = (overrides: Partial<EventFormValues> = {}): EventFormValues => ({
  title: 'Rooftop Mixer', date: '2099-03-01', time: '18:30', location: 'Skyline', type: 'in-person', address: '1 Main St',
  max_attendees: 2, price: 0, image_url: '', description: '', chapter_id: null, ...overrides,
});
const code = async (promise: Promise<unknown>) => promise.then(() => null, (error: { code?: string }) => error.code ?? 'error');

beforeAll(async () => {
  server = await startTestServer();
  ada = await signUpMember(server, 'Ada Host');
  bea = await signUpMember(server, 'Bea Guest');
  cara = await signUpMember(server, 'Cara Guest');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha President');
  await approveLeader(admin, keisha, 'president', 1);
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

describe('the events page', () => {
  it('arrives in one request, with RSVP state and Local Chapter Events', async () => {
    await server.db.query(
      `insert into public.events (title, date, time, location, type, created_by, approved, max_attendees)
       select 'Bulk event ' || n, current_date + n, '18:00', 'Online', 'online', $1, true, 10 from generate_series(1, 200) as n`,
      [ada.id],
    );
    const chapterEvent = await saveEvent({ viewerId: keisha.id, values: form({ title: 'Chapter brunch', chapter_id: 1 }) }, keisha.client);
    expect(chapterEvent.approved).toBe(true);
    await setRsvp({ viewerId: bea.id, eventId: chapterEvent.id, action: 'attend' }, bea.client);

    const before = bea.restRequests();
    const events = await fetchEvents({ viewerId: bea.id }, bea.client);
    expect(bea.restRequests() - before).toBe(1);
    expect(events.length).toBeGreaterThanOrEqual(201);
    const brunch = events.find((e) => e.id === chapterEvent.id)!;
    expect(brunch).toMatchObject({ myStatus: 'attending', byPresident: true, current_attendees: 1, address: '1 Main St' });
    expect(events.find((e) => e.title === 'Bulk event 1')).toMatchObject({ myStatus: null, byPresident: false });
  });

  it("keeps a member's pending event to herself and refuses others' edits and deletes", async () => {
    const pending = await saveEvent({ viewerId: ada.id, values: form({ title: 'Pending salon' }) }, ada.client);
    expect(pending.approved).toBe(false);
    expect((await fetchEvents({ viewerId: ada.id }, ada.client)).some((e) => e.id === pending.id)).toBe(true);
    expect((await fetchEvents({ viewerId: bea.id }, bea.client)).some((e) => e.id === pending.id)).toBe(false);
    expect(await fetchEvent({ viewerId: bea.id, eventId: pending.id }, bea.client)).toBeNull();
    // Bea cannot RSVP to it, edit it or delete it.
    expect(await code(setRsvp({ viewerId: bea.id, eventId: pending.id, action: 'attend' }, bea.client))).toBe('23514');
    expect(await code(saveEvent({ viewerId: bea.id, id: pending.id, values: form({ title: 'Hijacked' }) }, bea.client))).toBe('PGRST116');
    expect(await code(deleteEvent(pending.id, bea.client))).toBe('PGRST116');
    // Nor approve it.
    const approve = await bea.client.from('events').update({ approved: true }).eq('id', pending.id).select('id');
    expect(approve.data ?? []).toEqual([]);
    await deleteEvent(pending.id, ada.client);
    expect(await fetchEvent({ viewerId: ada.id, eventId: pending.id }, ada.client)).toBeNull();
  });
});

describe('RSVP, waitlist and registration', () => {
  it('fills the event, queues the next member and promotes her when a seat frees (FIFO)', async () => {
    const { id } = await saveEvent({ viewerId: keisha.id, values: form({ title: 'Two seats', chapter_id: 1 }) }, keisha.client);
    expect(await setRsvp({ viewerId: ada.id, eventId: id, action: 'attend' }, ada.client)).toBe('attending');
    expect(await setRsvp({ viewerId: bea.id, eventId: id, action: 'attend' }, bea.client)).toBe('attending');
    expect(await code(setRsvp({ viewerId: cara.id, eventId: id, action: 'attend' }, cara.client))).toBe('23514');
    expect(await setRsvp({ viewerId: cara.id, eventId: id, action: 'waitlist' }, cara.client)).toBe('waitlisted');
    // Cara cannot promote herself.
    const jump = await cara.client.from('event_rsvps').update({ status: 'attending' }).eq('event_id', id).eq('user_id', cara.id);
    expect(jump.error?.code).toBe('42501');
    await setRsvp({ viewerId: bea.id, eventId: id, action: 'cancel' }, bea.client);
    expect(await fetchEvent({ viewerId: cara.id, eventId: id }, cara.client)).toMatchObject({ myStatus: 'attending', current_attendees: 2 });
  });

  it("registers through the form; the details are hers and the host's only", async () => {
    const { id } = await saveEvent({ viewerId: keisha.id, values: form({ title: 'Summit', chapter_id: 1, max_attendees: 5, price: 297 }) }, keisha.client);
    const values = { first_name: 'Bea', last_name: 'Guest', email: 'bea@example.com', phone: '555 0100', company: 'Guest Co', dietary_restrictions: 'Vegan' };
    expect(await registerForEvent({ eventId: id, values, waitlist: false }, bea.client)).toBe('attending');
    const own = await bea.client.from('event_registrations').select('dietary_restrictions').eq('event_id', id);
    expect(own.data).toEqual([{ dietary_restrictions: 'Vegan' }]);
    const host = await keisha.client.from('event_registrations').select('first_name').eq('event_id', id);
    expect(host.data).toEqual([{ first_name: 'Bea' }]);
    const other = await cara.client.from('event_registrations').select('first_name').eq('event_id', id);
    expect(other.data).toEqual([]);
    expect(await code(registerForEvent({ eventId: id, values: { ...values, email: 'nope' }, waitlist: false }, cara.client))).toBe('23514');
  });

  it('My events: created with attendee names, attending only approved events', async () => {
    const mine = await fetchMyEvents(keisha.client);
    const summit = mine.created.find((e) => e.title === 'Summit')!;
    expect(summit.attendees.map((a) => a.name)).toEqual(['Bea Guest']);
    const beas = await fetchMyEvents(bea.client);
    expect(beas.created).toEqual([]);
    expect(beas.attending.map((e) => e.title)).toEqual(expect.arrayContaining(['Summit', 'Chapter brunch']));
    expect(beas.attending.every((e) => e.approved)).toBe(true);
  });
});

describe('chapters', () => {
  it('lists 26 chapters in one request and follows membership', async () => {
    const before = cara.restRequests();
    const chapters = await fetchChapters(cara.client);
    expect(cara.restRequests() - before).toBe(1);
    expect(chapters).toHaveLength(26);
    expect(chapters[0]).toMatchObject({ id: 1, president_user_id: keisha.id, is_member: false });
    await setMembership({ viewerId: cara.id, chapterId: 1, join: true }, cara.client);
    const detail = (await fetchChapter({ viewerId: cara.id, chapterId: 1 }, cara.client))!;
    expect(detail.chapter).toMatchObject({ is_member: true, member_count: 1 });
    expect(detail.members.map((m) => m.profiles?.display_name)).toEqual(['Cara Guest']);
    expect(await fetchChapter({ viewerId: cara.id, chapterId: 99 }, cara.client)).toBeNull();
    // Another member cannot remove her.
    await bea.client.from('chapter_members').delete().eq('chapter_id', 1).eq('user_id', cara.id);
    expect((await fetchChapter({ viewerId: cara.id, chapterId: 1 }, cara.client))!.chapter.member_count).toBe(1);
    const forged = await bea.client.from('chapter_members').insert({ chapter_id: 2, user_id: cara.id });
    expect(forged.error?.code).toBe('42501');
    await setMembership({ viewerId: cara.id, chapterId: 1, join: false }, cara.client);
    expect((await fetchChapter({ viewerId: cara.id, chapterId: 1 }, cara.client))!.chapter.member_count).toBe(0);
  });

  it('connects with and contacts the president', async () => {
    expect(await connectWithPresident({ presidentId: keisha.id }, cara.client)).toBe('sent');
    expect(await connectWithPresident({ presidentId: keisha.id }, cara.client)).toBe('already-sent');
    const first = await contactChapter(keisha.id, cara.client);
    expect(await contactChapter(keisha.id, cara.client)).toBe(first);
  });
});

describe('past the API’s 1,000-row cap', () => {
  beforeAll(async () => {
    // Same-day, same-time rows, so the order needs its id tiebreak; Cara attends every one of them.
    await server.db.query(
      `insert into public.events (title, date, time, location, type, created_by, approved, max_attendees)
       select 'Cap event ' || n, date '2098-01-01' + (n / 3), '09:00', 'Online', 'online', $1, true, 10 from generate_series(1, 1500) as n`,
      [ada.id],
    );
    await server.db.query(`insert into public.event_rsvps (event_id, user_id, status) select id, $1, 'attending' from public.events where title like 'Cap event %'`, [cara.id]);
  }, 120_000);

  it('the events page: every event she sees, in (date, time, id) order, her status on each, in at most 3 requests (one)', async () => {
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from public.events where approved or created_by = $1`, [cara.id]);
    expect(rows[0]!.n).toBeGreaterThanOrEqual(1500);

    const before = cara.restRequests();
    const events = await fetchEvents({ viewerId: cara.id }, cara.client);
    expect(cara.restRequests() - before).toBeLessThanOrEqual(3);
    expect(cara.restRequests() - before).toBe(1);
    expect(events).toHaveLength(rows[0]!.n);
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const cap = events.filter((e) => e.title.startsWith('Cap event '));
    expect(cap).toHaveLength(1500);
    expect(cap.every((e) => e.myStatus === 'attending')).toBe(true);
    const keys = events.map((e) => `${e.date} ${e.time} ${e.id}`);
    expect([...keys].sort()).toEqual(keys);
  });

  it('My events: all 1,500 events she attends, and all 1,500 of Ada’s with their attendee, each tab in one request', async () => {
    const before = cara.restRequests();
    const caras = await fetchMyEvents(cara.client);
    expect(cara.restRequests() - before).toBe(2);
    expect(caras.attending.filter((e) => e.title.startsWith('Cap event '))).toHaveLength(1500);
    const adas = await fetchMyEvents(ada.client);
    const cap = adas.created.filter((e) => e.title.startsWith('Cap event '));
    expect(cap).toHaveLength(1500);
    expect(cap.every((e) => e.attendees.length === 1 && e.attendees[0]!.name === 'Cara Guest')).toBe(true);
  });
});

describe('a session that ended under the open page', () => {
  /** Her own access token as the API issues it, but expired a minute ago. */
  function expiredClientOf(member: Member) {
    const secret = (server as unknown as { settings: { jwtSecret: string } }).settings.jwtSecret;
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: member.id, role: 'authenticated', aud: 'authenticated', iat: now - 3660, exp: now - 60 })}`;
    const token = `${unsigned}.${createHmac('sha256', secret).update(unsigned).digest('base64url')}`;
    return createClient(server.url, server.anonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      global: { headers: { Authorization: `Bearer ${token}` } },
      realtime: { transport: WebSocket as never }, // Node 20 has no global WebSocket
    }) as unknown as Member['client'];
  }

  it("is told apart from other failures: the API's 401 makes the RSVP and the new event say sign in", async () => {
    const expired = expiredClientOf(bea);
    const event = await saveEvent({ viewerId: ada.id, values: form({ title: 'Expiry check', date: '2099-05-05' }) }, ada.client);
    const rsvp = await setRsvp({ viewerId: bea.id, eventId: event.id, action: 'attend' }, expired).catch((e: unknown) => e);
    expect(isSignedOutError(rsvp)).toBe(true);
    const created = await saveEvent({ viewerId: bea.id, values: form({ title: 'Too late' }) }, expired).catch((e: unknown) => e);
    expect(isSignedOutError(created)).toBe(true);
    // A refusal with a valid session is not one: Cara cannot RSVP in Bea's name (42501).
    const forged = await setRsvp({ viewerId: bea.id, eventId: event.id, action: 'attend' }, cara.client).catch((e: unknown) => e);
    expect(forged).toBeInstanceOf(Error);
    expect(isSignedOutError(forged)).toBe(false);
  });
});
