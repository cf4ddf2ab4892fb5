import { COMMON_TEXTS, CONNECTION_TEXTS, EVENTS_TEXTS } from '@diva/core/texts';
import { Route, Routes } from '@diva/router';
import { renderWithProviders, signInAs } from '@diva/test-utils';
import { currentFake, type FakeResponse, type RecordedCall, resetFake } from '@diva/test-utils/fake-supabase';
import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ChapterPage } from '../../src/app/chapter-page.tsx';
import type { Chapter } from '../../src/features/chapters/api/get-chapters.ts';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const ME = '11111111-1111-4111-8111-111111111111';
const PRESIDENT = '33333333-3333-4333-8333-333333333333';
const CHAPTER: Chapter = {
  id: 7, name: 'Atlanta', location: 'Atlanta, GA', description: 'Women in business.', status: 'active', founded_year: 2020,
  member_count: 3, cover_image_url: null, logo_url: null, map_image_url: null, president_title: null, president_bio: null,
  president_photo_url: null, president_user_id: PRESIDENT, president_name: 'Keisha', next_event_id: null, next_event_title: null,
  next_event_date: null, next_event_time: null, is_member: false, contact_email: null,
};

/** The chapter with no members; `answer` may take any request first. */
function serve(answer: (call: RecordedCall) => FakeResponse | Promise<FakeResponse> | undefined = () => undefined) {
  currentFake().respond = (call) => answer(call) ?? (call.table === 'chapter_overview' ? { data: CHAPTER } : { data: call.action === 'rpc' ? [] : null });
}

const render = () =>
  renderWithProviders(
    <Routes>
      <Route path="/app/chapter/:chapterId" element={<ChapterPage />} />
      <Route path="/app/messages/:conversationId" element={<p>Messages page</p>} />
    </Routes>,
    { route: '/app/chapter/7' },
  );
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

beforeEach(() => {
  resetFake();
  signInAs(ME, { email: 'me@example.com' });
});
afterEach(async () => {
  await clearToasts();
});

describe('the chapter page', () => {
  it("joins the chapter with 'Welcome to the chapter!'; while it runs, the president's buttons wait", async () => {
    let release = () => undefined as void;
    serve((call) =>
      call.table === 'chapter_members' ? new Promise<FakeResponse>((resolve) => (release = () => resolve({ data: null }))) : undefined,
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chapter' }));
    await waitFor(() => expect(button('Connect with President').disabled).toBe(true));
    expect(button('Contact Chapter').disabled).toBe(true);
    release();
    expect(await screen.findByText(EVENTS_TEXTS.chapterJoined.title)).toBeTruthy();
    await waitFor(() => expect(button('Connect with President').disabled).toBe(false));
    expect(currentFake().calls.find((c) => c.table === 'chapter_members')?.payload).toEqual({ chapter_id: 7, user_id: ME });
    // Read again after the change, so the button follows the database.
    expect(currentFake().calls.filter((c) => c.table === 'chapter_overview').length).toBeGreaterThanOrEqual(2);
  });

  it("says 'Failed to update chapter membership…' when the database refuses", async () => {
    serve((call) => (call.table === 'chapter_members' ? { error: { message: 'nope', code: '42501' }, status: 403 } : undefined));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Join Chapter' }));
    expect(await screen.findByText(EVENTS_TEXTS.chapterUpdateFailed)).toBeTruthy();
  });

  it('connects with the president, and a second request says it was sent already', async () => {
    let sent = false;
    serve((call) => {
      if (call.table !== 'connection_requests') return undefined;
      if (sent) return { error: { message: 'duplicate key', code: '23505' }, status: 409 };
      sent = true;
      return { data: null };
    });
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Connect with President' }));
    expect(await screen.findByText(CONNECTION_TEXTS.sent.title)).toBeTruthy();
    await waitFor(() => expect(button('Connect with President').disabled).toBe(false));
    await userEvent.click(button('Connect with President'));
    expect(await screen.findByText(CONNECTION_TEXTS.alreadySent.title)).toBeTruthy();
    expect(currentFake().calls.find((c) => c.table === 'connection_requests')?.payload).toEqual({ requested_id: PRESIDENT });
  });

  it("opens the conversation with the president in Messages, and says 'Failed to start conversation' when it cannot", async () => {
    let fail = true;
    serve((call) => (call.table === 'get_or_create_conversation' ? (fail ? { error: { message: 'boom', code: '500' }, status: 500 } : { data: { id: 'c1' } }) : undefined));
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Contact Chapter' }));
    expect(await screen.findByText(COMMON_TEXTS.startConversationFailed)).toBeTruthy();
    fail = false;
    await waitFor(() => expect(button('Contact Chapter').disabled).toBe(false));
    await userEvent.click(button('Contact Chapter'));
    expect(await screen.findByText('Messages page')).toBeTruthy();
    expect(currentFake().calls.find((c) => c.table === 'get_or_create_conversation')?.payload).toEqual({ other_user_id: PRESIDENT });
  });

  it('shows where the chapter meets as an address with an https map link, not a placeholder map picture', async () => {
    serve((call) => (call.table === 'chapter_overview' ? { data: { ...CHAPTER, map_image_url: 'data:image/svg+xml;base64,PHN2Zy8+' } } : undefined));
    render();
    const block = await screen.findByTestId('chapter-location');
    expect(block.querySelector('address')?.textContent).toBe('AtlantaAtlanta, GA');
    const link = screen.getByRole('link', { name: 'Open in a map' }) as HTMLAnchorElement;
    expect(link.href).toBe('https://www.openstreetmap.org/search?query=Atlanta%2C%20GA');
    expect(link.rel).toBe('noopener noreferrer');
    expect(screen.queryByRole('img', { name: /Map of/ })).toBeNull();
  });
});
