/**
 * The president and moderator portal: apply, approve/reject under concurrency, chapter settings,
 * the chapter's events and RSVP lists, check-in and stats. As president A (chapter 1), president B (chapter 2),
 * the moderator, a pending applicant and a plain member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approveLeader, type LocalSupabase, makeAdmin, type Member, noRows, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let admin: Member;
let presidentA: Member; // chapter 1
let presidentB: Member; // chapter 2
let moderator: Member;
let pending: Member; // applied for chapter 3, not approved
let member: Member;
let pendingId: string;
let eventA: string;
let rsvpA: string;

beforeAll(async () => {
  server = await startTestServer();
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  [presidentA, presidentB, moderator, pending, member] = await Promise.all(
    ['President A', 'President B', 'Moderator', 'Pending', 'Member'].map((n) => signUpMember(server, n)),
  );
  await approveLeader(admin, presidentA, 'president', 1);
  await approveLeader(admin, presidentB, 'president', 2);
  await approveLeader(admin, moderator, 'moderator');
  pendingId = ok(await pending.client.rpc('president_apply', { full_name: 'Pending Applicant', role: 'president', chapter_id: 3 }));
  ok(await member.client.from('chapter_members').insert({ chapter_id: 1, user_id: member.id }));
  eventA = (await createEvent(presidentA, { title: 'Chapter 1 mixer', chapter_id: 1 })).id;
  rsvpA = ok(await member.client.from('event_rsvps').insert({ event_id: eventA, user_id: member.id }).select('id').single()).id;
});
afterAll(async () => {
  await server?.stop();
});

const hintOf = (r: { error: { hint?: string | null } | null }) => r.error?.hint;

describe('applying', () => {
  it('creates an unapproved application with the e-mail of her account', async () => {
    const row = ok(await pending.client.from('diva_presidents').select('approved, email, chapter_name').eq('id', pendingId).single());
    expect(row).toEqual({ approved: false, email: pending.email, chapter_name: expect.any(String) });
  });

  it('refuses a bad chapter, a taken chapter, the taken moderator seat and a second application', async () => {
    const fresh = await signUpMember(server, 'Fresh');
    const bad = await fresh.client.rpc('president_apply', { full_name: 'Fresh', role: 'president', chapter_id: 99 });
    refused(bad, '22023');
    expect(hintOf(bad)).toBe('invalid_chapter');
    const taken = await fresh.client.rpc('president_apply', { full_name: 'Fresh', role: 'president', chapter_id: 1 });
    refused(taken, '23505');
    expect(hintOf(taken)).toBe('chapter_taken');
    const seat = await fresh.client.rpc('president_apply', { full_name: 'Fresh', role: 'moderator', chapter_id: 4 });
    refused(seat, '23505');
    expect(hintOf(seat)).toBe('moderator_taken');
    const again = await pending.client.rpc('president_apply', { full_name: 'Again', role: 'president', chapter_id: 4 });
    refused(again, '23505');
    expect(hintOf(again)).toBe('already_applied');
  });
});

describe('approvals', () => {
  it('are refused to presidents, applicants and members', async () => {
    for (const who of [presidentA, pending, member]) {
      refused(await who.client.rpc('president_approve_application', { target: pendingId }), '42501');
      refused(await who.client.rpc('president_reject_application', { target: pendingId }), '42501');
    }
  });

  it('keep one approved president per chapter under parallel approvals', async () => {
    const [x, y] = await Promise.all([signUpMember(server, 'X'), signUpMember(server, 'Y')]);
    const ids = await Promise.all([x, y].map(async (m) => ok(await m.client.rpc('president_apply', { full_name: m.name, role: 'president', chapter_id: 7 }))));
    const results = await Promise.all(ids.map((target) => moderator.client.rpc('president_approve_application', { target })));
    expect(results.filter((r) => r.error === null)).toHaveLength(1);
    const loser = results.find((r) => r.error)!;
    refused(loser, '23505');
    expect(hintOf(loser)).toBe('chapter_taken');
    const approved = ok(await moderator.client.from('diva_presidents').select('id').eq('chapter_id', 7).eq('approved', true));
    expect(approved).toHaveLength(1);
  });

  it('keep one approved moderator under parallel approvals', async () => {
    // The seat is free only once the current moderator's record is gone; two applicants queue up before that.
    const [x, y] = await Promise.all([signUpMember(server, 'MX'), signUpMember(server, 'MY')]);
    const insert = (m: Member) =>
      m.client.from('diva_presidents').insert({ user_id: m.id, full_name: m.name, email: m.email, role: 'moderator' }).select('id').single();
    const ids = [ok(await insert(x)).id, ok(await insert(y)).id];
    const results = await Promise.all([
      admin.client.rpc('president_approve_application', { target: ids[0] }),
      admin.client.rpc('president_approve_application', { target: ids[1] }),
    ]);
    // The current moderator holds the seat: both refused.
    for (const r of results) {
      refused(r, '23505');
      expect(hintOf(r)).toBe('moderator_taken');
    }
    const current = ok(await admin.client.from('diva_presidents').select('id').eq('user_id', moderator.id).single()).id;
    ok(await admin.client.rpc('admin_delete_president', { target: current, reason: 'Stepping down' }));
    const race = await Promise.all(ids.map((target) => admin.client.rpc('president_approve_application', { target })));
    expect(race.filter((r) => r.error === null)).toHaveLength(1);
    expect(hintOf(race.find((r) => r.error)!)).toBe('moderator_taken');
    expect(ok(await admin.client.from('diva_presidents').select('id').eq('role', 'moderator').eq('approved', true))).toHaveLength(1);
    // Hand the seat back so the other tests keep their moderator.
    const winner = ids[race.findIndex((r) => r.error === null)];
    ok(await admin.client.rpc('admin_delete_president', { target: winner, reason: 'Test over' }));
    await approveLeader(admin, moderator, 'moderator');
  });

  it('lets the moderator reject (delete) a pending application, not an approved one', async () => {
    const z = await signUpMember(server, 'Z');
    const id = ok(await z.client.rpc('president_apply', { full_name: 'Z', role: 'president', chapter_id: 9 }));
    ok(await moderator.client.rpc('president_reject_application', { target: id }));
    noRows(await z.client.from('diva_presidents').select('id').eq('id', id));
    // A rejected applicant gets nothing from the portal.
    refused(await z.client.rpc('president_events'), '42501');
    refused(await z.client.rpc('president_chapter_stats'), '42501');
    refused(await z.client.rpc('president_event_rsvps', { target: eventA }), '42501');
    const approvedA = ok(await moderator.client.from('diva_presidents').select('id').eq('user_id', presidentA.id).single()).id;
    refused(await moderator.client.rpc('president_reject_application', { target: approvedA }), 'P0002');
  });
});

describe('the chapter portal', () => {
  it('lists her chapter events only; the moderator sees all; others get nothing', async () => {
    const mine = ok(await presidentA.client.rpc('president_events'));
    expect(mine.map((e) => e.id)).toContain(eventA);
    expect(mine.every((e) => e.chapter_id === 1)).toBe(true);
    expect(ok(await presidentB.client.rpc('president_events')).map((e) => e.id)).not.toContain(eventA);
    expect(ok(await moderator.client.rpc('president_events')).map((e) => e.id)).toContain(eventA);
    refused(await pending.client.rpc('president_events'), '42501');
    refused(await member.client.rpc('president_events'), '42501');
  });

  it('shows the RSVP list to her and the moderator, refuses the other president, applicant and member', async () => {
    const list = ok(await presidentA.client.rpc('president_event_rsvps', { target: eventA }));
    expect(list).toEqual([expect.objectContaining({ id: rsvpA, user_id: member.id, status: 'attending', checked_in_at: null })]);
    expect(ok(await moderator.client.rpc('president_event_rsvps', { target: eventA }))).toHaveLength(1);
    for (const who of [presidentB, pending, member]) {
      refused(await who.client.rpc('president_event_rsvps', { target: eventA }), '42501');
    }
  });

  it('checks in with the database time, only for her chapter, and the column is not writable directly', async () => {
    const at = ok(await presidentA.client.rpc('president_check_in', { rsvp: rsvpA, present: true }));
    expect(Date.parse(at as string)).toBeGreaterThan(Date.now() - 60_000);
    for (const who of [presidentB, pending, member]) {
      refused(await who.client.rpc('president_check_in', { rsvp: rsvpA, present: false }), '42501');
    }
    refused(await member.client.from('event_rsvps').update({ checked_in_at: null } as never).eq('id', rsvpA), '42501');
    expect(ok(await moderator.client.rpc('president_check_in', { rsvp: rsvpA, present: false }))).toBeNull();
  });

  it('lists her chapter members with search; others get nothing', async () => {
    const rows = ok(await presidentA.client.rpc('president_chapter_members', { search: 'memb' }));
    expect(rows.map((r) => r.user_id)).toEqual([member.id]);
    expect(ok(await presidentA.client.rpc('president_chapter_members', { search: '%' }))).toEqual([]);
    expect(ok(await presidentB.client.rpc('president_chapter_members', {}))).toEqual([]);
    refused(await member.client.rpc('president_chapter_members', {}), '42501');
    refused(await pending.client.rpc('president_chapter_members', {}), '42501');
  });

  it('gives chapter stats to a president and network stats to the moderator only', async () => {
    const [a] = ok(await presidentA.client.rpc('president_chapter_stats'));
    expect(a).toMatchObject({ members: 1, rsvps: 1 });
    expect(a.events).toBeGreaterThanOrEqual(1);
    const [b] = ok(await presidentB.client.rpc('president_chapter_stats'));
    expect(b).toMatchObject({ members: 0, rsvps: 0 });
    const [n] = ok(await moderator.client.rpc('moderator_network_stats'));
    expect(n.members).toBeGreaterThanOrEqual(8);
    refused(await presidentA.client.rpc('moderator_network_stats'), '42501');
    for (const who of [pending, member]) {
      refused(await who.client.rpc('president_chapter_stats'), '42501');
      refused(await who.client.rpc('moderator_network_stats'), '42501');
    }
  });

  it('lets her change her chapter settings (https cover, valid contact e-mail), not another chapter', async () => {
    const settings = { description: 'We meet monthly.', cover_image_url: 'https://img.example.org/c.jpg', president_email: 'lead@example.org' };
    const [row] = ok(await presidentA.client.from('chapters').update(settings).eq('id', 1).select('description, cover_image_url, president_email'));
    expect(row).toEqual(settings);
    // The chapter page (chapter_overview) shows members the contact e-mail.
    const page = ok(await member.client.from('chapter_overview').select('contact_email, description').eq('id', 1).single());
    expect(page).toEqual({ contact_email: 'lead@example.org', description: 'We meet monthly.' });
    refused(await presidentA.client.from('chapters').update({ cover_image_url: 'http://img.example.org/c.jpg' }).eq('id', 1), '22023');
    refused(await presidentA.client.from('chapters').update({ president_email: 'not-an-address' }).eq('id', 1), '22023');
    noRows(await presidentA.client.from('chapters').update({ description: 'Takeover' }).eq('id', 2).select());
    noRows(await pending.client.from('chapters').update({ description: 'Takeover' }).eq('id', 3).select());
    noRows(await member.client.from('chapters').update({ description: 'Takeover' }).eq('id', 1).select());
  });
});
