import { clearToasts } from '@diva/ui';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { renderRemote } from '@diva/test-utils';
import { ADMIN_ID, signInAsAdmin } from '../support/admin-session.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const inADay = () => new Date(Date.now() + 86_400_000).toISOString();
const ROW = {
  environment: 'production',
  area: 'feed',
  release: '2.0.0-0123456789',
  cohort: 'canary',
  loads: 40,
  errors: 2,
  error_rate: 0.05,
  p50_ms: 212.5,
  p95_ms: 880,
  retries: 3,
  overrides: 0,
  last_load_at: new Date().toISOString(),
};

function serve(health: (call: RecordedCall) => FakeResponse) {
  currentFake().respond = (call) => {
    if (call.table === 'admin_session_expires_at') return { data: inADay() };
    if (call.table === 'admin_dashboard_stats') return { data: [{ total_users: 1, connections_made: 0, total_posts: 0, posts_last_7_days: 0 }] };
    if (call.table === 'remote_health') return health(call);
    return { data: [], count: 0 };
  };
}

const renderTab = () => renderRemote(<RemoteApp basePath="/admin" />, { route: '/admin/dashboard?tab=releases', path: '/admin/*' });

beforeEach(() => {
  resetFake();
  signInAsAdmin(ADMIN_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the Releases tab', () => {
  it('shows per environment, area, release and cohort the loads, p50/p95, error rate, retries and overrides', async () => {
    serve(() => ({ data: [ROW, { ...ROW, release: '1.0.0-abcdefabcd', cohort: 'stable', loads: 400, errors: 0, error_rate: 0, p50_ms: null, p95_ms: null, retries: 0 }] }));
    renderTab();
    const table = await screen.findByRole('table', { name: 'Per-area health' });
    const rows = within(table).getAllByRole('row').map((row) => within(row).getAllByRole(row.querySelector('th[scope="col"]') ? 'columnheader' : 'cell').map((cell) => cell.textContent));
    expect(rows[0]).toEqual(['Environment', 'Area', 'Release', 'Served to', 'Loads', 'p50', 'p95', 'Error rate', 'Retries', 'Overrides seen']);
    expect(rows.slice(1)).toContainEqual(['production', 'feed', '2.0.0-0123456789', 'Canary', '40', '213 ms', '880 ms', '5.0 %', '3', '0']);
    expect(rows.slice(1)).toContainEqual(['production', 'feed', '1.0.0-abcdefabcd', 'Everyone else', '400', '–', '–', '0.0 %', '0', '0']);
    // It asks for the last 24 hours.
    const call = currentFake().calls.find((c) => c.table === 'remote_health')!;
    const since = Date.parse((call.payload as { p_since: string }).p_since);
    expect(Math.abs(Date.now() - 86_400_000 - since)).toBeLessThan(60_000);
  });

  it('says so in words when nothing was reported', async () => {
    serve(() => ({ data: [] }));
    renderTab();
    expect((await screen.findByTestId('release-health-empty')).textContent).toContain('No remote loads reported in the last 24 hours.');
  });

  it('says in words when it cannot load, and Retry loads it', async () => {
    let fail = true;
    serve(() => (fail ? { error: { message: 'only the admin can do this', code: '42501' }, status: 403 } : { data: [ROW] }));
    renderTab();
    const error = await screen.findByTestId('release-health-error');
    expect(error.textContent).toContain('Failed to load release health');
    expect(error.textContent).not.toContain('42501');
    fail = false;
    await userEvent.click(within(error).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Per-area health' })).toBeTruthy();
  });

  it('shows a loading state first', async () => {
    serve(() => ({ data: [ROW] }));
    renderTab();
    expect(await screen.findByTestId('release-health-loading')).toBeTruthy();
    expect(await screen.findByRole('table', { name: 'Per-area health' })).toBeTruthy();
  });
});
