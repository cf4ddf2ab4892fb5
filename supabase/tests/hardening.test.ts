/**
 * Security: hidden event addresses, approved events rewritten without review, auto-approval
 * outside the president's chapter, and off-origin image addresses.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, approveLeader, type LocalSupabase, makeAdmin, type Member, ok, refused, signUpMember, startTestServer } from '@diva/test-utils/backend';
import { createEvent } from './helpers/clients.ts';

let server: LocalSupabase;
let maya: Member; // attends the hidden-address event
let amara: Member; // a member who does not attend
let admin: Member;
let keisha: Member; // approved president of chapter 1
let naomi: Member; // approved moderator

beforeAll(async () => {
  server = await startTestServer();
  maya = await signUpMember(server, 'Maya');
  amara = await signUpMember(server, 'Amara');
  admin = await makeAdmin(server, await signUpMember(server, 'Admin'));
  keisha = await signUpMember(server, 'Keisha');
  naomi = await signUpMember(server, 'Naomi');
  await approveLeader(admin, keisha, 'president', 1);
  await approveLeader(admin, naomi, 'moderator');
});
afterAll(async () => {
  await server?.stop();
});

const approval = async (member: Member, id: string) =>
  ok(await member.client.from('events').select('approved, approved_at').eq('id', id).single());

describe('finding 4: hidden event addresses', () => {
  let hidden: string;
  let shown: string;
  const address = async (member: Member, id: string) =>
    ok(await member.client.from('event_details').select('address').eq('id', id).single()).address;

  beforeAll(async () => {
    hidden = (await createEvent(keisha, { chapter_id: 1, type: 'in-person', address: '12 Secret Lane', show_address_before_rsvp: false })).id;
    shown = (await createEvent(keisha, { chapter_id: 1, type: 'in-person', address: '1 Public Square' })).id;
    ok(await maya.client.from('event_rsvps').insert({ event_id: hidden, user_id: maya.id, status: 'attending' }));
  });

  it('are not in the events table for members', async () => {
    refused(await amara.client.from('events').select('id, address').eq('id', hidden), '42501');
    refused(await maya.client.from('events').select('address').eq('id', shown), '42501');
  });

  it('are read through event_details by the creator, the chapter’s president, the admin and attendees only', async () => {
    expect(await address(keisha, hidden)).toBe('12 Secret Lane');
    expect(await address(admin, hidden)).toBe('12 Secret Lane');
    expect(await address(maya, hidden)).toBe('12 Secret Lane');
    expect(await address(amara, hidden)).toBeNull();
    expect(await address(naomi, hidden)).toBeNull();
    // Every other column is there for everyone who sees the event.
    const row = ok(await amara.client.from('event_details').select('title, show_address_before_rsvp').eq('id', hidden).single());
    expect(row).toEqual({ title: 'Test event', show_address_before_rsvp: false });
  });

  it('are shown to every member when the event shows them before RSVP', async () => {
    expect(await address(amara, shown)).toBe('1 Public Square');
  });

  it('follow the RSVP: cancelling hides the address again', async () => {
    ok(await maya.client.from('event_rsvps').delete().eq('event_id', hidden).eq('user_id', maya.id));
    expect(await address(maya, hidden)).toBeNull();
  });

  it('keep event_details under the events’ row-level security, and away from anon', async () => {
    const pending = await createEvent(maya, { type: 'in-person', address: '3 Pending Rd', show_address_before_rsvp: false });
    expect(ok(await amara.client.from('event_details').select('id').eq('id', pending.id))).toEqual([]);
    expect(await address(maya, pending.id)).toBe('3 Pending Rd');
    refused(await anonClient(server).from('event_details').select('id'), '42501');
  });
});

describe('finding 5: an approved event changed without review', () => {
  it('goes back to pending after a material change by a member creator, and the approvers are told', async () => {
    const e = await createEvent(amara, { title: 'Founders coffee' });
    ok(await admin.client.from('events').update({ approved: true }).eq('id', e.id).select('id'));
    expect((await approval(amara, e.id)).approved).toBe(true);

    // A change that is not material keeps the approval.
    ok(await amara.client.from('events').update({ max_attendees: 30 }).eq('id', e.id).select('id'));
    expect((await approval(amara, e.id)).approved).toBe(true);

    ok(await amara.client.from('events').update({ title: 'Crypto giveaway', date: '2099-07-01' }).eq('id', e.id).select('id'));
    expect(await approval(amara, e.id)).toEqual({ approved: false, approved_at: null });
    for (const approver of [admin, naomi]) {
      const told = ok(await approver.client.from('notifications').select('title, data').eq('type', 'system'));
      expect(told).toContainEqual({ title: 'Event changed after approval', data: { event_id: e.id, reason: 'event_changed' } });
    }
    // Members no longer see it until it is approved again.
    expect(ok(await maya.client.from('events').select('id').eq('id', e.id))).toEqual([]);
  });

  it('lets the moderator approve a member’s event (the generated search column is no edit)', async () => {
    const e = await createEvent(amara, { title: 'Pitch practice' });
    ok(await naomi.client.from('events').update({ approved: true }).eq('id', e.id).select('id'));
    expect((await approval(amara, e.id)).approved).toBe(true);
    refused(await naomi.client.from('events').update({ title: 'Renamed by the moderator' }).eq('id', e.id).select('id'), '42501');
  });

  it('stays approved when the president of its chapter changes her own event', async () => {
    const e = await createEvent(keisha, { chapter_id: 1, title: 'Chapter brunch' });
    ok(await keisha.client.from('events').update({ title: 'Chapter brunch, new venue', location: 'Elsewhere' }).eq('id', e.id).select('id'));
    expect((await approval(keisha, e.id)).approved).toBe(true);
  });
});

describe('finding 6: auto-approval', () => {
  it('is only for the president’s own chapter', async () => {
    expect((await createEvent(keisha, { chapter_id: 1 })).approved).toBe(true);
    expect((await createEvent(keisha, { chapter_id: 2 })).approved).toBe(false);
    expect((await createEvent(keisha, { chapter_id: null })).approved).toBe(false);
  });

  it('is lost when the president moves her approved event to another chapter', async () => {
    const e = await createEvent(keisha, { chapter_id: 1 });
    ok(await keisha.client.from('events').update({ chapter_id: 2 }).eq('id', e.id).select('id'));
    expect((await approval(keisha, e.id)).approved).toBe(false);
  });
});

describe('finding 7: image and link addresses', () => {
  const avatar = (url: string) => maya.client.from('profiles').update({ avatar_url: url }).eq('user_id', maya.id).select('avatar_url');

  it.each([
    '/\\evil.example/pixel.png',
    '//evil.example/pixel.png',
    'http://evil.example/pixel.png',
    'https://good.example\\@evil.example/pixel.png',
    'https://user@evil.example/pixel.png',
    '/storage/v1/object/public/../../evil',
    '/elsewhere/pixel.png',
    'javascript:alert(1)',
  ])('refuses %s as an image', async (url) => {
    refused(await avatar(url), '23514');
  });

  it.each([
    'https://images.example/avatar.png',
    '/storage/v1/object/public/avatars/someone/avatar.png',
    'http://127.0.0.1:54321/storage/v1/object/public/avatars/someone/avatar.png',
    'data:image/png;base64,iVBORw0KGgo=',
  ])('accepts %s as an image', async (url) => {
    expect(ok(await avatar(url))).toEqual([{ avatar_url: url }]);
  });

  it('applies to the chapters’ image fields', async () => {
    refused(await admin.client.from('chapters').update({ logo_url: '/\\evil.example/logo.png' }).eq('id', 1), '23514');
    refused(await admin.client.from('chapters').update({ cover_image_url: 'http://evil.example/c.png' }).eq('id', 1), '23514');
  });

  it('accepts https links only', async () => {
    const link = (url: string) => maya.client.from('profiles').update({ instagram_url: url }).eq('user_id', maya.id).select('instagram_url');
    refused(await link('http://instagram.com/maya'), '23514');
    refused(await link('https://instagram.com\\@evil.example'), '23514');
    expect(ok(await link('https://instagram.com/maya'))).toEqual([{ instagram_url: 'https://instagram.com/maya' }]);
    expect(ok(await link('https://www.tiktok.com/@maya'))).toEqual([{ instagram_url: 'https://www.tiktok.com/@maya' }]);
  });
});
