import { describe, expect, it } from 'vitest';
import { messageProblem, sendFailureText } from '../../src/features/thread/utils/message-rules.ts';
import { listTime } from '../../src/lib/format.ts';
import type { Message } from '../../src/lib/messaging-types.ts';
import { addMessage, olderCursor, parseCursor, seenMessageId, type ThreadPages, threadMessages } from '../../src/lib/thread-cache.ts';
import { DataError, timestampKey } from '@diva/core';

const ME = '11111111-1111-4111-8111-111111111111';
const HER = '22222222-2222-4222-8222-222222222222';
const message = (id: string, at: string, sender = HER): Message => ({ id, conversation_id: 'c', sender_id: sender, content: id, created_at: at, edited_at: null, deleted_at: null });

describe('thread cache', () => {
  const pages: ThreadPages = {
    pages: [[message('m3', '2025-01-01T10:03:00Z'), message('m2', '2025-01-01T10:02:00Z')], [message('m1', '2025-01-01T10:01:00Z')]],
    pageParams: [null, 'x'],
  };

  it('shows the pages oldest first, each message once', () => {
    expect(threadMessages(pages).map((m) => m.id)).toEqual(['m1', 'm2', 'm3']);
    expect(threadMessages(undefined)).toEqual([]);
  });

  it('adds a live message to the newest page once, whichever of the event and the answer comes first', () => {
    const once = addMessage(pages, message('m4', '2025-01-01T10:04:00Z', ME));
    expect(addMessage(once, message('m4', '2025-01-01T10:04:00Z', ME))).toBe(once);
    expect(threadMessages(once).map((m) => m.id)).toEqual(['m1', 'm2', 'm3', 'm4']);
  });

  it('orders by time, not by the text of the time: a message at a whole second, other offsets, microseconds', () => {
    // PostgreSQL prints a whole second without a fraction; as text (localeCompare) it came out after .007.
    const sameSecond: ThreadPages = {
      pages: [[message('m83', '2026-11-26T11:49:58.007+00:00'), message('m82', '2026-11-26T11:49:58+00:00'), message('m81', '2026-11-26T11:49:57.995+00:00')]],
      pageParams: [null],
    };
    expect(threadMessages(sameSecond).map((m) => m.id)).toEqual(['m81', 'm82', 'm83']);
    const live = addMessage(sameSecond, message('m84', '2026-11-26T11:49:58.0071Z'));
    expect(threadMessages(live).map((m) => m.id)).toEqual(['m81', 'm82', 'm83', 'm84']);
    expect(live!.pages[0]!.map((m) => m.id)).toEqual(['m84', 'm83', 'm82', 'm81']);
    expect(timestampKey('2026-11-26T12:49:58.000001+01:00')).toBe(timestampKey('2026-11-26T11:49:58+00:00') + 1);
  });

  it('builds the keyset cursor from the oldest message of a page and reads it back', () => {
    const cursor = olderCursor(pages.pages[0]!);
    expect(parseCursor(cursor!)).toEqual({ createdAt: '2025-01-01T10:02:00Z', id: 'm2' });
    expect(olderCursor([])).toBeNull();
  });

  it("puts 'Seen' under the viewer's last message once the other read point reaches it", () => {
    const list = [message('a', '2025-01-01T10:00:00Z', ME), message('b', '2025-01-01T10:01:00Z'), message('c', '2025-01-01T10:02:00Z', ME)];
    expect(seenMessageId(list, ME, null)).toBeNull();
    expect(seenMessageId(list, ME, '2025-01-01T10:01:30Z')).toBeNull();
    expect(seenMessageId(list, ME, '2025-01-01T10:02:00Z')).toBe('c');
    expect(seenMessageId([message('b', '2025-01-01T10:01:00Z')], ME, '2025-01-01T11:00:00Z')).toBeNull();
  });
});

describe('message rules', () => {
  it("gives 'Invalid Input' with the spec's texts", () => {
    expect(messageProblem('   ')).toEqual({ title: 'Invalid Input', message: 'Message content cannot be empty' });
    expect(messageProblem('m'.repeat(5001))).toEqual({ title: 'Invalid Input', message: 'Message must be 5000 characters or less' });
    expect(messageProblem('m'.repeat(5000))).toBeNull();
    expect(messageProblem(' hello ')).toBeNull();
  });

  it('names a block refusal, and anything else is the spec’s failure text', () => {
    expect(sendFailureText(new DataError({ code: '42501', message: 'member_blocked' }, 403))).toBe('This member is not accepting your messages');
    expect(sendFailureText(new DataError({ message: 'Failed to fetch' }, 0))).toBe('Failed to send message');
    expect(sendFailureText(new DataError({ code: '23514', message: 'check' }, 400))).toBe('Failed to send message');
  });
});

describe('list times', () => {
  it("reads 'h:mm a' today and 'MMM d' before", () => {
    const now = new Date(2025, 4, 20, 18, 0);
    expect(listTime(new Date(2025, 4, 20, 9, 5).toISOString(), now)).toBe('9:05 AM');
    expect(listTime(new Date(2025, 4, 3, 23, 0).toISOString(), now)).toBe('May 3');
  });
});

describe('list cache', () => {
  it("moves the conversation of the viewer's own message to the top with it as the last message", async () => {
    const { withOwnMessage } = await import('../../src/lib/list-cache.ts');
    const row = (id: string) => ({
      id,
      other_user_id: HER,
      other_display_name: 'Her',
      other_avatar_url: null,
      last_message_at: '2025-01-01T10:00:00Z',
      last_message_content: 'old',
      last_message_sender_id: HER,
      last_message_created_at: '2025-01-01T10:00:00Z',
      unread_count: 0,
      other_last_read_at: null,
    });
    const sent = { id: 'm9', conversation_id: 'b', sender_id: ME, content: 'new', created_at: '2025-01-02T10:00:00Z', edited_at: null, deleted_at: null };
    const list = withOwnMessage([row('a'), row('b')], sent)!;
    expect(list.map((item) => item.id)).toEqual(['b', 'a']);
    expect(list[0]).toMatchObject({ last_message_content: 'new', last_message_sender_id: ME, last_message_created_at: '2025-01-02T10:00:00Z' });
    expect(withOwnMessage(undefined, sent)).toBeUndefined();
  });
});
