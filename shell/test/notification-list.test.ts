import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type HeaderNotification, applyInsert, applyUpdate, markRead } from '../src/features/notifications/utils/notification-list.ts';

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
