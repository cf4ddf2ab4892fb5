import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { profileRow } from '../support/fixtures.ts';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { OTHER_ID, VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

type Responder = (call: RecordedCall) => FakeResponse | Promise<FakeResponse> | undefined;

/** The profile request answers with `row`; anything else goes to `other` (default: success, no rows). */
function backend(row: ReturnType<typeof profileRow> | null, other: Responder = () => undefined) {
  currentFake().respond = (call) => {
    if (call.table === 'profiles' && call.action === 'select') return { data: row };
    return other(call) ?? { data: call.action === 'delete' || call.action === 'update' ? [{ id: 'x' }] : null, status: 201 };
  };
}

const renderAt = (url: string) => renderRemote(<RemoteApp basePath="/app/profile" />, { route: url, path: '/app/profile/*' });

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the profile route', () => {
  it("says 'Please sign in to view your profile.' with no session", async () => {
    signInAs(null);
    renderAt('/app/profile');
    expect(await screen.findByText('Please sign in to view your profile.')).toBeTruthy();
    expect(currentFake().calls).toHaveLength(0);
  });

  it('shows an honest not-found for a malformed id without asking the backend, and for an unknown one', async () => {
    const malformed = renderAt('/app/profile/not-a-uuid');
    expect(await screen.findByText('Profile not found')).toBeTruthy();
    expect(currentFake().calls).toHaveLength(0);
    malformed.unmount();
    backend(null);
    renderAt(`/app/profile/${OTHER_ID}`);
    expect(await screen.findByText('Profile not found')).toBeTruthy();
    expect(currentFake().calls).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to the Network Feed' }).getAttribute('href')).toBe('/app/timeline');
  });
});

