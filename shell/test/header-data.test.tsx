import { useSessionStore } from '@diva/core';
import { renderWithProviders } from '@diva/test-utils';
import { type FakeResponse, currentFake, resetFake, stepValue } from '@diva/test-utils/fake-supabase';
import { useLocation } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { fetchRecentConversations } = await import('../src/features/messages-popover/api/get-recent-conversations.ts');
const { NotificationsPopover } = await import('../src/features/notifications/components/notifications-popover.tsx');
const { Header } = await import('../src/features/app-shell/components/header.tsx');

// Ids are guids: the api/ inputs validate them.
const ME = '00000000-0000-4000-8000-000000000001';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const GHOST = '00000000-0000-4000-8000-0000000000a2';
const session = { access_token: 't', user: { id: ME, email: 'me@example.com', user_metadata: {} } } as unknown as Session;

beforeEach(() => {
  resetFake();
  useSessionStore.getState().setSession(session);
});

describe('messages popover data', () => {
  it('names the other member, falls back to Unknown User, 5 at most, in one request', async () => {
    currentFake().respond = ({ table }): FakeResponse =>
      table === 'list_conversations'
        ? {
            data: [
              { id: 'c1', other_user_id: ANN, other_display_name: 'Ann Lee', other_avatar_url: null, last_message_at: '2024-06-01T10:00:00Z' },
              { id: 'c2', other_user_id: GHOST, other_display_name: null, other_avatar_url: null, last_message_at: '2024-05-01T10:00:00Z' },
            ],
          }
        : { data: [] };
    const rows = await fetchRecentConversations({ userId: ME });
    expect(rows.map((row) => [row.id, row.name, row.otherUserId])).toEqual([
      ['c1', 'Ann Lee', ANN],
      ['c2', 'Unknown User', GHOST],
    ]);
    expect(currentFake().calls.map((call) => [call.table, call.payload])).toEqual([['list_conversations', { max_rows: 5 }]]);
  });
});

