import { type FakeResponse, currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Format from '../../src/lib/format.ts';
import { OTHER_ID, VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));
// Counted: each conversation row formats its time once per render, and each message bubble its own.
vi.mock('../../src/lib/format.ts', async (original) => {
  const actual = await original<typeof Format>();
  return { ...actual, listTime: vi.fn(actual.listTime), messageTime: vi.fn(actual.messageTime) };
});
const { listTime, messageTime } = await import('../../src/lib/format.ts');

const { default: RemoteApp } = await import('../../src/remote-app.tsx');

const CONVERSATION = '00000000-0000-4000-8000-0000000000c1';
const summary = (overrides: Record<string, unknown> = {}) => ({
  id: CONVERSATION,
  other_user_id: OTHER_ID,
  other_display_name: 'Amara Okafor',
  other_avatar_url: null,
  last_message_at: '2025-01-01T10:00:00Z',
  last_message_content: 'See you <b>soon</b>',
  last_message_sender_id: OTHER_ID,
  last_message_created_at: '2025-01-01T10:00:00Z',
  unread_count: 2,
  other_last_read_at: null,
  ...overrides,
});
const conversationRow = {
  id: CONVERSATION,
  participant_1: VIEWER_ID,
  participant_2: OTHER_ID,
  one: { display_name: 'Viewer', avatar_url: null },
  two: { display_name: 'Amara Okafor', avatar_url: null },
  reads: [],
};
const messageRow = (id: number, sender: string, content: string) => ({
  id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
  conversation_id: CONVERSATION,
  sender_id: sender,
  content,
  created_at: new Date(Date.UTC(2025, 0, 1, 9, id)).toISOString(),
});

const render = (path = '/app/messages') => renderRemote(<RemoteApp basePath="/app/messages" />, { route: path, path: '/app/messages/*' });

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});

describe('the conversation list', () => {
  it('shows the skeleton, then the rows in one request, unread in bold with the count', async () => {
    currentFake().respond = (call): FakeResponse => (call.table === 'list_conversations' ? { data: [summary()] } : { data: [] });
    render();
    expect(screen.getByTestId('conversations-skeleton')).toBeTruthy();
    const row = await screen.findByTestId('conversation-row');
    expect(row.getAttribute('data-unread')).toBe('true');
    expect(within(row).getByTestId('unread-count').textContent).toBe('2');
    // Members' markup is text.
    expect(within(row).getByTestId('conversation-preview').textContent).toBe('See you <b>soon</b>');
    expect(row.getAttribute('href')).toBe(`/app/messages/${CONVERSATION}`);
    expect(screen.getByText('Select a conversation to start messaging')).toBeTruthy();
    expect(currentFake().calls.filter((call) => call.table === 'list_conversations')).toHaveLength(1);
  });

  it("says 'No conversations yet'", async () => {
    render();
    expect(await screen.findByText('No conversations yet')).toBeTruthy();
  });

  it("names a member without a profile name 'Unknown User', in normal weight when nothing is unread", async () => {
    currentFake().respond = (call): FakeResponse =>
      call.table === 'list_conversations' ? { data: [summary({ other_display_name: null, unread_count: 0 })] } : { data: [] };
    render();
    const row = await screen.findByTestId('conversation-row');
    expect(within(row).getByTestId('conversation-name').textContent).toBe('Unknown User');
    expect(row.getAttribute('data-unread')).toBeNull();
  });

  it('sends the search to the server', async () => {
    currentFake().respond = (call): FakeResponse => (call.table === 'list_conversations' ? { data: [summary()] } : { data: [] });
    render();
    await screen.findByTestId('conversation-row');
    fireEvent.change(screen.getByTestId('conversation-search'), { target: { value: 'invoice' } });
    await waitFor(() => expect(currentFake().calls.some((call) => (call.payload as { search?: string })?.search === 'invoice')).toBe(true));
  });

  it("shows 'Failed to fetch conversations' with Retry when the list cannot be read", async () => {
    currentFake().respond = (call): FakeResponse =>
      call.table === 'list_conversations' ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : { data: [] };
    render();
    const error = await screen.findByTestId('conversations-error');
    expect(error.textContent).toContain('Failed to fetch conversations');
    currentFake().respond = (call): FakeResponse => (call.table === 'list_conversations' ? { data: [summary()] } : { data: [] });
    fireEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('conversation-row')).toBeTruthy();
  });
});

