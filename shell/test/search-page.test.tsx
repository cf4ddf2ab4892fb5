// The header box keeps what she types through the swap to the combobox; Enter with no option opens the results
// page, where every group is paged; event dates read in the spec's event format.
import { useSessionStore } from '@diva/core';
import { renderWithProviders } from '@diva/test-utils';
import { type FakeResponse, currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { Route, Routes, useLocation } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { HeaderSearch } = await import('../src/features/search/components/header-search.tsx');
const { SearchCombobox } = await import('../src/features/search/components/search-combobox.tsx');
const { SearchResultsPage } = await import('../src/features/search/components/search-results-page.tsx');

const ME = '00000000-0000-4000-8000-000000000001';
const EVENT = '00000000-0000-4000-8000-0000000000e1';
const session = { access_token: 't', user: { id: ME, email: 'me@example.com', user_metadata: {} } } as unknown as Session;
const empty = { items: [], more: false };
const person = (n: number) => ({ user_id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`, display_name: `Keisha ${n}`, avatar_url: null, role: null, company: null, skills: [] });
const event = { id: EVENT, title: 'Atlanta mixer', date: '2026-11-07', time: '18:00', approved: true, chapter: 'Atlanta' };

function Where() {
  const { pathname, search } = useLocation();
  return <div data-testid="where">{pathname + search}</div>;
}

type Args = { q: string; per_group?: number; only_group?: string; group_offset?: number };
/** 23 people (paged by the database's offset), one event, nothing else. */
function respond({ payload }: { payload?: unknown }): FakeResponse {
  const { per_group = 5, only_group, group_offset = 0 } = payload as Args;
  const people = Array.from({ length: 23 }, (_, i) => person(i + 1));
  const page = people.slice(group_offset, group_offset + per_group);
  const all = { people: { items: page, more: group_offset + per_group < people.length }, posts: empty, chapters: empty, events: { items: [event], more: false } };
  return { data: only_group ? { ...{ people: empty, posts: empty, chapters: empty, events: empty }, [only_group]: all[only_group as keyof typeof all] } : all };
}

beforeEach(() => {
  resetFake();
  currentFake().respond = respond;
  useSessionStore.getState().setSession(session);
});

describe('the header search box', () => {
  it('keeps the text and caret typed before the combobox has loaded (the first use)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    const plain = screen.getByRole('textbox', { name: 'Search the network' });
    expect(plain.getAttribute('placeholder')).toBe('Search network, chapters, events...');
    // Typed, and the caret moved back before the swap lands.
    fireEvent.focus(plain);
    fireEvent.change(plain, { target: { value: 'Keha' } });
    (plain as HTMLInputElement).setSelectionRange(2, 2);
    fireEvent.select(plain);
    const box = (await screen.findByRole('combobox')) as HTMLInputElement;
    expect(box.selectionStart).toBe(2);
    await user.keyboard('is');
    expect(box.value).toBe('Keisha');
  });

  it("keeps what a keyboard user types right after tabbing in, with her caret, and searches it", async () => {
    const user = userEvent.setup();
    renderWithProviders(<HeaderSearch />);
    // A keyboard user tabs in and types at once.
    await user.tab();
    await user.keyboard('Keish');
    const box = await screen.findByRole('combobox');
    expect(document.activeElement).toBe(box);
    expect((box as HTMLInputElement).value).toBe('Keish');
    expect((box as HTMLInputElement).selectionStart).toBe(5);
    // The placeholder stays the spec's once the combobox is in.
    expect(box.getAttribute('placeholder')).toBe('Search network, chapters, events...');
    await user.keyboard('a');
    expect((box as HTMLInputElement).value).toBe('Keisha');
    await screen.findByText('Keisha 1');
    expect(currentFake().calls.filter((c) => c.table === 'search_network').map((c) => (c.payload as Args).q)).toEqual(['Keisha']);
  });

  it('once loaded, is the combobox from the start, unfocused until she comes in', async () => {
    const user = userEvent.setup();
    const first = renderWithProviders(<HeaderSearch />);
    await user.tab();
    await screen.findByRole('combobox');
    first.unmount();
    renderWithProviders(<HeaderSearch />);
    const box = screen.getByRole('combobox') as HTMLInputElement;
    expect(document.activeElement).not.toBe(box);
    await user.tab();
    await user.keyboard('Kei');
    expect(box.value).toBe('Kei');
  });
});

describe('Enter with no option chosen', () => {
  it('opens the results page for the text', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="*" element={<><SearchCombobox /><Where /></>} />
      </Routes>,
    );
    await user.keyboard('keisha b');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/app/search?q=keisha%20b'));
  });

  it("reads an event's date in the spec's event format", async () => {
    renderWithProviders(<SearchCombobox initialValue="atlanta" />);
    expect(await screen.findByText('Saturday, November 7, 2026 · Atlanta')).toBeTruthy();
    expect(screen.queryByText(/2026-11-07/)).toBeNull();
  });
});

describe('the results page', () => {
  it('shows every group, pages a group with Show more, and says when a group is empty', async () => {
    renderWithProviders(<SearchResultsPage />, { route: '/app/search?q=keisha' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
    const people = await screen.findByRole('region', { name: 'People' });
    await waitFor(() => expect(people.querySelectorAll('li')).toHaveLength(10));
    expect(screen.getByRole('region', { name: 'Posts' }).textContent).toContain('No results.');
    expect(screen.getByRole('link', { name: 'Atlanta mixer' }).getAttribute('href')).toBe(`/app/events/${EVENT}`);
    expect(screen.getByText('Saturday, November 7, 2026 · Atlanta')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more · People' }));
    await waitFor(() => expect(people.querySelectorAll('li')).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Show more · People' }));
    await waitFor(() => expect(people.querySelectorAll('li')).toHaveLength(23));
    expect(screen.queryByRole('button', { name: 'Show more · People' })).toBeNull();
    const offsets = currentFake().calls.filter((c) => c.table === 'search_network' && (c.payload as Args).only_group === 'people').map((c) => (c.payload as Args).group_offset);
    expect(offsets).toEqual([0, 10, 20]);
  });
});
