import { renderWithProviders } from '@diva/test-utils';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BUTTON_SIZES, BUTTON_VARIANTS, Button, VARIANT_LOOKS } from '../src/index.ts';

describe('Button', () => {
  it('offers the nine variants and four sizes of the spec', () => {
    expect([...BUTTON_VARIANTS]).toEqual(['default', 'destructive', 'outline', 'secondary', 'ghost', 'link', 'glamour', 'glass', 'primary']);
    expect([...BUTTON_SIZES]).toEqual(['default', 'sm', 'lg', 'icon']);
  });

  it.each(BUTTON_VARIANTS)('renders the %s variant with its Mantine look', (variant) => {
    renderWithProviders(<Button variant={variant}>Go</Button>);
    const button = screen.getByRole('button', { name: 'Go' });
    expect(button.getAttribute('data-variant-name')).toBe(variant);
    expect(button.getAttribute('data-variant')).toBe(VARIANT_LOOKS[variant].variant);
  });

  it('uses the glamour gradient and a destructive red', () => {
    expect(VARIANT_LOOKS.glamour.variant).toBe('gradient');
    expect(VARIANT_LOOKS.destructive.color).toBe('red.9');
  });

  it('renders as another element, e.g. a link', () => {
    renderWithProviders(
      <Button component="a" href="/auth" size="lg">
        Sign In
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Sign In' });
    expect(link.getAttribute('href')).toBe('/auth');
    expect(link.getAttribute('data-size-name')).toBe('lg');
  });
});
