import { MantineProvider } from '@mantine/core';
import { renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { theme } from '@diva/ui';
import { render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ScoreChart, ScoreChartView } from '../../src/features/sessions/components/score-chart.tsx';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const points = (scores: number[]) => scores.map((score, i) => ({ score, created_at: `2026-11-${String(i + 10).padStart(2, '0')}T12:00:00Z` }));
const view = (scores: number[]) =>
  render(
    <MantineProvider theme={theme} env="test">
      <ScoreChartView scores={points(scores)} />
    </MantineProvider>,
  );

describe('the score history chart', () => {
  beforeEach(() => {
    resetFake();
    signInAs('11111111-1111-4111-8111-111111111111', { email: 'v@example.com' });
  });

  it('says in words what comes instead of a lone dot under two sessions', () => {
    view([]);
    expect(screen.getByTestId('score-chart-empty').textContent).toBe('Finish two practice sessions to see your scores on a chart.');
    expect(screen.queryByRole('img')).toBeNull();
    view([72]);
    expect(screen.getAllByTestId('score-chart-empty')[1]!.textContent).toBe('Latest score: 72/100. Your first score is in. Finish one more session to see your progress.');
  });

  it('draws a score axis from 0 to 100, a date under the sessions and one point each, and reads every point', () => {
    view([40, 55, 72]);
    const chart = screen.getByRole('img');
    expect(chart.getAttribute('aria-label')).toBe('Your progress: Nov 10: 40, Nov 11: 55, Nov 12: 72');
    expect([...within(screen.getByTestId('score-axis') as unknown as HTMLElement).getAllByText(/^\d+$/)].map((t) => t.textContent)).toEqual(['0', '25', '50', '75', '100']);
    expect(within(screen.getByTestId('date-axis') as unknown as HTMLElement).getByText('Nov 12')).toBeTruthy();
    expect(screen.getAllByTestId('score-point')).toHaveLength(3);
    expect(screen.getByText('Latest score: 72/100')).toBeTruthy();
    // Higher scores sit higher: 72 above 40.
    const [first, , last] = screen.getAllByTestId('score-point');
    expect(Number(last!.getAttribute('cy'))).toBeLessThan(Number(first!.getAttribute('cy')));
  });

  it('labels every other date when ten sessions would crowd the axis, always the latest', () => {
    view([10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    const dates = within(screen.getByTestId('date-axis') as unknown as HTMLElement).getAllByText(/^Nov \d+$/).map((t) => t.textContent);
    expect(dates).toEqual(['Nov 11', 'Nov 13', 'Nov 15', 'Nov 17', 'Nov 19']);
    expect(screen.getAllByTestId('score-point')).toHaveLength(10);
  });

  it('asks for her last ten scored sessions, newest first, and draws them oldest first', async () => {
    currentFake().respond = (call) =>
      call.table === 'practice_sessions' ? { data: [...points([50, 64])].reverse() } : { data: [] };
    renderWithProviders(
      <MantineProvider theme={theme} env="test">
        <ScoreChart />
      </MantineProvider>,
    );
    await waitFor(() => expect(screen.getByRole('img').getAttribute('aria-label')).toBe('Your progress: Nov 10: 50, Nov 11: 64'));
    const call = currentFake().calls.find((c) => c.table === 'practice_sessions')!;
    expect(call.steps).toContainEqual(['limit', 10]);
    expect(call.steps).toContainEqual(['order', 'created_at', { ascending: false }]);
  });
});
