import { useSessionStore } from '@diva/core';
import { renderWithProviders } from '@diva/test-utils';
import { type FakeResponse, currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { MessagesPopover } = await import('../src/features/messages-popover/components/messages-popover.tsx');

const ME = '00000000-0000-4000-8000-000000000001';
const ANN = '00000000-0000-4000-8000-0000000000a1';
const session = { access_token: 't', user: { id: ME, email: 'me@example.com', user_metadata: {} } } as unknown as Session;

function answer(unread: number) {
  currentFake().respond = ({ table }): FakeResponse => {
    if (table === 'unread_message_count') return { data: unread };
    if (table === 'list_conversations') {
      return { data: [{ id: 'c1', other_user_id: ANN, other_display_name: 'Ann Lee', other_avatar_url: null, last_message_at: '2024-06-01T10:00:00Z' }] };
    }
    return { data: [] };
  };
}

beforeEach(() => {
  resetFake();
  useSessionStore.getState().setSession(session);
});

describe('messages badge', () => {
  it('counts unread messages, not recent conversations', async () => {
    answer(3);
    renderWithProviders(<MessagesPopover />);
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toContain('3'));
    expect(currentFake().calls.map((call) => call.table)).toContain('unread_message_count');
  });

  it('is hidden with nothing unread although there are conversations, and caps at 99+', async () => {
    answer(0);
    const first = renderWithProviders(<MessagesPopover />);
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'unread_message_count')).toBe(true));
    expect(screen.getByTestId('messages-badge').textContent).not.toMatch(/\d/);
    first.unmount();
    answer(100);
    renderWithProviders(<MessagesPopover />);
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toContain('99+'));
  });

  it('refreshes when the member reads a thread (her conversation_reads change)', async () => {
    answer(2);
    renderWithProviders(<MessagesPopover />);
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).toContain('2'));
    answer(0);
    currentFake().emit('conversation_reads', 'UPDATE', { new: { user_id: ME } });
    await waitFor(() => expect(screen.getByTestId('messages-badge').textContent).not.toMatch(/\d/), { timeout: 3000 });
  });

  it("previews the last message, and says 'Message deleted' once its sender took it back (live), never an empty line", async () => {
    let content = 'See you at the chapter meetup';
    currentFake().respond = ({ table }): FakeResponse => {
      if (table === 'unread_message_count') return { data: 1 };
      if (table === 'list_conversations') {
        return { data: [{ id: 'c1', other_user_id: ANN, other_display_name: 'Ann Lee', other_avatar_url: null, last_message_at: '2024-06-01T10:00:00Z', last_message_content: content }] };
      }
      return { data: [] };
    };
    renderWithProviders(<MessagesPopover />);
    fireEvent.click(await screen.findByRole('button', { name: 'Messages' }));
    expect((await screen.findByTestId('conversation-preview')).textContent).toBe('See you at the chapter meetup');
    // Ann deletes it: the server empties its text, and the change is heard.
    content = '';
    currentFake().emit('messages', 'UPDATE', { new: { id: 'm1', conversation_id: 'c1', sender_id: ANN, content: '', deleted_at: '2024-06-01T10:05:00Z' } });
    await waitFor(() => expect(screen.getByTestId('conversation-preview').textContent).toBe('Message deleted'), { timeout: 3000 });
  });
});
