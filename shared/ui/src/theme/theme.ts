import { createTheme, type MantineColorsTuple } from '@mantine/core';
import { CONSTANTS } from '@diva/core';

/** The pink "glamour" palette (50 → 900). */
const glamour: MantineColorsTuple = [
  '#fff0f7', '#ffdcec', '#fbb5d6', '#f78bbe', '#f367a9', '#f1519c', '#f04495', '#d63682', '#bf2c73', '#a71e63',
];

export const GLAMOUR_GRADIENT = { from: 'glamour.6', to: 'grape.6', deg: 135 } as const;

export const theme = createTheme({
  primaryColor: 'glamour',
  primaryShade: 6,
  colors: { glamour },
  defaultGradient: GLAMOUR_GRADIENT,
  fontFamily: 'Inter, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontFamily: '"Playfair Display", Georgia, "Times New Roman", serif', fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    Tooltip: { defaultProps: { openDelay: CONSTANTS.tooltipDelayMs, withArrow: true } },
  },
});
