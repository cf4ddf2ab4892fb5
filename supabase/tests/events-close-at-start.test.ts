/** Events close at their start (RSVP, waitlist, registration), and their start is an instant in the chapter's zone. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveLeader, type LocalSupabase, makeAdmin, type Member, ok, serviceClient, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member;
let admin: Member;
let keisha: Member; // approved president of chapter 1 (Atlanta)

/** A UTC date and time `minutes` from now, as a network event (no chapter, so UTC) stores them. */
function utcFromNow(minutes: number): { date: string; time: string } {
  const at = new Date(Date.now() + minutes * 60_000).toISOString();
  return { date: at.slice(0, 10), time: at.slice(11, 16) };
}

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  await approveLeader(admin, keisha, 'president', 1);
});
afterAll(async () => {
  await server?.stop();
});

/** A network event the admin creates and approves. */
async function networkEvent(fields: Parameters<typeof createEvent>[1]): Promise<{ id: string; approved: boolean }> {
  const { id } = await createEvent(admin, fields);
  return ok(await admin.client.from('events').update({ approved: true }).eq('id', id).select('id, approved').single());
}

const rsvp = (member: Member, eventId: string, status: 'attending' | 'waitlisted' = 'attending') =>
  member.client.from('event_rsvps').insert({ event_id: eventId, user_id: member.id, status }).select('status').single();
const register = (member: Member, eventId: string) =>
  member.client.rpc('register_for_event', { event_id: eventId, first_name: 'Maya', last_name: 'Lee', email: 'maya@example.com', phone: '555 0100' });

describe('the time zone of an event', () => {
  it("stores a zone with each chapter and starts a chapter's event in it, a network event in UTC", async () => {
    const chapter = ok(await maya.client.from('chapters').select('time_zone').eq('id', 1).single());
    expect(chapter.time_zone).toBe('America/New_York');
    const atlanta = await createEvent(keisha, { chapter_id: 1, date: '2099-07-01', time: '18:00' });
    const network = await networkEvent({ date: '2099-07-01', time: '18:00' });
    const rows = ok(await maya.client.from('event_details').select('id, time_zone, starts_at').in('id', [atlanta.id, network.id]));
    const byId = Object.fromEntries(rows.map((r) => [r.id, r]));
    expect(byId[atlanta.id]).toMatchObject({ time_zone: 'America/New_York' });
    expect(Date.parse(byId[atlanta.id]!.starts_at!)).toBe(Date.parse('2099-07-01T22:00:00Z'));
    expect(byId[network.id]).toMatchObject({ time_zone: 'UTC' });
    expect(Date.parse(byId[network.id]!.starts_at!)).toBe(Date.parse('2099-07-01T18:00:00Z'));
  });

  it('refuses a zone that does not exist', async () => {
    const { error } = await serviceClient(server).from('chapters').update({ time_zone: 'Mars/Olympus' }).eq('id', 2);
    expect(error?.message).toMatch(/chapters_time_zone_check/);
  });
});

describe('RSVPs and registration close when the event has started', () => {
  it('refuses an RSVP, the waitlist and registration once it has started, in words', async () => {
    const started = await networkEvent({ ...utcFromNow(-60), title: 'Started an hour ago' });
    expect(started.approved).toBe(true);
    const attend = await rsvp(maya, started.id);
    expect(attend.error?.message).toBe('this event has already started: RSVPs are closed');
    expect((await rsvp(maya, started.id, 'waitlisted')).error?.message).toBe('this event has already started: RSVPs are closed');
    expect((await register(maya, started.id)).error?.message).toBe('this event has already started: RSVPs are closed');
  });

  it('takes them until the start', async () => {
    const soon = await networkEvent({ ...utcFromNow(60), title: 'In an hour' });
    expect(ok(await register(maya, soon.id))).toBe('attending');
  });

  it("judges the start in the chapter's zone, not in UTC", async () => {
    // Today 23:59 in Atlanta: still ahead of us when UTC is already past 23:59 of that date only if Atlanta is
    // behind; a day in the past in Atlanta has started whatever the zone.
    const yesterday = new Date(Date.now() - 36 * 3_600_000).toISOString().slice(0, 10);
    const past = await createEvent(keisha, { chapter_id: 1, date: yesterday, time: '23:59', title: 'Yesterday in Atlanta' });
    expect((await rsvp(maya, past.id)).error?.message).toBe('this event has already started: RSVPs are closed');
    // Ten minutes from now in UTC is a wall-clock time of UTC; written as Atlanta's wall clock it is 4-5 hours
    // later, so it is open.
    const laterThere = await createEvent(keisha, { chapter_id: 1, ...utcFromNow(-10), title: 'Later in Atlanta' });
    expect(ok(await rsvp(maya, laterThere.id)).status).toBe('attending');
  });

  it('lets her cancel, and refuses re-registering her answers after the start', async () => {
    const soon = await networkEvent({ ...utcFromNow(60), title: 'Soon' });
    ok(await register(maya, soon.id));
    // The service role moves the event into the past (its own writes are not refused).
    ok(await serviceClient(server).from('events').update(utcFromNow(-5)).eq('id', soon.id));
    const again = await register(maya, soon.id);
    expect(again.error?.message).toBe('this event has already started: registration is closed');
    ok(await maya.client.from('event_rsvps').delete().eq('event_id', soon.id).eq('user_id', maya.id));
    expect(ok(await maya.client.from('event_rsvps').select('status').eq('event_id', soon.id))).toEqual([]);
  });
});
