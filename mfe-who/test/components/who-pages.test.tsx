import { paths } from '@diva/contracts';
import { renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { clearToasts, theme } from '@diva/ui';
import { MantineProvider } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Route, Routes } from '@diva/router';
import { DashboardPage } from '../../src/app/dashboard-page.tsx';
import { SkillPanel } from '../../src/features/discovery/components/skill-panel.tsx';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const ME = '11111111-1111-4111-8111-111111111111';
const render = (ui: ReactElement) => renderWithProviders(<MantineProvider theme={theme} env="test">{ui}</MantineProvider>);

const DASHBOARD = {
  superpowers: 2, passions: 1, fuel: 1, goals: 1, connections: 1,
  recent_superpowers: ['Sales', 'Storytelling'],
  recent_goals: [{ id: 'g1', title: 'Find a mentor', status: 'outreach_initiated' }],
  recent_connections: [{ user_id: 'u2', display_name: 'Bea', avatar_url: null, role: null }],
  practice_count: 0, practice_average: null,
};

beforeEach(() => {
  resetFake();
  signInAs(ME, { email: 'me@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('the dashboard', () => {
  it('arrives in one request and shows progress, the next step and the recent lists; no practice card without sessions', async () => {
    currentFake().respond = () => ({ data: DASHBOARD });
    render(<DashboardPage basePath="/app/who" />);
    // 4 items (24) + 1 goal (11.67) + 1 connection (7) = 43.
    expect(await screen.findByText('43%')).toBeTruthy();
    expect(screen.getByText('Add your superpowers, passions and purpose in Discovery.')).toBeTruthy();
    expect(screen.getByText('Find a mentor · Outreach Initiated (60%)')).toBeTruthy();
    const message = screen.getByRole('link', { name: 'Message Bea' });
    // Beside her name, the link keeps its width (the name wraps instead): shrunk, it cut its word at 768 px.
    expect(getComputedStyle(message.closest('[data-testid="connection-action"]')!).flexShrink).toBe('0');
    expect(screen.queryByTestId('who-practice')).toBeNull();
    expect(currentFake().calls.map((c) => `${c.action} ${c.table}`)).toEqual(['rpc who_dashboard']);
  });

  it('shows the practice card with the count and the rounded average', async () => {
    currentFake().respond = () => ({ data: { ...DASHBOARD, practice_count: 2, practice_average: 73 } });
    render(<DashboardPage basePath="/app/who" />);
    expect(await screen.findByText('2 practice sessions, average score 73')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Practice with the coach' }).getAttribute('href')).toBe('/pregame-coach');
  });

  it("says 'Failed to load dashboard data' with Retry, and Retry loads it", async () => {
    let fail = true;
    currentFake().respond = () => (fail ? { error: { message: 'boom', code: '500' }, status: 500 } : { data: DASHBOARD });
    render(<DashboardPage basePath="/app/who" />);
    expect(await screen.findByText('Failed to load dashboard data')).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: /retry/i }));
    expect(await screen.findByText('43%')).toBeTruthy();
  });
});

describe('Message', () => {
  it("is a link to her conversation with the member in Messages, built by the messages area's path", async () => {
    const BEA = '22222222-2222-4222-8222-222222222222';
    currentFake().respond = () => ({ data: { ...DASHBOARD, recent_connections: [{ ...DASHBOARD.recent_connections[0]!, user_id: BEA }] } });
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <Routes>
          <Route path="/app/who" element={<DashboardPage basePath="/app/who" />} />
          <Route path="/app/messages/with/:userId" element={<p>Messages page</p>} />
        </Routes>
      </MantineProvider>,
      { route: '/app/who' },
    );
    const link = await screen.findByRole('link', { name: 'Message Bea' });
    expect(link.getAttribute('href')).toBe(paths.messagesWith(BEA));
    await userEvent.click(link);
    expect(await screen.findByText('Messages page')).toBeTruthy();
    // Nothing is created by the dashboard: the conversation opens in Messages.
    expect(currentFake().calls.some((c) => c.table === 'get_or_create_conversation')).toBe(false);
  });
});

describe('a discovery tab', () => {
  it("adds optimistically and reverts with 'Failed to add superpower' when the database refuses", async () => {
    currentFake().respond = (call) =>
      call.action === 'insert' ? { error: { message: 'nope', code: '42501' }, status: 403 } : { data: [{ superpower: 'Sales' }] };
    render(<SkillPanel category="superpowers" />);
    expect(await screen.findByRole('button', { name: 'Remove Sales' })).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Add / })).toHaveLength(8); // nine quick adds, Sales already hers
    await userEvent.type(screen.getByLabelText('Add superpower'), '  Negotiation coach  ');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Failed to add superpower')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Negotiation coach' })).toBeNull());
    const insert = currentFake().calls.find((c) => c.action === 'insert');
    expect(insert?.payload).toMatchObject({ user_id: ME, superpower: 'Negotiation coach' });
  });
});
