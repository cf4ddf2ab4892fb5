// @vitest-environment node
/**
 * The portal's own requests (api/ folders) through supabase-js against a real local-supabase: president A
 * (chapter 1), president B (chapter 2), the moderator, a pending applicant and a plain member.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type DivaClient } from '@diva/core';
import { anonClient, approveLeader, type LocalSupabase, makeAdmin, type Member, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { submitApplication } from '../../src/features/apply/api/submit-application.ts';
import { decideApplication } from '../../src/features/approvals/api/decide-application.ts';
import { fetchApplications } from '../../src/features/approvals/api/get-applications.ts';
import { approveChapterEvent } from '../../src/features/events/api/approve-event.ts';
import { checkInRsvp } from '../../src/features/events/api/check-in-rsvp.ts';
import { fetchEventForm } from '../../src/features/events/api/get-event-form.ts';
import { saveChapterEvent } from '../../src/features/events/api/save-event.ts';
import { fetchChapterEvents } from '../../src/features/events/api/get-chapter-events.ts';
import { fetchEventRsvps } from '../../src/features/events/api/get-event-rsvps.ts';
import { subscribeEventRsvps } from '../../src/features/events/api/subscribe-event-rsvps.ts';
import { fetchChapterMembers } from '../../src/features/members/api/get-chapter-members.ts';
import { fetchStats } from '../../src/features/overview/api/get-stats.ts';
import { signInLeader } from '../../src/features/session/api/sign-in-leader.ts';
import { fetchChapterSettings } from '../../src/features/settings/api/get-chapter-settings.ts';
import { saveChapterSettings } from '../../src/features/settings/api/save-chapter-settings.ts';

let server: LocalSupabase;
let admin: Member;
let presidentA: Member;
let presidentB: Member;
let moderator: Member;
let member: Member;
const as = (m: Member) => m.client as unknown as DivaClient;
const event = { title: 'Door night', date: '2099-05-01', time: '18:00', location: 'Atlanta', type: 'in-person' as const, address: '1 Main St', max_attendees: 10 };

beforeAll(async () => {
  vi.stubGlobal('window', { location: { origin: 'http://localhost:3000' } });
  server = await startTestServer();
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  [presidentA, presidentB, moderator, member] = await Promise.all(['President A', 'President B', 'Moderator', 'Maya Member'].map((n) => signUpMember(server, n)));
  await approveLeader(admin, presidentA, 'president', 1);
  await approveLeader(admin, presidentB, 'president', 2);
  await approveLeader(admin, moderator, 'moderator');
  await member.client.from('chapter_members').insert({ chapter_id: 1, user_id: member.id });
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await server?.stop();
});

describe('apply and sign in', () => {
  it('a visitor applies (account + application); pending is refused at sign-in; approved gets in', async () => {
    const visitor = anonClient(server) as unknown as DivaClient;
    const values = { fullName: 'Nia New', email: 'nia@example.org', password: 'secret123', role: 'president' as const, chapterId: '1' };
    expect(await submitApplication(values, false, visitor)).toEqual({ ok: false, reason: 'chapter_taken' });
    const fresh = anonClient(server) as unknown as DivaClient;
    expect(await submitApplication({ ...values, email: 'nia2@example.org', chapterId: '8' }, false, fresh)).toEqual({ ok: true });
    const moderatorSeat = anonClient(server) as unknown as DivaClient;
    expect(await submitApplication({ ...values, email: 'nia3@example.org', role: 'moderator', chapterId: '' }, false, moderatorSeat)).toEqual({
      ok: false,
      reason: 'moderator_taken',
    });

    const login = anonClient(server) as unknown as DivaClient;
    expect(await signInLeader('nia2@example.org', 'secret123', login)).toEqual({ ok: false, reason: 'pending', role: 'president' });
    expect((await login.auth.getSession()).data.session).toBeNull();
    expect(await signInLeader(member.email, member.password, login)).toEqual({ ok: false, reason: 'denied' });
    const wrong = await signInLeader(presidentA.email, 'wrong-password', login);
    expect(wrong).toMatchObject({ ok: false, reason: 'provider' });

    const pending = (await fetchApplications(as(moderator))).find((a) => a.email === 'nia2@example.org')!;
    expect(pending).toMatchObject({ full_name: 'Nia New', role: 'president' });
    expect(await fetchApplications(as(presidentA))).toEqual([]);
    expect(await decideApplication(pending.id, true, as(presidentA))).toEqual({ ok: false, reason: 'failed' });
    expect(await decideApplication(pending.id, true, as(moderator))).toEqual({ ok: true });
    expect(await signInLeader('nia2@example.org', 'secret123', login)).toEqual({ ok: true });
  });

  it('a signed-in member applies with her own account', async () => {
    const amara = await signUpMember(server, 'Amara');
    expect(await submitApplication({ fullName: 'Amara', email: '', password: '', role: 'president', chapterId: '9' }, true, as(amara))).toEqual({ ok: true });
    const [row] = (await amara.client.from('diva_presidents').select('email, approved').eq('user_id', amara.id)).data!;
    expect(row).toEqual({ email: amara.email, approved: false });
  });
});

describe('the chapter dashboard', () => {
  it('creates, lists, RSVPs live, checks in; president B and the member see none of it', async () => {
    const created = await saveChapterEvent({ viewerId: presidentA.id, chapterId: 1, values: event }, as(presidentA));
    expect(created.approved).toBe(true);
    // Edit: her own event, with its hidden address in the form; president B cannot.
    expect(await fetchEventForm(created.id, as(presidentA))).toEqual(event);
    const edited = { ...event, title: 'Door night (moved)', time: '19:00' };
    expect(await saveChapterEvent({ viewerId: presidentA.id, chapterId: 1, id: created.id, values: edited }, as(presidentA))).toEqual({ id: created.id, approved: true });
    expect(await fetchEventForm(created.id, as(presidentA))).toEqual(edited);
    await expect(saveChapterEvent({ viewerId: presidentB.id, chapterId: 1, id: created.id, values: event }, as(presidentB))).rejects.toThrow();
    expect((await fetchChapterEvents(as(presidentA))).map((e) => e.id)).toContain(created.id);
    expect((await fetchChapterEvents(as(presidentB))).map((e) => e.id)).not.toContain(created.id);
    await expect(fetchChapterEvents(as(member))).rejects.toMatchObject({ code: '42501' });

    let close = () => undefined as void;
    const arrived = new Promise<void>((resolve) => {
      const joined = new Promise<void>((ready) => {
        close = subscribeEventRsvps(created.id, resolve, as(presidentA), ready);
      });
      void joined.then(() => member.client.from('event_rsvps').insert({ event_id: created.id, user_id: member.id }));
    });
    await arrived;
    close();

    const [rsvp] = await fetchEventRsvps(created.id, as(presidentA));
    expect(rsvp).toMatchObject({ display_name: 'Maya Member', status: 'attending', checked_in_at: null });
    await expect(fetchEventRsvps(created.id, as(presidentB))).rejects.toMatchObject({ code: '42501' });
    expect(await checkInRsvp(rsvp!.id, true, as(presidentA))).toEqual(expect.any(String));
    await expect(checkInRsvp(rsvp!.id, false, as(presidentB))).rejects.toMatchObject({ code: '42501' });
  });

  it("a member's event for the chapter waits for the moderator; a president cannot approve it", async () => {
    const { data } = await member.client
      .from('events')
      .insert({ title: 'Member meetup', date: '2099-07-01', time: '12:00', location: 'Online', type: 'online', chapter_id: 1, created_by: member.id })
      .select('id, approved')
      .single();
    expect(data!.approved).toBe(false);
    expect((await fetchChapterEvents(as(presidentA))).find((e) => e.id === data!.id)).toMatchObject({ approved: false });
    await expect(approveChapterEvent(data!.id, as(presidentA))).rejects.toThrow();
    await approveChapterEvent(data!.id, as(moderator));
    expect((await fetchChapterEvents(as(moderator))).find((e) => e.id === data!.id)).toMatchObject({ approved: true });
  });

  it('stats and members by scope, settings only for her chapter', async () => {
    expect(await fetchStats('chapter', as(presidentA))).toMatchObject({ members: 1 });
    expect((await fetchStats('network', as(moderator))).members).toBeGreaterThan(4);
    await expect(fetchStats('network', as(presidentA))).rejects.toMatchObject({ code: '42501' });
    expect((await fetchChapterMembers('', as(presidentA))).map((m) => m.display_name)).toEqual(['Maya Member']);
    expect(await fetchChapterMembers('', as(presidentB))).toEqual([]);

    await saveChapterSettings(1, { description: 'Monthly mixers', cover_image_url: 'https://img.example.org/c.jpg', president_email: 'a@chapter.org' }, as(presidentA));
    expect(await fetchChapterSettings(1, as(presidentA))).toEqual({ description: 'Monthly mixers', cover_image_url: 'https://img.example.org/c.jpg', president_email: 'a@chapter.org' });
    await expect(saveChapterSettings(1, { description: 'x', cover_image_url: 'http://img.example.org/c.jpg', president_email: '' }, as(presidentA))).rejects.toMatchObject({ code: '22023' });
    await expect(saveChapterSettings(1, { description: 'Takeover', cover_image_url: '', president_email: '' }, as(presidentB))).rejects.toThrow();
  });
});