describe('notifications popover', () => {
  const unread = { id: '00000000-0000-4000-8000-0000000000b1', title: 'New connection request', message: 'Rita wants to connect with you', read: false, created_at: new Date().toISOString(), type: 'connection_request' };

  it('marks an item read at once and reverts when the update fails', async () => {
    let failUpdate = true;
    let release: () => void = () => undefined;
    currentFake().respond = async (call): Promise<FakeResponse> => {
      if (call.action === 'update') {
        await new Promise<void>((done) => (release = done));
        return failUpdate ? { error: { message: 'permission denied', code: '42501' } } : {};
      }
      return { data: { items: [unread], unread: 1 } };
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithProviders(<NotificationsPopover />);
    const bell = await screen.findByRole('button', { name: 'Notifications (1 unread)' });
    fireEvent.click(bell);
    const item = await screen.findByTestId('notification-item');
    expect(item.getAttribute('data-read')).toBe('false');

    fireEvent.click(item);
    // The screen changes first...
    await waitFor(() => expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
    // ...and reverts when the update fails.
    release();
    await waitFor(() => expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('false'));
    expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy();

    failUpdate = false;
    fireEvent.click(screen.getByTestId('notification-item'));
    await waitFor(() => expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true'));
    release();
    await waitFor(() => expect(screen.getByTestId('notification-item').getAttribute('data-read')).toBe('true'));
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('keeps a notification that arrives live while an older read of the list is still on its way', async () => {
    // The table as the database holds it; each read answers with what was there when it started.
    const rows: (typeof unread)[] = [];
    let holdNextRead = true;
    let release: () => void = () => undefined;
    currentFake().respond = async (): Promise<FakeResponse> => {
      const snapshot = [...rows];
      if (holdNextRead) {
        holdNextRead = false;
        await new Promise<void>((done) => (release = done));
      }
      return { data: { items: snapshot, unread: snapshot.filter((row) => !row.read).length } };
    };
    renderWithProviders(<NotificationsPopover />);
    await waitFor(() => expect(currentFake().channels()).toBe(1));

    // The row is written and heard live before the read that started earlier answers.
    rows.push(unread);
    currentFake().emit('notifications', 'INSERT', { new: unread });
    release();
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (1 unread)' }));
    expect((await screen.findByTestId('notification-item')).textContent).toContain('Rita wants to connect with you');
    // Still there once every read has answered.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy());
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.getAllByTestId('notification-item')).toHaveLength(1);
  });

  it('leaves messages to the messages badge, opens what a notification is about and marks it read, and marks all as read', async () => {
    const request = { ...unread, data: { request_id: '00000000-0000-4000-8000-0000000000c1', requester_id: ANN } };
    const approved = { ...unread, id: '00000000-0000-4000-8000-0000000000b2', type: 'connection_approved', title: 'Connection request approved', message: 'Ann accepted', data: { requested_id: ANN } };
    currentFake().respond = (call): FakeResponse => {
      if (call.action === 'update') return {};
      return { data: { items: [request, approved], unread: 2 } };
    };
    const Where = () => {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    };
    renderWithProviders(
      <>
        <NotificationsPopover />
        <Where />
      </>,
    );
    await waitFor(() => expect(currentFake().channels()).toBe(1));
    // The list and the count in one call (the database leaves messages out of both); a live message neither lists nor counts.
    expect(currentFake().calls.filter((call) => call.action !== 'update').map((call) => [call.table, call.payload])).toContainEqual(['header_notifications', { max_items: 10 }]);
    expect(currentFake().calls.filter((call) => call.table === 'notifications' && call.action === 'select')).toEqual([]);
    currentFake().emit('notifications', 'INSERT', { new: { ...unread, id: '00000000-0000-4000-8000-0000000000b3', type: 'message', title: 'New message from Ann', data: { conversation_id: 'c1' } } });
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications (2 unread)' }));
    expect(await screen.findAllByTestId('notification-item')).toHaveLength(2);

    // The request opens in Who Matches and is marked read.
    fireEvent.click(screen.getAllByTestId('notification-item')[0]!);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/app/who/matches?tab=requests&request=00000000-0000-4000-8000-0000000000c1'));
    const marked = currentFake().calls.find((call) => call.action === 'update');
    expect(marked).toMatchObject({ payload: { read: true } });
    expect(stepValue(marked!, 'eq', 'id')).toBe(unread.id);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications (1 unread)' })).toBeTruthy());

    // Mark all as read: one update of her unread ones (messages left to the messages badge), the badge clears.
    fireEvent.click(screen.getByRole('button', { name: 'Notifications (1 unread)' }));
    // The dropdown is in the document while its opening transition runs (not yet "visible" to role queries).
    fireEvent.click((await screen.findByText('Mark all as read')).closest('button')!);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    const all = currentFake().calls.filter((call) => call.action === 'update')[1]!;
    expect([stepValue(all, 'eq', 'user_id'), stepValue(all, 'eq', 'read'), stepValue(all, 'neq', 'type')]).toEqual([ME, false, 'message']);
  });

  it('opens every kind of notification at its item and marks each read', async () => {
    const id = (n: number) => `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`;
    // Each kind as the database's triggers write it (supabase/migrations/20261128010000_notification_targets.sql).
    const kinds: [string, Record<string, unknown>, string][] = [
      ['connection_request', { request_id: id(50), requester_id: ANN }, `/app/who/matches?tab=requests&request=${id(50)}`],
      ['connection_approved', { requested_id: ANN, request_id: id(50) }, `/app/profile/${ANN}`],
      ['event_approved', { event_id: id(51) }, `/app/events/${id(51)}`],
      ['application_approved', { application_id: id(52), role: 'president', chapter_id: 1 }, '/president/dashboard'],
      ['system', { event_id: id(53), reason: 'waitlist_promoted' }, `/app/events/${id(53)}`],
      ['system', { event_id: id(54), reason: 'event_changed' }, `/app/events/${id(54)}`],
      ['system', { report_id: id(55), outcome: 'dismiss', target_type: 'post', post_id: id(56) }, `/app/timeline/post/${id(56)}`],
      ['system', { report_id: id(57), outcome: 'dismiss', target_type: 'message', conversation_id: id(58), message_id: id(59) }, `/app/messages/${id(58)}`],
      ['system', { report_id: id(60), outcome: 'dismiss', target_type: 'profile', member_id: ANN }, `/app/profile/${ANN}`],
    ];
    const rows = kinds.map(([type, data], index) => ({ ...unread, id: id(index), type, title: `Kind ${index}`, data }));
    currentFake().respond = (call): FakeResponse => {
      if (call.action === 'update') return {};
      return { data: { items: rows, unread: rows.length } };
    };
    const Where = () => {
      const location = useLocation();
      return <output data-testid="where">{location.pathname + location.search}</output>;
    };
    renderWithProviders(
      <>
        <NotificationsPopover />
        <Where />
      </>,
    );
    for (const [index, [, , path]] of kinds.entries()) {
      fireEvent.click(await screen.findByRole('button', { name: `Notifications (${kinds.length - index} unread)` }));
      fireEvent.click((await screen.findByText(`Kind ${index}`)).closest('button')!);
      await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(path));
      const marked = currentFake().calls.filter((call) => call.action === 'update');
      expect(marked).toHaveLength(index + 1);
      expect(stepValue(marked[index]!, 'eq', 'id')).toBe(id(index));
    }
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
  });

  it('caps the badge at 99+ and shows the empty text', async () => {
    currentFake().respond = (): FakeResponse => ({ data: { items: [], unread: 150 } });
    renderWithProviders(<NotificationsPopover />);
    const bell = await screen.findByRole('button', { name: 'Notifications (99+ unread)' });
    fireEvent.click(bell);
    expect(await screen.findByText('No notifications')).toBeTruthy();
  });
});

describe('header avatar', () => {
  it('opens her account page', async () => {
    currentFake().respond = (): FakeResponse => ({ data: { display_name: 'Ann Member', avatar_url: null } });
    renderWithProviders(<Header onToggleSidebar={() => undefined} />);
    const link = await screen.findByRole('link', { name: 'Account settings' });
    expect(link.getAttribute('href')).toBe('/app/settings');
    expect(link.contains(screen.getByTestId('header-avatar'))).toBe(true);
  });
});
