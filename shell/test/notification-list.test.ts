import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeaderNotification, applyInsert, applyUpdate, markRead, notificationTarget } from '../src/features/notifications/utils/notification-list.ts';

const note = (id: string, read = false): HeaderNotification => ({
  id,
  title: `t${id}`,
  message: 'm',
  read,
  created_at: new Date().toISOString(),
  type: 'connection_request',
});

describe('header notifications', () => {
  it('puts a live insert on top, keeps 10, and counts an unread one', () => {
    const list = { items: Array.from({ length: 10 }, (_, index) => note(String(index), true)), unread: 0 };
    const next = applyInsert(list, note('new'));
    expect(next.items).toHaveLength(10);
    expect(next.items[0]!.id).toBe('new');
    expect(next.unread).toBe(1);
    expect(applyInsert(next, note('new'))).toBe(next);
    expect(applyInsert(next, note('read-one', true)).unread).toBe(1);
  });

  it('adjusts the count when the read flag flips on a live update', () => {
    const list = { items: [note('a'), note('b', true)], unread: 1 };
    expect(applyUpdate(list, note('a', true)).unread).toBe(0);
    expect(applyUpdate(list, note('b', false)).unread).toBe(2);
    expect(applyUpdate(list, note('a', false)).unread).toBe(1);
    expect(applyUpdate(list, note('elsewhere', true), false).unread).toBe(0);
    expect(applyUpdate(list, note('elsewhere', true)).unread).toBe(1);
  });

  it('marks read optimistically', () => {
    const list = { items: [note('a'), note('b')], unread: 2 };
    const next = markRead(list, 'a');
    expect(next.items.find((item) => item.id === 'a')!.read).toBe(true);
    expect(next.unread).toBe(1);
    expect(markRead(next, 'a')).toBe(next);
  });

  it('never lets the unread count go below 0, whatever the sequence of events', () => {
    const event = fc.oneof(
      fc.record({ kind: fc.constant('insert' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), read: fc.boolean() }),
      fc.record({ kind: fc.constant('update' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), read: fc.boolean(), before: fc.option(fc.boolean(), { nil: undefined }) }),
      fc.record({ kind: fc.constant('mark' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
    );
    fc.assert(
      fc.property(fc.nat(3), fc.array(event, { maxLength: 40 }), (startUnread, events) => {
        let list = { items: [] as HeaderNotification[], unread: startUnread };
        for (const step of events) {
          if (step.kind === 'insert') list = applyInsert(list, note(step.id, step.read));
          else if (step.kind === 'update') list = applyUpdate(list, note(step.id, step.read), step.before);
          else list = markRead(list, step.id);
          expect(list.unread).toBeGreaterThanOrEqual(0);
          expect(list.items.length).toBeLessThanOrEqual(10);
        }
      }),
    );
  });
});

describe('where a notification leads', () => {
  const at = (type: string, data: Record<string, unknown> | null) => notificationTarget({ type, data });
  it('opens the request in Who Matches, the member who accepted, the conversation, the event, the post', () => {
    expect(at('connection_request', { request_id: 'r 1', requester_id: 'u1' })).toBe('/app/who/matches?tab=requests&request=r%201');
    expect(at('connection_approved', { requested_id: 'u2', request_id: 'r1' })).toBe('/app/profile/u2');
    expect(at('message', { conversation_id: 'c1', sender_id: 'u1' })).toBe('/app/messages/c1');
    expect(at('event_approved', { event_id: 'e1' })).toBe('/app/events/e1');
    expect(at('system', { event_id: 'e2', reason: 'waitlist_promoted' })).toBe('/app/events/e2');
    expect(at('system', { post_id: 'p1' })).toBe('/app/timeline/post/p1');
    expect(at('application_approved', { application_id: 'a1', role: 'moderator', chapter_id: null })).toBe('/president/dashboard');
    expect(at('system', { report_id: 'x', outcome: 'dismiss', target_type: 'profile', member_id: 'u3' })).toBe('/app/profile/u3');
  });
  it('leads nowhere when it is about nothing it can open', () => {
    expect(at('system', { report_id: 'x', outcome: 'keep' })).toBeNull();
    expect(at('application_approved', {})).toBeNull();
    expect(at('connection_request', null)).toBeNull();
  });
});
