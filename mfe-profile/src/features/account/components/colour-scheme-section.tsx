import { type MantineColorScheme, useMantineColorScheme } from '@diva/ui';
import { SegmentedControl } from '@diva/ui/forms';
import { COLOUR_SCHEME_TEXTS } from '../../../texts.ts';
import { AccountSection } from './account-section.tsx';

const CHOICES: { value: MantineColorScheme; label: string }[] = [
  { value: 'auto', label: COLOUR_SCHEME_TEXTS.system },
  { value: 'light', label: COLOUR_SCHEME_TEXTS.light },
  { value: 'dark', label: COLOUR_SCHEME_TEXTS.dark },
];

/** Light, dark or as the system says: Mantine keeps the choice in this browser's local storage. */
export function ColourSchemeSection() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <AccountSection id="account-appearance" title={COLOUR_SCHEME_TEXTS.title} intro={COLOUR_SCHEME_TEXTS.intro}>
      <SegmentedControl
        aria-label={COLOUR_SCHEME_TEXTS.title}
        data={CHOICES}
        value={colorScheme}
        onChange={(value) => setColorScheme(value as MantineColorScheme)}
        fullWidth
        data-testid="colour-scheme"
      />
    </AccountSection>
  );
}
