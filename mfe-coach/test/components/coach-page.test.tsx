import { MantineProvider } from '@mantine/core';
import { renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { clearToasts, theme } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CoachPage } from '../../src/app/coach-page.tsx';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const VIEWER_ID = '11111111-1111-4111-8111-111111111111';
const SESSION = {
  id: '33333333-3333-4333-8333-333333333333', scenario_type: 'preset', scenario_name: 'Investor Pitch Preparation',
  goal_description: null, event_type: null, target_audience: null, chat_history: [], status: 'completed', score: 72,
  scorecard: null, created_at: '2026-11-20T10:00:00Z', updated_at: '2026-11-20T10:00:00Z',
};

const render = () =>
  renderWithProviders(
    <MantineProvider theme={theme} env="test">
      <CoachPage />
    </MantineProvider>,
  );

beforeEach(() => {
  resetFake();
  localStorage.clear();
  signInAs(VIEWER_ID, { email: 'v@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('the coach page', () => {
  it('shows the alert when a field is blank after trimming, and the three popular scenarios', async () => {
    render();
    await userEvent.type(screen.getByRole('textbox', { name: 'What do you want to practise?' }), 'Pitch');
    await userEvent.type(screen.getByRole('textbox', { name: 'Event type' }), '   ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Target audience' }), 'Founders');
    await userEvent.click(screen.getByRole('button', { name: 'Start AI Coaching' }));
    expect(screen.getByRole('alert').textContent).toBe('Please fill in all fields before starting the coaching session.');
    expect(screen.getAllByTestId('scenario-card')).toHaveLength(3);
    expect(screen.getByText('30 min · Advanced')).toBeTruthy();
  });

  it('asks for the 10 most recent sessions and says so in words when they cannot load, with Retry', async () => {
    currentFake().respond = (call) => (call.table === 'practice_sessions' ? { error: { message: 'down' }, status: 500 } : { data: [] });
    render();
    expect(await screen.findByText('Failed to load practice sessions', {}, { timeout: 10_000 })).toBeTruthy();
    const call = currentFake().calls.find((c) => c.table === 'practice_sessions' && c.columns?.includes('chat_history'))!;
    expect(call.steps).toContainEqual(['order', 'updated_at', { ascending: false }]);
    expect(call.steps).toContainEqual(['limit', 10]);
    currentFake().respond = (c) => (c.table === 'practice_sessions' && c.columns?.includes('chat_history') ? { data: [SESSION] } : { data: [] });
    await userEvent.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByText('Investor Pitch Preparation', { selector: 'p' })).toBeTruthy();
  });

  it('deletes after the confirm dialog, and puts the session back with the text when the delete fails', async () => {
    currentFake().respond = (c) =>
      c.action === 'delete' ? { error: { message: 'network' }, status: 500 } : { data: c.columns?.includes('chat_history') ? [SESSION] : [] };
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Investor Pitch Preparation' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Failed to delete session')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('recent-session')).toHaveLength(1));
    expect(currentFake().calls.some((c) => c.action === 'delete' && c.table === 'practice_sessions')).toBe(true);
  });
});
