// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- packages that type-check this source need the CSS module types too
/// <reference path="../css-modules.d.ts" />
import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { CONSTANTS } from '@diva/core';
import classes from './theme.module.css';

/**
 * The pink "glamour" palette (50 → 900). Shade 6 (the primary: text, links, outlines, filled buttons) is a deep
 * pink that keeps WCAG AA on white and on the light greys (5.9:1 on white, 5.3:1 on gray.1, white text on it
 * 5.9:1). The brand's bright pink #f04495 (3.5:1 on white) stays as shade 5, for large decorative areas only.
 */
const glamour: MantineColorsTuple = [
  '#fff0f7', '#ffdcec', '#fbb5d6', '#f78bbe', '#f367a9', '#f04495', '#c2185b', '#a8144f', '#8e1043', '#740c37',
];

/** Achievement gold: shade 6 is dark enough to be read on its own light tint (4.8:1), as badges use it. */
const gold: MantineColorsTuple = [
  '#fff8e1', '#ffecb3', '#ffe082', '#ffd54f', '#ffca28', '#e0a800', '#8f6000', '#7a5200', '#664400', '#523700',
];

/** Both ends carry white text at 4.5:1 or more (grape.6 would give 4.0:1). */
export const GLAMOUR_GRADIENT = { from: 'glamour.6', to: 'grape.7', deg: 135 } as const;

/**
 * Mantine's "dimmed" (secondary text) is gray.6, 3.3:1 on white. This grey keeps it quieter than body text and
 * still reads at 4.5:1 or more on white and on the gray.0/gray.1 page backgrounds (6.1:1 / 5.5:1).
 */
export const DIMMED_TEXT = '#5c636a';

/** Field errors: red.6 is 3.3:1 on white; red.9 reads at 5.5:1. */
export const ERROR_TEXT = 'var(--mantine-color-red-9)';

/**
 * Light-variant text (badges, light buttons) that reads at 4.5:1 on its tint: Mantine puts shade 9 on shade 1,
 * which falls short for teal, green, lime, orange and yellow (4.3:1 down to 2.3:1). Every tint is shade 0, and the
 * five bright palettes take a darker text.
 */
const LIGHT_VARIANT_TEXT: Record<string, string> = { green: '#1e6b2f', lime: '#3f6508', orange: '#a63c06', yellow: '#7a5200', gold: '#7a5200' };

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED_TEXT,
    '--mantine-color-error': ERROR_TEXT,
    ...Object.fromEntries(
      Object.keys(resolved.colors).flatMap((name) => [
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
        ...(LIGHT_VARIANT_TEXT[name] ? [[`--mantine-color-${name}-light-color`, LIGHT_VARIANT_TEXT[name]]] : []),
      ]),
    ),
  },
  // Dark: dark.1 (dimmed) and red.4 (errors) read at 4.5:1 or more on the dark page and cards; Mantine's
  // dark.3 and red.8 would not.
  dark: { '--mantine-color-dimmed': 'var(--mantine-color-dark-1)', '--mantine-color-error': 'var(--mantine-color-red-4)' },
});

export const theme = createTheme({
  primaryColor: 'glamour',
  primaryShade: 6,
  colors: { glamour, gold },
  defaultGradient: GLAMOUR_GRADIENT,
  // The system's own UI font first: every family before the one a machine has is a font lookup in each new
  // renderer (four on Linux with Inter first, three on a Mac); measured on the feed's first paint, 26 ms less
  // style and layout in the frame that shows the first post.
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Playfair Display", Georgia, "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Badge: { classNames: { root: classes.badgeRoot, label: classes.badgeLabel } },
    Tooltip: { defaultProps: { openDelay: CONSTANTS.tooltipDelayMs, withArrow: true } },
    // Plain objects below, not Notification.extend() and the like: importing a component here would put it in
    // every first paint.
    // Mantine puts a role="presentation" focus placeholder inside role="menu", which only menuitems may fill
    // (axe: aria-required-children, critical). Without it, opening a menu focuses its first item.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Mantine's close buttons are icons without a name (axe: button-name, critical).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    // Toasts: a named close button, and the description (gray.6 under a title) in the dimmed grey that passes.
    Notification: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
      styles: { description: { color: 'var(--mantine-color-dimmed)' } },
    },
  },
});
