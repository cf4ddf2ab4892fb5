import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button, CharacterCounter, EmptyState, ErrorState } from '../src/index.ts';

describe('EmptyState', () => {
  it('says in words that there is nothing, with an optional title and way forward', () => {
    const create = vi.fn();
    renderWithProviders(
      <EmptyState title="No events" message="No community events available yet." action={<Button onClick={create}>Create the First Event</Button>} />,
    );
    expect(screen.getByRole('heading', { name: 'No events' })).toBeTruthy();
    expect(screen.getByText('No community events available yet.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Create the First Event' }));
    expect(create).toHaveBeenCalledOnce();
  });
});

describe('ErrorState', () => {
  it('is announced as an alert and retries on Retry', () => {
    const retry = vi.fn();
    renderWithProviders(<ErrorState message="The events could not be loaded." onRetry={retry} />);
    expect(screen.getByRole('alert').textContent).toContain('The events could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('can carry a heading and small print', () => {
    renderWithProviders(<ErrorState title="Network Feed is unavailable" message="Everything else keeps working." details="Failed to fetch" />);
    expect(screen.getByRole('heading', { name: 'Network Feed is unavailable' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed to fetch');
  });

  it('ignores Retry while a retry is running, and has no button without onRetry', () => {
    const retry = vi.fn();
    const { rerender } = renderWithProviders(<ErrorState message="Failed" onRetry={retry} retrying retryLabel="Try again" />);
    const button = screen.getByRole('button', { name: /Try again/ }) as HTMLButtonElement;
    expect(button.disabled || button.dataset.loading !== undefined).toBe(true);
    fireEvent.click(button);
    expect(retry).not.toHaveBeenCalled();
    rerender(<ErrorState message="Failed" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('CharacterCounter', () => {
  it('shows "n / limit" from showFrom on, in US digits, announced politely', () => {
    const { rerender } = renderWithProviders(<CharacterCounter length={8999} limit={10000} showFrom={9000} />);
    expect(screen.queryByTestId('character-counter')).toBeNull();
    rerender(<CharacterCounter length={9500} limit={10000} showFrom={9000} />);
    const counter = screen.getByTestId('character-counter');
    expect(counter.textContent).toBe('9,500 / 10,000');
    expect(counter.getAttribute('aria-live')).toBe('polite');
  });

  it('turns red at the limit', () => {
    const { rerender } = renderWithProviders(<CharacterCounter length={499} limit={500} />);
    const color = () => screen.getByTestId('character-counter').getAttribute('style') ?? '';
    const below = color();
    rerender(<CharacterCounter length={500} limit={500} />);
    expect(color()).not.toBe(below);
    expect(color()).toContain('red');
  });
});
