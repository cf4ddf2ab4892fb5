import { useSessionStore } from '@diva/core';
import { renderWithProviders } from '@diva/test-utils';
import { type FakeResponse, currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { Route, Routes, useLocation } from '@diva/router';
import type { Session } from '@supabase/supabase-js';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { splitHighlight } from '../src/features/search/utils/highlight.ts';
import { queryWords, shapeQuery } from '../src/features/search/utils/search-query.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const { SearchCombobox } = await import('../src/features/search/components/search-combobox.tsx');

const ME = '00000000-0000-4000-8000-000000000001';
const ZEPH = '00000000-0000-4000-8000-0000000000a1';
const POST = '00000000-0000-4000-8000-0000000000b1';
const session = { access_token: 't', user: { id: ME, email: 'me@example.com', user_metadata: {} } } as unknown as Session;
const empty = { items: [], more: false };

function answers(q: string) {
  return {
    people: { items: [{ user_id: ZEPH, display_name: `Zephyrine (${q})`, avatar_url: null, role: 'Founder', company: null, skills: ['Negotiation'] }], more: false },
    posts: { items: [{ id: POST, user_id: ZEPH, author: 'Zephyrine', excerpt: 'Our fundraising <b>gala</b>', created_at: '2026-01-01' }], more: true },
    chapters: empty,
    events: empty,
  };
}

function Where() {
  return <div data-testid="where">{useLocation().pathname}</div>;
}
const renderSearch = () =>
  renderWithProviders(
    <Routes>
      <Route path="*" element={<><SearchCombobox /><Where /></>} />
    </Routes>,
  );

beforeEach(() => {
  resetFake();
  useSessionStore.getState().setSession(session);
});

describe('query shaping and highlighting', () => {
  it('sends nothing under 2 characters and at most 100', () => {
    expect(shapeQuery(' z ')).toBeNull();
    expect(shapeQuery('  ze   ph ')).toBe('ze ph');
    expect(shapeQuery('a'.repeat(500))).toHaveLength(100);
    expect(queryWords("Fund'raising & (gala)")).toEqual(['fund', 'raising', 'gala']);
  });

  it('marks word starts only, as text (markup stays text)', () => {
    expect(splitHighlight('Our fundraising <b>gala</b> refund', ['fund', 'gala'])).toEqual([
      { text: 'Our ', match: false },
      { text: 'fund', match: true },
      { text: 'raising <b>', match: false },
      { text: 'gala', match: true },
      { text: '</b> refund', match: false },
    ]);
    expect(splitHighlight('a.*b', ['.*'])).toEqual([{ text: 'a.*b', match: false }]);
  });
});

describe('the search combobox', () => {
  it('waits for 2 characters, debounces, then walks the options with the arrows and opens one with Enter', async () => {
    currentFake().respond = ({ payload: args }): FakeResponse => ({ data: answers((args as { q: string }).q) });
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'z' } });
    fireEvent.change(input, { target: { value: 'ze' } });
    fireEvent.change(input, { target: { value: 'gala' } });
    await screen.findByText('Zephyrine (gala)');
    // One request for the settled text only.
    expect(currentFake().calls.filter((c) => c.table === 'search_network').map((c) => (c.payload as { q: string }).q)).toEqual(['gala']);
    expect(screen.getByTestId('search-count').textContent).toBe('2 results');
    expect(screen.getByRole('group', { name: 'People' })).toBeTruthy();
    // The excerpt's markup is text; the match is in a <mark>.
    expect([...document.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['gala']);
    expect(document.querySelector('b')).toBeNull();
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    const active = input.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe(`/app/timeline/post/${POST}`));
  });

  it('never lets a slower, older answer replace the newer one', async () => {
    const pending: Record<string, (r: FakeResponse) => void> = {};
    currentFake().respond = ({ payload: args }) => new Promise<FakeResponse>((resolve) => (pending[(args as { q: string }).q] = resolve));
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zep' } });
    await waitFor(() => expect(pending.zep).toBeDefined());
    // While nothing has arrived, the status region says so; the skeleton is decoration (no unread aria-label).
    expect(screen.getByTestId('search-count').textContent).toBe('Searching...');
    expect(screen.getByTestId('search-skeleton').getAttribute('aria-label')).toBeNull();
    fireEvent.change(input, { target: { value: 'zephy' } });
    await waitFor(() => expect(pending.zephy).toBeDefined());
    pending.zephy!({ data: answers('zephy') });
    await screen.findByText('Zephyrine (zephy)');
    pending.zep!({ data: answers('zep') });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText('Zephyrine (zep)')).toBeNull();
    expect(screen.getByText('Zephyrine (zephy)')).toBeTruthy();
  });

  it("shows the previous text's results as busy until this text's arrive", async () => {
    const pending: Record<string, (r: FakeResponse) => void> = {};
    currentFake().respond = ({ payload: args }) => new Promise<FakeResponse>((resolve) => (pending[(args as { q: string }).q] = resolve));
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zep' } });
    await waitFor(() => expect(pending.zep).toBeDefined());
    pending.zep!({ data: answers('zep') });
    await screen.findByText('Zephyrine (zep)');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
    fireEvent.change(input, { target: { value: 'zephy' } });
    await waitFor(() => expect(pending.zephy).toBeDefined());
    expect(screen.getByText('Zephyrine (zep)')).toBeTruthy();
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('true');
    pending.zephy!({ data: answers('zephy') });
    await screen.findByText('Zephyrine (zephy)');
    expect(screen.getByRole('listbox').getAttribute('aria-busy')).toBe('false');
  });

  it('Escape closes the list and keeps focus in the box', async () => {
    currentFake().respond = ({ payload: args }): FakeResponse => ({ data: answers((args as { q: string }).q) });
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'zep' } });
    await screen.findByText('Zephyrine (zep)');
    fireEvent.keyDown(input, { key: 'Escape' });
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(input);
  });

  it('"See all" expands its group in the panel (one request for that group, up to 50)', async () => {
    currentFake().respond = ({ payload: args }): FakeResponse => ({ data: answers((args as { q: string }).q) });
    renderSearch();
    const input = screen.getByRole('combobox');
    fireEvent.change(input, { target: { value: 'gala' } });
    fireEvent.click(await screen.findByText('See all · Posts'));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'People' })).toBeNull());
    expect(screen.getByRole('group', { name: 'Posts' })).toBeTruthy();
    const calls = currentFake().calls.filter((c) => c.table === 'search_network').map((c) => c.payload);
    expect(calls.at(-1)).toEqual({ q: 'gala', per_group: 50, only_group: 'posts' });
    fireEvent.keyDown(input, { key: 'Escape' });
    await screen.findByRole('group', { name: 'People' });
  });
});