describe('a thread', () => {
  function answerThread(extra: (call: { table: string; action: string }) => FakeResponse | undefined = () => undefined) {
    currentFake().respond = (call): FakeResponse => {
      const special = extra(call);
      if (special) return special;
      if (call.table === 'list_conversations') return { data: [summary({ unread_count: 0 })] };
      if (call.table === 'conversations') return { data: conversationRow };
      if (call.table === 'messages' && call.action === 'select') return { data: [messageRow(2, OTHER_ID, 'Second'), messageRow(1, VIEWER_ID, 'First')] };
      return { data: [] };
    };
  }

  it('shows the messages oldest first and marks the conversation read', async () => {
    answerThread();
    render(`/app/messages/${CONVERSATION}`);
    expect(await screen.findByText('Loading messages...')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('message-content').map((node) => node.textContent)).toEqual(['First', 'Second']));
    expect(screen.getByTestId('thread-name').textContent).toBe('Amara Okafor');
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'mark_conversation_read')).toBe(true));
  });

  it('marks read only while the tab is visible, and when it becomes visible', async () => {
    let state: DocumentVisibilityState = 'hidden';
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'visibilityState');
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    try {
      // The tab's state when each read was asked for: a read asked for while hidden is recorded as such.
      const askedWhen: DocumentVisibilityState[] = [];
      answerThread((call) => (call.table === 'mark_conversation_read' ? (askedWhen.push(state), { data: new Date().toISOString() }) : undefined));
      render(`/app/messages/${CONVERSATION}`);
      await screen.findByText('Second');
      state = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
      await waitFor(() => expect(askedWhen).toHaveLength(1));
      expect(askedWhen).toEqual(['visible']);
    } finally {
      delete (document as { visibilityState?: unknown }).visibilityState;
      if (descriptor) expect(document.visibilityState).toBe('visible');
    }
  });

  it('at 768 px, where the sidebar still shows, the thread is a view of its own with a way back, not a column beside the list', async () => {
    // A 768 px screen: every max-width query at or above 768 px matches (jsdom has no layout to measure). Side by
    // side, the thread was left 128 px there and cut its words.
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
      return { matches: maxWidth ? 768 <= Number(maxWidth[1]) : false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
    });
    try {
      answerThread();
      render(`/app/messages/${CONVERSATION}`);
      expect(await screen.findByText('Second')).toBeTruthy();
      expect(screen.getByTestId('back-to-list').getAttribute('href')).toBe('/app/messages');
      expect(screen.queryByTestId('conversation-row')).toBeNull();
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('on a phone, the first render is already the list alone: no desktop columns that then switch', async () => {
    // A 375 px screen. The page used to start in the two-column layout (the media query read in an effect) and
    // switch a commit later: the thread's column with 'Select a conversation' showed for a frame.
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => {
      const maxWidth = /max-width:\s*([\d.]+)px/.exec(query);
      return { matches: maxWidth ? 375 <= Number(maxWidth[1]) : false, media: query, onchange: null, addListener: () => undefined, removeListener: () => undefined, addEventListener: () => undefined, removeEventListener: () => undefined, dispatchEvent: () => false };
    });
    // Every node the page ever put in or took out of the document, with what it held.
    const touched: Node[] = [];
    const observer = new MutationObserver((records) => records.forEach((record) => touched.push(...record.addedNodes, ...record.removedNodes)));
    observer.observe(document.body, { childList: true, subtree: true });
    try {
      answerThread();
      render();
      expect(await screen.findByTestId('conversation-row')).toBeTruthy();
      touched.push(...observer.takeRecords().flatMap((record) => [...record.addedNodes, ...record.removedNodes]));
      const columns = touched.filter((node) => node instanceof Element && (node.matches('[data-testid="select-conversation"]') || node.querySelector('[data-testid="select-conversation"]')));
      expect(columns.length, "the desktop layout's thread column was rendered first").toBe(0);
      expect(screen.queryByTestId('select-conversation')).toBeNull();
    } finally {
      observer.disconnect();
      matchMedia.mockRestore();
    }
  });

  it('shows an honest not-found state for a conversation that is not hers', async () => {
    answerThread((call) => (call.table === 'conversations' ? { data: null } : undefined));
    render(`/app/messages/${CONVERSATION}`);
    expect(await screen.findByText('Conversation not found')).toBeTruthy();
    render('/app/messages/not-an-id');
    await waitFor(() => expect(screen.getAllByText('Conversation not found')).toHaveLength(2));
  });

  it('Enter sends and clears, Shift+Enter does not send; a failure keeps the text with Retry', async () => {
    let fail = true;
    answerThread((call) => {
      if (call.table === 'messages' && call.action === 'insert') {
        return fail ? { error: { message: 'Failed to fetch' }, status: 0 } : { data: messageRow(3, VIEWER_ID, 'Hello there') };
      }
      return undefined;
    });
    render(`/app/messages/${CONVERSATION}`);
    const input = (await screen.findByTestId('message-input')) as HTMLTextAreaElement;
    const send = screen.getByTestId('send-message');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'Hello there' } });
    fireEvent.keyDown(input, { key: 'Enter', shiftKey: true });
    expect(input.value).toBe('Hello there');
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(input.value).toBe('');
    const failed = await screen.findByTestId('message-failed');
    expect(failed.textContent).toContain('Not sent: Failed to send message');
    expect(await screen.findByText('Failed to send message')).toBeTruthy();
    fail = false;
    fireEvent.click(within(failed).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.queryByTestId('message-failed')).toBeNull());
    expect(screen.getAllByTestId('message-content').map((node) => node.textContent)).toEqual(['First', 'Second', 'Hello there']);
  });

  it("Enter sends before the thread renders 'Sending…' (the request does not wait for the render)", async () => {
    // Whether her optimistic bubble was on screen when the insert was asked for.
    const pendingWhenAsked: boolean[] = [];
    answerThread((call) => {
      if (call.table !== 'messages' || call.action !== 'insert') return undefined;
      pendingWhenAsked.push(screen.queryByTestId('message-pending') !== null);
      return { data: messageRow(3, VIEWER_ID, 'Quick one') };
    });
    render(`/app/messages/${CONVERSATION}`);
    const input = (await screen.findByTestId('message-input')) as HTMLTextAreaElement;
    await waitFor(() => expect(screen.getAllByTestId('message-content')).toHaveLength(2));
    fireEvent.change(input, { target: { value: 'Quick one' } });
    // As a browser delivers the key, outside act(): act() would render every update at its end, in any order.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }));
      await waitFor(() => expect(pendingWhenAsked).toHaveLength(1));
      await waitFor(() => expect(screen.getAllByTestId('message-content').map((node) => node.textContent)).toEqual(['First', 'Second', 'Quick one']));
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(pendingWhenAsked).toEqual([false]);
    expect(screen.queryByTestId('message-pending')).toBeNull();
  });

  it('a sent message re-renders only its own row of a long list (the others keep their cached objects)', async () => {
    const others = Array.from({ length: 30 }, (_, i) =>
      summary({ id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, other_display_name: `Member ${i}`, unread_count: 0 }),
    );
    // The list as the database would answer it: with her message once it is stored (a read of the list may come
    // after the send, and must not bring the old preview back).
    const sent = messageRow(3, VIEWER_ID, 'Hello there');
    let stored = false;
    answerThread((call) => {
      if (call.table === 'list_conversations') {
        const mine = stored
          ? summary({ unread_count: 0, last_message_content: sent.content, last_message_sender_id: VIEWER_ID, last_message_at: sent.created_at, last_message_created_at: sent.created_at })
          : summary({ unread_count: 0 });
        return { data: [mine, ...others] };
      }
      if (call.table === 'messages' && call.action === 'insert') {
        stored = true;
        return { data: sent };
      }
      return undefined;
    });
    render(`/app/messages/${CONVERSATION}`);
    await waitFor(() => expect(screen.getAllByTestId('conversation-row')).toHaveLength(31));
    const input = (await screen.findByTestId('message-input')) as HTMLTextAreaElement;
    await waitFor(() => expect(screen.getAllByTestId('message-content')).toHaveLength(2));
    const before = vi.mocked(listTime).mock.calls.length;
    fireEvent.change(input, { target: { value: 'Hello there' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    // A long list on a busy CI machine: more than waitFor's default second (CI once took longer).
    await waitFor(() => expect(screen.getAllByTestId('conversation-preview')[0]!.textContent).toBe('You: Hello there'), { timeout: 5_000 });
    // Her row moved to the top with the message; the 30 others were not rendered again.
    expect(vi.mocked(listTime).mock.calls.length - before).toBeLessThanOrEqual(2);
  });

  it('tells the other member she is typing over the private topic, at most once a second, writing nothing', async () => {
    answerThread();
    render(`/app/messages/${CONVERSATION}`);
    const input = (await screen.findByTestId('message-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'H' } });
    fireEvent.change(input, { target: { value: 'He' } });
    const typed = () => currentFake().sent.filter(({ message }) => (message as { event?: string }).event === 'typing');
    await waitFor(() => expect(typed()).toHaveLength(1));
    expect(typed()[0]).toEqual({ topic: `typing:${CONVERSATION}`, message: { type: 'broadcast', event: 'typing', payload: { user_id: VIEWER_ID } } });
    expect(currentFake().calls.filter((call) => call.action !== 'select' && !['mark_conversation_read', 'list_conversations'].includes(call.table))).toEqual([]);
  });

  it("gives 'Invalid Input' for a message over 5000 characters and keeps it", async () => {
    answerThread();
    render(`/app/messages/${CONVERSATION}`);
    const input = (await screen.findByTestId('message-input')) as HTMLTextAreaElement;
    fireEvent.change(input, { target: { value: 'x'.repeat(5001) } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(await screen.findByText('Message must be 5000 characters or less')).toBeTruthy();
    expect(screen.getByText('Invalid Input')).toBeTruthy();
    expect(input.value).toHaveLength(5001);
    expect(currentFake().calls.some((call) => call.table === 'messages' && call.action === 'insert')).toBe(false);
  });

  it("reports a received message from its menu, never her own; a second report says 'Already reported'", async () => {
    let reported = 0;
    answerThread((call) =>
      call.table === 'content_reports' ? (reported++ === 0 ? { data: null, status: 201 } : { error: { message: 'duplicate', code: '23505' }, status: 409 }) : undefined,
    );
    render(`/app/messages/${CONVERSATION}`);
    await screen.findByText('Second');
    const [mine, theirs] = screen.getAllByTestId('message');
    expect(within(mine!).queryByRole('button', { name: /Message options/ })).toBeNull();
    const menu = await within(theirs!).findByRole('button', { name: 'Message options (from Amara Okafor)' });
    await waitFor(() => expect((menu as HTMLButtonElement).disabled).toBe(false));
    const report = async () => {
      fireEvent.click(menu);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Report Message' }));
      const dialog = await screen.findByRole('dialog', { name: 'Report this message' });
      fireEvent.click(within(dialog).getByText('Harassment'));
      fireEvent.change(within(dialog).getByLabelText('Details (optional)'), { target: { value: '  rude  ' } });
      fireEvent.click(within(dialog).getByRole('button', { name: 'Send Report' }));
    };
    await report();
    expect(await screen.findByText('Report sent')).toBeTruthy();
    const call = currentFake().calls.find((recorded) => recorded.table === 'content_reports')!;
    expect(call.action).toBe('insert');
    // Never the reporter: the database takes her from the token.
    expect(call.payload).toEqual({ target_type: 'message', target_id: messageRow(2, OTHER_ID, '').id, reason: 'harassment', details: 'rude' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Report this message' })).toBeNull());
    await report();
    expect(await screen.findByText('You have already reported this.')).toBeTruthy();
  });

  it("marks the other member's live message read as it arrives, before it renders, with one request", async () => {
    // Whether the newest live message was on screen when each read was asked for.
    let newest = '';
    const shownWhenAsked: boolean[] = [];
    answerThread((call) => {
      if (call.table !== 'mark_conversation_read') return undefined;
      shownWhenAsked.push(newest !== '' && screen.queryByText(newest) !== null);
      return { data: new Date().toISOString() };
    });
    render(`/app/messages/${CONVERSATION}`);
    await screen.findByText('Second');
    await waitFor(() => expect(shownWhenAsked).toHaveLength(1));
    for (const [id, text] of [[5, 'Live one'], [6, 'Live two']] as const) {
      newest = text;
      currentFake().emit('messages', 'INSERT', { new: messageRow(id, OTHER_ID, text) });
      await screen.findByText(text);
    }
    // The second message's read comes after any further read for the first: one each, none after a render.
    await waitFor(() => expect(shownWhenAsked).toHaveLength(3));
    expect(shownWhenAsked).toEqual([false, false, false]);
  });

  it("sends her read receipt on the topic as she reads, before the server answers, and shows 'Seen' from the other member's at once", async () => {
    // The mark-read request stays unanswered until the receipt has gone.
    let answer: (response: FakeResponse) => void = () => undefined;
    answerThread((call) => (call.table === 'mark_conversation_read' ? (new Promise((resolve) => (answer = resolve)) as never) : undefined));
    render(`/app/messages/${CONVERSATION}`);
    await screen.findByText('Second');
    // Opening the thread marks it read up to the newest message she has: that message's time goes to the other
    // member over the private topic at once (the stored read point follows as its own change).
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'mark_conversation_read')).toBe(true));
    await waitFor(() =>
      expect(currentFake().sent).toContainEqual({
        topic: `typing:${CONVERSATION}`,
        message: { type: 'broadcast', event: 'read', payload: { user_id: VIEWER_ID, last_read_at: messageRow(2, OTHER_ID, '').created_at } },
      }),
    );
    answer({ data: '2025-01-01T09:30:00.123+00:00' });
    currentFake().emit('messages', 'INSERT', { new: messageRow(6, VIEWER_ID, 'My reply') });
    await screen.findByText('My reply');
    // Her own receipt (another tab of hers) and one before her message move nothing; the other member's does.
    currentFake().broadcast(`typing:${CONVERSATION}`, 'read', { user_id: VIEWER_ID, last_read_at: '2030-01-01T00:00:00Z' });
    currentFake().broadcast(`typing:${CONVERSATION}`, 'read', { user_id: OTHER_ID, last_read_at: '2025-01-01T09:05:00Z' });
    // Her typing, sent after them on the same topic: once it shows, the receipts before it have been handled.
    currentFake().broadcast(`typing:${CONVERSATION}`, 'typing', { user_id: OTHER_ID });
    await screen.findByTestId('typing-indicator');
    expect(screen.queryByTestId('seen')).toBeNull();
    currentFake().broadcast(`typing:${CONVERSATION}`, 'read', { user_id: OTHER_ID, last_read_at: '2025-01-01T09:07:00Z' });
    expect((await screen.findByTestId('seen')).textContent).toBe('Seen');
  });

  it("a read receipt re-renders only the row that shows 'Seen', and a typing signal no row of the thread", async () => {
    // A long thread, both members in turn; her own message is the newest.
    const rows = Array.from({ length: 30 }, (_, i) => messageRow(30 - i, i % 2 ? OTHER_ID : VIEWER_ID, `Message ${30 - i}`));
    answerThread((call) => (call.table === 'messages' && call.action === 'select' ? { data: rows } : undefined));
    render(`/app/messages/${CONVERSATION}`);
    await waitFor(() => expect(screen.getAllByTestId('message-content')).toHaveLength(30));
    await waitFor(() => expect(currentFake().calls.some((call) => call.table === 'mark_conversation_read')).toBe(true));
    // The other member types: the typing line shows, no message row renders again.
    let before = vi.mocked(messageTime).mock.calls.length;
    currentFake().broadcast(`typing:${CONVERSATION}`, 'typing', { user_id: OTHER_ID });
    await screen.findByTestId('typing-indicator');
    expect(vi.mocked(messageTime).mock.calls.length - before).toBe(0);
    // Her read receipt: 'Seen' under her newest message, and only that row rendered again, not the 29 others.
    before = vi.mocked(messageTime).mock.calls.length;
    currentFake().broadcast(`typing:${CONVERSATION}`, 'read', { user_id: OTHER_ID, last_read_at: rows[0]!.created_at });
    expect((await screen.findByTestId('seen')).textContent).toBe('Seen');
    expect(screen.getAllByTestId('message').at(-1)!.contains(screen.getByTestId('seen'))).toBe(true);
    expect(vi.mocked(messageTime).mock.calls.length - before).toBe(1);
  });

  it("shows the other member's live message, her typing, and 'Seen' under the last own message", async () => {
    answerThread();
    render(`/app/messages/${CONVERSATION}`);
    await screen.findByText('Second');
    // Typing is a broadcast on the conversation's private topic.
    currentFake().broadcast(`typing:${CONVERSATION}`, 'typing', { user_id: OTHER_ID });
    expect((await screen.findByTestId('typing-indicator')).textContent).toBe('Amara Okafor is typing…');
    currentFake().emit('messages', 'INSERT', { new: messageRow(5, OTHER_ID, 'Live one') });
    expect(await screen.findByText('Live one')).toBeTruthy();
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    // Her own typing (another tab of hers) shows nothing: once her reply, sent after it, shows, it was handled.
    currentFake().broadcast(`typing:${CONVERSATION}`, 'typing', { user_id: VIEWER_ID });
    currentFake().emit('messages', 'INSERT', { new: messageRow(6, VIEWER_ID, 'My reply') });
    await screen.findByText('My reply');
    expect(screen.queryByTestId('typing-indicator')).toBeNull();
    expect(screen.queryByTestId('seen')).toBeNull();
    currentFake().emit('conversation_reads', 'UPDATE', { new: { conversation_id: CONVERSATION, user_id: OTHER_ID, last_read_at: '2030-01-01T00:00:00Z' } });
    expect((await screen.findByTestId('seen')).textContent).toBe('Seen');
  });

  it('keeps a message heard live while a read of the thread that started before it is still on its way', async () => {
    // The thread as the database holds it; each read answers with what was there when it started.
    const rows = [messageRow(2, OTHER_ID, 'Second'), messageRow(1, VIEWER_ID, 'First')];
    let reads = 0;
    let release: () => void = () => undefined;
    answerThread();
    const base = currentFake().respond;
    currentFake().respond = async (call) => {
      if (call.table !== 'messages' || call.action !== 'select') return base(call);
      const snapshot = [...rows];
      reads += 1;
      // The first read is held until a message was written and heard live (the channel joins meanwhile).
      if (reads === 1) await new Promise<void>((done) => (release = done));
      return { data: snapshot };
    };
    render(`/app/messages/${CONVERSATION}`);
    await waitFor(() => expect(currentFake().channels()).toBeGreaterThan(0));
    await waitFor(() => expect(reads).toBe(1));
    const live = messageRow(5, OTHER_ID, 'Live one');
    rows.unshift(live);
    currentFake().emit('messages', 'INSERT', { new: live });
    release();
    // The older answer does not win: the thread is read again and shows the message with the others.
    await waitFor(() => expect(screen.getAllByTestId('message-content').map((node) => node.textContent)).toEqual(['First', 'Second', 'Live one']));
    expect(reads).toBe(2);
  });
});
