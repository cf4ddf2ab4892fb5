// The admin's Users table: e-mail, role, join date, last sign-in and status from the admin-only function,
// searched on the server, and suspend / restore with a reason.
import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';
import { ADMIN_ID, signInAsAdmin } from '../support/admin-session.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const MAYA = '00000000-0000-4000-8000-0000000000a1';
const OTTO = '00000000-0000-4000-8000-0000000000a2';
const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const ROWS = [
  { user_id: MAYA, display_name: 'Maya Quill', company: null, location: 'Atlanta', email: 'maya@example.com', role: 'president', created_at: '2026-11-01T10:00:00Z', last_sign_in_at: '2026-11-26T08:00:00Z', suspended: false },
  { user_id: OTTO, display_name: 'Otto', company: null, location: null, email: 'otto@example.com', role: 'member', created_at: '2026-10-02T10:00:00Z', last_sign_in_at: null, suspended: true },
];

function serve(overrides: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.table === 'admin_session_expires_at') return { data: inADay() };
    if (call.table === 'admin_users') return { data: { total: 2, rows: ROWS } };
    return { data: null };
  };
}

beforeEach(() => {
  resetFake();
  signInAsAdmin(ADMIN_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the Users table', () => {
  it('shows e-mail, role, join date, last sign-in and status, from the admin-only function', async () => {
    serve();
    renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/dashboard?tab=users', path: '/admin/*' });
    const maya = (await screen.findByText('maya@example.com')).closest('tr')!;
    expect(maya.textContent).toContain('president');
    expect(maya.textContent).toContain('Nov 01, 2026');
    expect(maya.textContent).toContain('Nov 26, 2026');
    expect(maya.textContent).toContain('Active');
    const otto = screen.getByText('otto@example.com').closest('tr')!;
    expect(otto.textContent).toContain('Never');
    expect(otto.textContent).toContain('Suspended');
    expect(within(otto).getByRole('button', { name: 'Restore Otto' })).toBeTruthy();
    expect(currentFake().calls.find((c) => c.table === 'admin_users')?.payload).toEqual({ search: '', page: 0 });
  });

  it('searches on the server by name or e-mail', async () => {
    serve();
    renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/dashboard?tab=users', path: '/admin/*' });
    await userEvent.type(await screen.findByLabelText('Search members by name or e-mail'), 'otto@');
    await waitFor(() => expect(currentFake().calls.some((c) => c.table === 'admin_users' && (c.payload as { search: string }).search === 'otto@')).toBe(true));
  });

  it('suspends a member with a reason', async () => {
    serve((call) => (call.table === 'admin_set_suspended' ? { data: null } : undefined));
    renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/dashboard?tab=users', path: '/admin/*' });
    await userEvent.click(await screen.findByRole('button', { name: 'Suspend Maya Quill' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Suspend Maya Quill? She cannot sign in until she is restored.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam to members');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentFake().calls.find((c) => c.table === 'admin_set_suspended')?.payload).toEqual({ target: MAYA, suspended: true, reason: 'Spam to members' });
  });
});
