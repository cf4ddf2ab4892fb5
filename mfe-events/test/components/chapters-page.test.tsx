import { countAtContentMark, renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, resetFake } from '@diva/test-utils/fake-supabase';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChaptersPage } from '../../src/app/chapters-page.tsx';
import type { Chapter } from '../../src/features/chapters/api/get-chapters.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const chapter = (id: number): Chapter => ({
  id, name: `Chapter ${id}`, location: `City ${id}`, description: `Chapter ${id}'s own description.`, status: 'active', founded_year: 2020,
  member_count: id, cover_image_url: null, logo_url: null, map_image_url: null, president_title: null, president_bio: null,
  president_photo_url: null, president_user_id: null, president_name: null, next_event_id: null, next_event_title: null,
  next_event_date: null, next_event_time: null, is_member: false, contact_email: null,
});

beforeEach(() => {
  resetFake();
  signInAs('11111111-1111-4111-8111-111111111111', { email: 'me@example.com' });
});
afterEach(() => vi.restoreAllMocks());

describe('the chapters page', () => {
  it('shows the first 6 of the 26 chapters in the commit that sets its content mark, and the rest right after', async () => {
    currentFake().respond = (call) => (call.table === 'chapter_overview' ? { data: Array.from({ length: 26 }, (_, index) => chapter(index + 1)) } : { data: [] });
    const cardsAtMark = countAtContentMark('events', '[data-testid="chapter-card"]');
    renderWithProviders(<ChaptersPage />, { route: '/app/local-chapters' });
    await waitFor(() => expect(screen.getAllByTestId('chapter-card')).toHaveLength(26));
    expect(cardsAtMark.count()).toBe(6);
    expect(screen.getByTestId('chapters-grid').getAttribute('aria-busy')).toBe('false');
    expect(screen.getByTestId('start-chapter')).toBeTruthy();
  });
});
