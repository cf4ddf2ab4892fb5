/**
 * The events page, My events and a chapter's members as one JSON value each (events_page, my_created_events,
 * my_attending_events, chapter_member_list): security invoker, so row-level security and the column grants
 * that hide events.address decide what each member reads; and past the API's 1,000-row cap nothing is cut.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, approveLeader, type LocalSupabase, makeAdmin, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

interface PageEvent {
  id: string;
  title: string;
  date: string;
  time: string;
  approved: boolean;
  address: string | null;
  my_status: string | null;
  by_president: boolean;
  price: number;
}

let server: LocalSupabase;
let maya: Member;
let amara: Member;
let admin: Member;
let keisha: Member; // approved president of chapter 1
let naomi: Member; // approved moderator
let priya: Member; // applied to lead chapter 2, not approved

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  naomi = await signUpMember(server, 'Naomi');
  priya = await signUpMember(server, 'Priya');
  await approveLeader(admin, keisha, 'president', 1);
  await approveLeader(admin, naomi, 'moderator');
  ok(await priya.client.from('diva_presidents').insert({ user_id: priya.id, full_name: 'Priya', email: priya.email, role: 'president', chapter_id: 2 }));
}, 60_000);
afterAll(async () => {
  await server?.stop();
});

const page = async (member: Member) => ok(await member.client.rpc('events_page')) as unknown as PageEvent[];
const byTitle = (events: PageEvent[], title: string) => events.find((e) => e.title === title);

describe('events_page', () => {
  let hidden: string;
  beforeAll(async () => {
    // Keisha's chapter event (approved at once), its address shown only to those attending.
    hidden = (await createEvent(keisha, { title: 'Hidden address', chapter_id: 1, type: 'in-person', address: '9 Secret Lane', show_address_before_rsvp: false, max_attendees: 3 })).id;
    await createEvent(keisha, { title: 'Open address', chapter_id: 1, type: 'in-person', address: '1 Open Road' });
    await createEvent(maya, { title: "Maya's pending salon" });
    await createEvent(priya, { title: "Priya's pending brunch", chapter_id: 2 });
    ok(await amara.client.from('event_rsvps').insert({ event_id: hidden, user_id: amara.id, status: 'attending' }));
  });

  it("lists approved events and her own pending ones, never another member's pending one", async () => {
    const mayas = await page(maya);
    expect(byTitle(mayas, "Maya's pending salon")).toMatchObject({ approved: false });
    expect(byTitle(mayas, "Priya's pending brunch")).toBeUndefined();
    const amaras = await page(amara);
    expect(byTitle(amaras, "Maya's pending salon")).toBeUndefined();
    expect(byTitle(amaras, 'Open address')).toMatchObject({ approved: true });
    // The admin and the moderator may read pending events, but the page lists only what members see.
    expect(byTitle(await page(admin), "Maya's pending salon")).toBeUndefined();
    expect(byTitle(await page(naomi), "Priya's pending brunch")).toBeUndefined();
  });

  it('gives the address only where the database lets her read it', async () => {
    expect(byTitle(await page(maya), 'Hidden address')!.address).toBeNull();
    expect(byTitle(await page(amara), 'Hidden address')!.address).toBe('9 Secret Lane'); // attending
    expect(byTitle(await page(keisha), 'Hidden address')!.address).toBe('9 Secret Lane'); // her own
    expect(byTitle(await page(maya), 'Open address')!.address).toBe('1 Open Road');
    // The column stays closed to her outside the function too.
    refused(await maya.client.from('events').select('address').eq('id', hidden), '42501');
  });

  it('tells her own RSVP status, not anyone else’s, and marks approved presidents’ events', async () => {
    const full = (await createEvent(keisha, { title: 'One seat', chapter_id: 1, max_attendees: 1 })).id;
    ok(await amara.client.from('event_rsvps').insert({ event_id: full, user_id: amara.id, status: 'attending' }));
    ok(await maya.client.from('event_rsvps').insert({ event_id: full, user_id: maya.id, status: 'waitlisted' }));
    const amaras = await page(amara);
    const mayas = await page(maya);
    expect(byTitle(amaras, 'One seat')).toMatchObject({ my_status: 'attending', by_president: true });
    expect(byTitle(mayas, 'One seat')).toMatchObject({ my_status: 'waitlisted', by_president: true });
    expect(byTitle(await page(keisha), 'One seat')).toMatchObject({ my_status: null });
    expect(byTitle(mayas, "Maya's pending salon")).toMatchObject({ my_status: null, by_president: false });
    // Priya applied but is not approved: her event is no Local Chapter Event (and it is pending, hers alone).
    expect(byTitle(await page(priya), "Priya's pending brunch")).toMatchObject({ by_president: false, approved: false });
  });

  it('is for signed-in members only', async () => {
    expect((await anonClient(server).rpc('events_page')).error).not.toBeNull();
  });
});

describe('past the API’s 1,000-row cap, one answer holds everything', () => {
  beforeAll(async () => {
    await server.db.query(
      `insert into public.events (title, date, time, location, type, created_by, approved, max_attendees)
       select 'Cap event ' || n, date '2098-01-01' + (n / 3), '09:00', 'Online', 'online', $1, true, 2000
         from generate_series(1, 1500) as n`,
      [keisha.id],
    );
    // Maya attends every one of them (1,500 RSVPs of hers).
    await server.db.query(
      `insert into public.event_rsvps (event_id, user_id, status)
       select e.id, $1, 'attending' from public.events e where e.title like 'Cap event %'`,
      [maya.id],
    );
  }, 120_000);

  it('events_page: every event in (date, time, id) order, her status on each, in one request', async () => {
    const { rows } = await server.db.query<{ n: number }>(`select count(*)::int as n from public.events where approved or created_by = $1`, [maya.id]);
    expect(rows[0]!.n).toBeGreaterThan(1500);
    const before = maya.restRequests();
    const events = await page(maya);
    expect(maya.restRequests() - before).toBe(1);
    expect(events).toHaveLength(rows[0]!.n);
    const cap = events.filter((e) => e.title.startsWith('Cap event '));
    expect(cap).toHaveLength(1500);
    expect(cap.every((e) => e.my_status === 'attending')).toBe(true);
    const keys = events.map((e) => `${e.date} ${e.time} ${e.id}`);
    expect([...keys].sort()).toEqual(keys);
  });

  it('my_attending_events: all 1,500 she attends, approved only', async () => {
    // An event she RSVPed to while it was approved, then sent back to review.
    const pending = (await createEvent(keisha, { title: 'Back to review', chapter_id: 1 })).id;
    ok(await maya.client.from('event_rsvps').insert({ event_id: pending, user_id: maya.id, status: 'attending' }).select('id'));
    await server.db.query('update public.events set approved = false where id = $1', [pending]);
    const attending = ok(await maya.client.rpc('my_attending_events')) as unknown as PageEvent[];
    expect(attending.filter((e) => e.title.startsWith('Cap event '))).toHaveLength(1500);
    expect(attending.every((e) => e.approved)).toBe(true);
    expect(byTitle(attending, 'One seat')).toMatchObject({ my_status: 'waitlisted' });
    expect(attending.some((e) => e.id === pending)).toBe(false);
  });

  it('my_created_events: her events with every attendee, past 1,000 of them; nobody else’s', async () => {
    const big = (await createEvent(amara, { title: 'Big gala', max_attendees: 1300 })).id;
    await server.db.query('update public.events set approved = true where id = $1', [big]); // approved by the moderator
    await server.db.query(
      `insert into auth.users (id, email, raw_user_meta_data)
       select gen_random_uuid(), 'guest-' || n || '@example.com', jsonb_build_object('display_name', 'Guest ' || n) from generate_series(1, 1200) as n`,
    );
    await server.db.query(
      `insert into public.event_rsvps (event_id, user_id, status)
       select $1, u.id, 'attending' from auth.users u where u.email like 'guest-%@example.com'`,
      [big],
    );
    type Created = PageEvent & { attendees: { user_id: string; status: string; name: string | null }[] };
    const created = ok(await amara.client.rpc('my_created_events')) as unknown as Created[];
    expect(created.map((e) => e.title)).toEqual(['Big gala']);
    expect(created[0]!.attendees).toHaveLength(1200);
    expect(created[0]!.attendees[0]!.name).toMatch(/^Guest \d+$/);
    const mayas = ok(await maya.client.rpc('my_created_events')) as unknown as Created[];
    expect(mayas.map((e) => e.title)).toEqual(["Maya's pending salon"]);
  });

  it('chapter_member_list: every member of a chapter, past 1,000, first joined first', async () => {
    await server.db.query(
      `insert into public.chapter_members (chapter_id, user_id, joined_at)
       select 3, u.id, now() - (row_number() over (order by u.email))::int * interval '1 minute' from auth.users u where u.email like 'guest-%@example.com'`,
    );
    ok(await maya.client.from('chapter_members').insert({ chapter_id: 3, user_id: maya.id }));
    type Row = { user_id: string; joined_at: string; profiles: { display_name: string } | null };
    const members = ok(await amara.client.rpc('chapter_member_list', { chapter: 3 })) as unknown as Row[];
    expect(members).toHaveLength(1201);
    expect(members.at(-1)).toMatchObject({ user_id: maya.id, profiles: { display_name: 'Maya' } });
    const times = members.map((m) => Date.parse(m.joined_at));
    expect([...times].sort((a, b) => a - b)).toEqual(times);
    expect(ok(await amara.client.rpc('chapter_member_list', { chapter: 4 }))).toEqual([]);
  });
});
