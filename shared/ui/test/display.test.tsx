import { renderWithProviders } from '@diva/test-utils';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { InitialsAvatar, RelativeTime, TAG_COLORS, TagList, tagColor } from '../src/index.ts';

describe('InitialsAvatar', () => {
  it('shows initials from the display name, else the email letter, else U', () => {
    renderWithProviders(
      <>
        <InitialsAvatar displayName="ana maria" />
        <InitialsAvatar email="zoe@example.com" />
        <InitialsAvatar />
      </>,
    );
    expect(screen.getByText('AM')).toBeTruthy();
    expect(screen.getByText('Z')).toBeTruthy();
    expect(screen.getByText('U')).toBeTruthy();
  });
});

describe('TagList', () => {
  it('cycles through eight colour variants', () => {
    expect(TAG_COLORS).toHaveLength(8);
    expect(tagColor(0)).toBe(tagColor(8));
    expect(tagColor(1)).not.toBe(tagColor(0));
    const tags = Array.from({ length: 9 }, (_, index) => `tag${index}`);
    renderWithProviders(<TagList tags={tags} />);
    const colors = tags.map((tag) => screen.getByText(tag).closest('[data-color]')?.getAttribute('data-color'));
    expect(new Set(colors).size).toBe(8);
    expect(colors[8]).toBe(colors[0]);
  });
  it('offers a remove control per tag when asked', () => {
    const onRemove = vi.fn();
    renderWithProviders(<TagList tags={['Leadership']} onRemove={onRemove} />);
    fireEvent.click(screen.getByRole('button', { name: 'Remove Leadership' }));
    expect(onRemove).toHaveBeenCalledWith('Leadership');
  });
});

describe('RelativeTime', () => {
  it('renders a machine-readable time and a relative label', () => {
    const value = new Date(Date.now() - 5 * 60_000).toISOString();
    renderWithProviders(<RelativeTime value={value} />);
    const time = screen.getByText('5 minutes ago');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe(new Date(value).toISOString());
  });
});
