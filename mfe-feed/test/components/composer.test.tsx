import { LIMITS } from '@diva/core';
import { clearToasts } from '@diva/ui';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Composer } from '../../src/features/composer/components/composer.tsx';
import { makePost } from '../support/fixtures.ts';
import { currentFake, resetFake, stepValue } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const input = () => screen.getByRole('textbox', { name: 'Post content' });
const share = () => screen.getByRole('button', { name: 'Share' });

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('the composer', () => {
  it('disables Share while the text is empty', async () => {
    renderRemote(<Composer />);
    expect(share()).toHaveProperty('disabled', true);
    await userEvent.type(input(), 'Hi');
    expect(share()).toHaveProperty('disabled', false);
    await userEvent.clear(input());
    expect(share()).toHaveProperty('disabled', true);
  });

  it("answers text of only spaces with 'Content Required' and sends nothing", async () => {
    renderRemote(<Composer />);
    await userEvent.type(input(), '    ');
    await userEvent.click(share());
    await screen.findByText('Content Required');
    screen.getByText('Please write something to share');
    expect(currentFake().calls).toHaveLength(0);
  });

  it('shows a counter near the 10000-character limit and stops at the limit', () => {
    renderRemote(<Composer />);
    fireEvent.change(input(), { target: { value: 'x'.repeat(8999) } });
    expect(screen.queryByTestId('character-counter')).toBeNull();
    fireEvent.change(input(), { target: { value: 'x'.repeat(9500) } });
    expect(screen.getByTestId('character-counter').textContent).toBe('9,500 / 10,000');
    expect(input().getAttribute('maxlength')).toBe(String(LIMITS.post));
  });

  it('adds tags trimmed, refuses empty and duplicate ones, and removes them', async () => {
    renderRemote(<Composer />);
    const tag = screen.getByRole('textbox', { name: 'Add a tag' });
    await userEvent.type(tag, '  Mentoring  {Enter}');
    expect(screen.getByTestId('composer-tags').textContent).toContain('Mentoring');
    expect(tag).toHaveProperty('value', '');
    await userEvent.type(tag, '   {Enter}');
    screen.getByText('Tag cannot be empty');
    await userEvent.type(tag, 'mentoring');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    screen.getByText('Tag already added');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Mentoring' }));
    expect(screen.queryByTestId('composer-tags')).toBeNull();
  });

  it("shares the trimmed text with the tags and auto labels, counters at 0, then says 'Post Shared!' and clears", async () => {
    currentFake().respond = (call) => ({ data: { ...makePost({ user_id: VIEWER_ID }), content: (call.payload as { content: string }).content } });
    renderRemote(<Composer />);
    await userEvent.type(input(), '  Thrilled: our startup closed its seed round  ');
    await userEvent.type(screen.getByRole('textbox', { name: 'Add a tag' }), 'Milestone{Enter}');
    // The rules load when she first types (not with the feed's first chunk); the preview shows once they are there.
    expect((await screen.findByTestId('auto-labels')).textContent).toBe('Auto labels: Business, Fundraising, Positive News');
    await userEvent.click(share());

    await screen.findByText('Post Shared!');
    screen.getByText('Your post is now live on the network');
    const [insert] = currentFake().calls;
    expect(insert).toMatchObject({ table: 'posts', action: 'insert' });
    expect(insert!.payload).toEqual({
      user_id: VIEWER_ID,
      content: 'Thrilled: our startup closed its seed round',
      tags: ['Milestone', 'Business', 'Fundraising', 'Positive News'],
      likes_count: 0,
      comments_count: 0,
      shares_count: 0,
    });
    expect(input()).toHaveProperty('value', '');
    expect(screen.queryByTestId('composer-tags')).toBeNull();
  });

  it('ignores a second submit while the first is on its way', async () => {
    let answer: (value: { data: unknown }) => void = () => undefined;
    currentFake().respond = () => new Promise((resolve) => (answer = resolve));
    renderRemote(<Composer />);
    await userEvent.type(input(), 'Only once');
    const form = input().closest('form')!;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await waitFor(() => expect(currentFake().calls).toHaveLength(1));
    expect(share()).toHaveProperty('disabled', true);
    fireEvent.submit(form);
    await act(async () => answer({ data: makePost({ user_id: VIEWER_ID }) }));
    await screen.findByText('Post Shared!');
    expect(currentFake().calls).toHaveLength(1);
  });

  it.each([
    [{ error: { code: '23505', message: 'duplicate' }, status: 409 }, 'Duplicate post detected'],
    [{ error: { code: '42501', message: 'row-level security' }, status: 403 }, 'Permission denied'],
    [{ error: { code: 'PGRST301', message: 'JWT expired' }, status: 401 }, 'Database connection issue'],
    [{ error: { message: 'upstream network unreachable' }, status: 503 }, 'Network error. Please check your connection'],
    [{ error: { code: '23514', message: 'check' }, status: 400 }, 'Failed to create post'],
    [{ error: { message: 'TypeError: Failed to fetch' }, status: 0 }, 'Network connection issue. Please try again'],
  ])("says 'Post Failed' for %o: %s, and keeps the text", async (response, description) => {
    currentFake().respond = () => response;
    renderRemote(<Composer />);
    await userEvent.type(input(), 'Keep me');
    await userEvent.click(share());
    await screen.findByText('Post Failed');
    screen.getByText(description);
    expect(input()).toHaveProperty('value', 'Keep me');
  });

  it('is disabled for a visitor who is not signed in', () => {
    signInAs(null);
    renderRemote(<Composer />);
    expect(input()).toHaveProperty('disabled', true);
    expect(share()).toHaveProperty('disabled', true);
  });

  it("takes the focus when the page is opened at #composer (the header's Create Post)", async () => {
    renderRemote(<Composer />, { route: '/app/timeline#composer', path: '/app/timeline/*' });
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it('posts with Ctrl+Enter', async () => {
    currentFake().respond = () => ({ data: makePost({ user_id: VIEWER_ID }) });
    renderRemote(<Composer />);
    await userEvent.type(input(), 'Keyboard post{Control>}{Enter}{/Control}');
    await screen.findByText('Post Shared!');
    expect(stepValue(currentFake().calls[0]!, 'eq', 'id')).toBeUndefined();
  });
});
