import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import RemoteApp from '../../src/remote-app.tsx';
import { ACHIEVEMENTS_PAGE } from '../../src/features/achievements/components/achievement-list.tsx';
import { TAGS_PAGE } from '../../src/features/skills/components/skill-section.tsx';
import { profileRow } from '../support/fixtures.ts';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const hex = (n: number) => n.toString(16).padStart(12, '0');
const achievements = Array.from({ length: 200 }, (_, i) => ({
  id: `33333333-3333-4333-8333-${hex(i)}`,
  category: 'Business Growth',
  title: `Milestone ${i + 1}`,
  description: null,
  date_achieved: '2025-03-07',
  shared_to_community: false,
  post_id: null,
  created_at: '2025-03-07T10:00:00Z',
}));
const superpowers = Array.from({ length: 100 }, (_, i) => ({ value: `Power ${i + 1}` }));

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
  const row = profileRow(VIEWER_ID, { superpowers, passions: superpowers.map((s) => ({ value: `Passion of ${s.value}` })), achievements });
  currentFake().respond = (call) => (call.table === 'profiles' && call.action === 'select' ? { data: row } : { data: null, status: 201 });
});

describe('a profile with hundreds of tags and achievements', () => {
  it('renders a page of each list with "Show more", which adds the next page', async () => {
    renderRemote(<RemoteApp basePath="/app/profile" />, { route: '/app/profile', path: '/app/profile/*' });
    const list = await screen.findByTestId('achievement-list');
    expect(within(list).getAllByTestId('achievement-item')).toHaveLength(ACHIEVEMENTS_PAGE);
    const powers = screen.getByTestId('skills-superpowers');
    expect(within(powers).getAllByRole('listitem')).toHaveLength(TAGS_PAGE);

    await userEvent.click(screen.getByRole('button', { name: `Show more achievements (${200 - ACHIEVEMENTS_PAGE} more)` }));
    expect(within(list).getAllByTestId('achievement-item')).toHaveLength(2 * ACHIEVEMENTS_PAGE);
    await userEvent.click(within(powers).getByRole('button', { name: `Show more Superpowers (${100 - TAGS_PAGE} more)` }));
    expect(within(powers).getAllByRole('listitem')).toHaveLength(2 * TAGS_PAGE);
    await userEvent.click(within(powers).getByRole('button', { name: `Show more Superpowers (${100 - 2 * TAGS_PAGE} more)` }));
    expect(within(powers).getAllByRole('listitem')).toHaveLength(100);
    expect(within(powers).queryByRole('button', { name: /Show more/ })).toBeNull();
  });

  it('shows a tag she adds even when the list is cut', async () => {
    renderRemote(<RemoteApp basePath="/app/profile" />, { route: '/app/profile', path: '/app/profile/*' });
    const passions = await screen.findByTestId('skills-passions');
    await userEvent.type(within(passions).getByRole('textbox', { name: 'Add passion' }), 'Tide pools{Enter}');
    expect(await within(passions).findByText('Tide pools')).toBeTruthy();
    expect(within(passions).getAllByRole('listitem')).toHaveLength(TAGS_PAGE + 1);
  });
});
