import { clearToasts } from '@diva/ui';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';
import { ADMIN_ID, signInAsAdmin } from '../support/admin-session.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const POST = { id: 'p1', content: 'Buy followers', created_at: new Date().toISOString(), user_id: 'u2', author: { display_name: 'Otto' } };

function serve(overrides: (call: RecordedCall) => FakeResponse | undefined = () => undefined) {
  currentFake().respond = (call) => {
    const override = overrides(call);
    if (override) return override;
    if (call.table === 'admin_session_expires_at') return { data: inADay() };
    if (call.table === 'admin_dashboard_stats') return { data: [{ total_users: 12, connections_made: 3, total_posts: 40, posts_last_7_days: 5 }] };
    if (call.table === 'profiles') return { data: [{ user_id: 'u2', display_name: 'Otto', created_at: new Date().toISOString() }], count: 1 };
    if (call.table === 'posts') return { data: [POST], count: 1 };
    if (call.table === 'admin_open_reports') return { data: [] };
    return { data: null };
  };
}

const renderAt = (route: string) => renderRemote(<RemoteApp basePath="/admin" />, { route, path: '/admin/*' });

beforeEach(() => {
  resetFake();
  signInAsAdmin(ADMIN_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the dashboard', () => {
  it('shows the four figures and the 5 newest users and posts', async () => {
    serve();
    renderAt('/admin/dashboard');
    expect((await screen.findByTestId('stat-total_users')).textContent).toContain('12');
    expect(screen.getByRole('group', { name: 'Connections Made' }).textContent).toContain('3');
    expect(screen.getByRole('group', { name: 'Total Posts' }).textContent).toContain('40');
    expect(screen.getByRole('group', { name: 'Recent Activity' }).textContent).toContain('5posts in the last 7 days');
    expect(await screen.findByText('Buy followers')).toBeTruthy();
    const recent = currentFake().calls.filter((c) => c.table === 'posts');
    expect(recent[0].steps).toContainEqual(['limit', 5]);
  });

  it('sends her to the login when the server says she has no admin session', async () => {
    serve((call) => (call.table === 'admin_session_expires_at' ? { data: null } : undefined));
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(currentFake().calls.some((c) => c.table === 'admin_dashboard_stats')).toBe(false);
  });

  it('sends her back to the login when the 24 hours are up', async () => {
    // The test's clock: the session's last minute passes when the test moves time on, not in a real wait.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      let end: string | null = new Date(Date.now() + 60_000).toISOString();
      serve((call) => (call.table === 'admin_session_expires_at' ? { data: end } : undefined));
      renderAt('/admin/dashboard');
      expect((await screen.findByTestId('stat-total_users')).textContent).toContain('12');
      end = null; // what the server answers once the session is over
      await vi.advanceTimersByTimeAsync(59_000);
      expect(screen.getByTestId('admin-dashboard')).toBeTruthy();
      await vi.advanceTimersByTimeAsync(1_000);
      expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
      expect(screen.queryByTestId('admin-dashboard')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a signed-out visitor to the login without asking the server', async () => {
    signInAsAdmin(null);
    serve();
    renderAt('/admin/dashboard');
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
  });

  it('says in words when a tab cannot load, and Retry loads it', async () => {
    let fail = true;
    serve((call) => (call.table === 'admin_open_reports' && fail ? { error: { message: 'down', code: 'XX000' }, status: 500 } : undefined));
    renderAt('/admin/dashboard?tab=reports');
    const error = await screen.findByTestId('reports-error');
    expect(error.textContent).toContain('Failed to load reports');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No open reports. The community is quiet.')).toBeTruthy();
  });
});

describe('an admin action', () => {
  it('needs a reason, reports a failure in words, keeps the dialog, then succeeds with the reason sent', async () => {
    let fail = true;
    serve((call) => {
      if (call.table !== 'admin_delete_post') return undefined;
      return fail ? { error: { message: 'boom', code: 'XX000' }, status: 500 } : { data: null };
    });
    renderAt('/admin/dashboard?tab=posts');
    await userEvent.click(await screen.findByRole('button', { name: /^Delete post by Otto/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Delete the post "Buy followers" by Otto?');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(within(dialog).getByTestId('action-error').textContent).toContain('Please give a reason of at least 3 characters.');
    expect(currentFake().calls.some((c) => c.table === 'admin_delete_post')).toBe(false);

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam link');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    expect(await within(dialog).findByText('Failed to delete post. Please try again.')).toBeTruthy();

    fail = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeTruthy());
    const deletes = currentFake().calls.filter((c) => c.table === 'admin_delete_post');
    expect(deletes.at(-1)?.payload).toEqual({ target: 'p1', reason: 'Spam link' });
  });
});
