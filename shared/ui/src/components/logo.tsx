import { ThemeIcon } from '@mantine/core';

/** The product mark: a crown on the glamour gradient. */
export function Logo({ size = 36 }: { size?: number }) {
  return (
    <ThemeIcon variant="gradient" size={size} radius="xl" aria-hidden="true">
      <svg width={size * 0.6} height={size * 0.6} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <path d="M3 7l4 4 5-7 5 7 4-4-2 11H5z" strokeLinejoin="round" />
      </svg>
    </ThemeIcon>
  );
}

export const PRODUCT_NAME = 'Diva Network';