describe('the own profile', () => {
  it('reads the whole profile in one request and shows it in view mode', async () => {
    backend(profileRow(VIEWER_ID));
    renderAt('/app/profile');
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace' })).toBeTruthy();
    expect(screen.getByText('Founder at Analytical Engines')).toBeTruthy();
    expect(screen.getByText('Mar 07, 2025')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Ada Lovelace on Instagram (opens in a new tab)' });
    expect(link.getAttribute('target')).toBe('_blank');
    const profileReads = currentFake().calls.filter((call) => call.table === 'profiles');
    expect(profileReads).toHaveLength(1);
    expect(profileReads[0]!.columns).toContain('superpowers:user_superpowers');
  });

  it("Save Changes shows 'Validation Error' with the joined messages, then saves sanitised text and returns to view mode", async () => {
    backend(profileRow(VIEWER_ID), (call) => (call.action === 'update' ? { data: [{ bio: 'Hello there', display_name: 'Ada Lovelace' }] } : undefined));
    renderAt('/app/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const bio = screen.getByRole('textbox', { name: 'Bio' });
    await userEvent.clear(bio);
    await userEvent.paste('x'.repeat(1001));
    await userEvent.type(screen.getByRole('textbox', { name: 'Facebook URL' }), 'facebook.com/ada');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Validation Error')).toBeTruthy();
    expect(screen.getByText('Bio must be 1000 characters or less, Facebook URL must be an https:// link')).toBeTruthy();
    expect(currentFake().calls.some((call) => call.action === 'update')).toBe(false);

    await userEvent.clear(bio);
    await userEvent.type(bio, 'Hello <script>alert(1)</script>there');
    await userEvent.clear(screen.getByRole('textbox', { name: 'Facebook URL' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull());
    const update = currentFake().calls.find((call) => call.action === 'update')!;
    expect(update.payload).toMatchObject({ bio: 'Hello there', facebook_url: null, display_name: 'Ada Lovelace' });
    expect(await screen.findByText('Hello there')).toBeTruthy();
  });

  it("adds a skill at once and takes it back with 'Failed to add superpower' when the insert fails", async () => {
    let fail: (response: FakeResponse) => void = () => undefined;
    backend(profileRow(VIEWER_ID), (call) =>
      call.table === 'user_superpowers' && call.action === 'insert' ? new Promise<FakeResponse>((resolve) => (fail = resolve)) : undefined,
    );
    renderAt('/app/profile');
    const input = await screen.findByRole('textbox', { name: 'Add superpower' });
    await userEvent.type(input, '  Negotiation  {Enter}');
    const list = screen.getByTestId('skills-superpowers');
    await waitFor(() => expect(list.textContent).toContain('Negotiation'));
    expect(currentFake().calls.find((call) => call.table === 'user_superpowers')?.payload).toEqual({ user_id: VIEWER_ID, superpower: 'Negotiation' });
    fail({ error: { message: 'boom', code: 'XX000' }, status: 500 });
    expect(await screen.findByText('Failed to add superpower')).toBeTruthy();
    await waitFor(() => expect(list.textContent).not.toContain('Negotiation'));
  });

  it("removes a skill at once and puts it back with 'Failed to remove passion'", async () => {
    backend(profileRow(VIEWER_ID), (call) => (call.table === 'user_passions' && call.action === 'delete' ? { error: { message: 'boom' }, status: 500 } : undefined));
    renderAt('/app/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Poetry' }));
    expect(await screen.findByText('Failed to remove passion')).toBeTruthy();
    expect(screen.getByTestId('skills-passions').textContent).toContain('Poetry');
  });

  it('keeps Add Achievement disabled until category and title are set, with today as the default date', async () => {
    backend(profileRow(VIEWER_ID));
    renderAt('/app/profile');
    const add = await screen.findByRole('button', { name: 'Add Achievement' });
    expect((add as HTMLButtonElement).disabled).toBe(true);
    const date = screen.getByLabelText(/^Date/) as HTMLInputElement;
    const now = new Date();
    expect(date.value).toBe(`${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`);
    await userEvent.type(screen.getByRole('textbox', { name: /^Title/ }), 'First client');
    expect((add as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists what is missing for the Who progress', async () => {
    backend(profileRow(VIEWER_ID));
    renderAt('/app/profile');
    const hint = await screen.findByTestId('completeness-hint');
    expect([...hint.querySelectorAll('button')].map((button) => button.textContent)).toEqual([
      'Add a profile photo',
      'Add at least 5 superpowers',
      'Add your purpose',
    ]);
    // Each is a jump to the field that fills it.
    Element.prototype.scrollIntoView ??= () => undefined;
    await userEvent.click(screen.getByRole('button', { name: 'Add your purpose' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Add purpose' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a profile photo' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Change photo' }));
  });

  it('jumps to the bio in edit mode when the bio is missing', async () => {
    Element.prototype.scrollIntoView ??= () => undefined;
    backend(profileRow(VIEWER_ID, { bio: null }));
    renderAt('/app/profile');
    await userEvent.click(await screen.findByRole('button', { name: 'Write a bio' }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Bio' })));
  });
});

describe("another member's profile", () => {
  /** connection_summary answers with `state`, which each write below changes as the database would. */
  function connectionBackend(state: Record<string, unknown>, onWrite: (call: RecordedCall) => FakeResponse | undefined) {
    backend(profileRow(OTHER_ID), (call) => {
      if (call.action === 'rpc' && call.table === 'connection_summary') return { data: { ...state } };
      if (call.table === 'connection_requests') return onWrite(call);
      return undefined;
    });
  }
  const summary = (status: string, extra: Record<string, unknown> = {}) => ({
    status,
    request_id: status === 'none' ? null : '5b0e8a3e-0f39-4c47-9a0e-8d4f3a2b1c10',
    connections: 0,
    mutual: [],
    mutual_count: 0,
    ...extra,
  });

  it('is read-only; Request Connection sends a request with its message, then says Connection Saved (disabled) and Request pending', async () => {
    const state = summary('none', { connections: 2, mutual: [{ user_id: VIEWER_ID, display_name: 'Cleo Mutual' }], mutual_count: 1 });
    connectionBackend(state, (call) => {
      Object.assign(state, summary('requested'));
      return { data: null, status: call.action === 'insert' ? 201 : 200 };
    });
    renderAt(`/app/profile/${OTHER_ID}`);
    const request = await screen.findByRole('button', { name: 'Request Connection' });
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Add superpower' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Remove Poetry' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^(Share|Delete) / })).toBeNull();
    expect(screen.queryByText('My Events')).toBeNull();
    expect((await screen.findByTestId('connection-count')).textContent).toBe('2 connections');
    expect(screen.getByRole('link', { name: 'Cleo Mutual' })).toBeTruthy();
    await userEvent.click(request);
    const message = await screen.findByRole('textbox', { name: 'Message (optional)' });
    await userEvent.type(message, 'Loved your talk');
    expect(screen.getByTestId('character-counter').textContent).toBe('15 / 500');
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    const saved = await screen.findByRole('button', { name: 'Connection Saved' });
    expect((saved as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('connection-status').textContent).toBe('Request pending');
    expect(currentFake().calls.find((call) => call.table === 'connection_requests')).toMatchObject({
      action: 'insert',
      payload: { requested_id: OTHER_ID, message: 'Loved your talk' },
    });
    expect(currentFake().calls.some((call) => call.table === 'saved_connections' && call.action !== 'select')).toBe(false);
  });

  it("says 'Already Connected' on 23505 and 'Failed to save connection' otherwise", async () => {
    let code = 'XX000';
    const state = summary('none');
    connectionBackend(state, () => {
      if (code === '23505') Object.assign(state, summary('requested'));
      return { error: { message: 'no', code }, status: 409 };
    });
    renderAt(`/app/profile/${OTHER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Request Connection' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Failed to save connection')).toBeTruthy();
    code = '23505';
    await userEvent.click(screen.getByRole('button', { name: 'Send Request' }));
    expect(await screen.findByText('Already Connected')).toBeTruthy();
    expect(screen.getByText("You've already saved this connection")).toBeTruthy();
    expect(((await screen.findByRole('button', { name: 'Connection Saved' })) as HTMLButtonElement).disabled).toBe(true);
  });

  it('withdraws her pending request: back to Request Connection', async () => {
    const state = summary('requested');
    connectionBackend(state, (call) => {
      Object.assign(state, summary('none'));
      return { data: [{ id: call.table }] };
    });
    renderAt(`/app/profile/${OTHER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw request' }));
    expect(await screen.findByRole('button', { name: 'Request Connection' })).toBeTruthy();
    expect(currentFake().calls.find((call) => call.table === 'connection_requests')?.action).toBe('delete');
  });

  it('accepts her request (Connected, count 1), then removes the connection after confirming', async () => {
    const state = summary('incoming');
    connectionBackend(state, (call) => {
      Object.assign(state, call.action === 'update' ? summary('connected', { connections: 1 }) : summary('none'));
      return { data: [{ id: 'x' }] };
    });
    renderAt(`/app/profile/${OTHER_ID}`);
    expect((await screen.findByTestId('connection-status')).textContent).toBe('Request pending');
    expect(screen.getByRole('button', { name: 'Decline' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.getByTestId('connection-status').textContent).toBe('Connected'));
    expect(screen.getByTestId('connection-count').textContent).toBe('1 connection');
    expect(currentFake().calls.find((call) => call.table === 'connection_requests')).toMatchObject({ action: 'update', payload: { status: 'approved' } });
    await userEvent.click(screen.getByRole('button', { name: 'Remove connection' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this connection?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('button', { name: 'Request Connection' })).toBeTruthy();
    expect(currentFake().calls.filter((call) => call.table === 'connection_requests').map((call) => call.action)).toEqual(['update', 'delete']);
  });

  it("follows the other member's answer live, without a reload: accepted, then removed", async () => {
    const state = summary('requested');
    connectionBackend(state, () => undefined);
    renderAt(`/app/profile/${OTHER_ID}`);
    expect((await screen.findByTestId('connection-status')).textContent).toBe('Request pending');
    await waitFor(() => expect(currentFake().channels()).toBe(1));
    // She accepts on her side: the row changes, the viewer hears it.
    Object.assign(state, summary('connected', { connections: 1 }));
    currentFake().emit('connection_requests', 'UPDATE', { new: { id: state.request_id, requester_id: VIEWER_ID, requested_id: OTHER_ID, status: 'approved' } });
    await waitFor(() => expect(screen.getByTestId('connection-status').textContent).toBe('Connected'));
    expect(screen.getByTestId('connection-count').textContent).toBe('1 connection');
    // She removes the connection: a delete carries only the row's key.
    Object.assign(state, summary('none'));
    currentFake().emit('connection_requests', 'DELETE', { old: { id: state.request_id } });
    expect(await screen.findByRole('button', { name: 'Request Connection' })).toBeTruthy();
    expect(screen.getByTestId('connection-count').textContent).toBe('0 connections');
    expect(currentFake().calls.some((call) => call.table === 'connection_requests')).toBe(false);
  });

  it("says 'Failed to start conversation' when Message fails", async () => {
    backend(profileRow(OTHER_ID), (call) => (call.action === 'rpc' ? { error: { message: 'no' }, status: 500 } : undefined));
    renderAt(`/app/profile/${OTHER_ID}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Message' }));
    expect(await screen.findByText('Failed to start conversation')).toBeTruthy();
    expect(currentFake().calls.find((call) => call.table === 'get_or_create_conversation')).toMatchObject({ action: 'rpc', payload: { other_user_id: OTHER_ID } });
  });
});
