import { Stack, Text, Title } from '@diva/ui';
import { UrlTabs } from '@diva/ui/data';
import { SkillPanel } from '../features/discovery/components/skill-panel.tsx';
import { SKILL_CATEGORIES, SKILL_CATEGORY_NAMES, type SkillCategory } from '../features/discovery/utils/skill-categories.ts';

/** Who Discovery: superpowers, passions and fuel (shown as Purpose), the active tab in the URL hash. */
export function DiscoveryPage({ only }: { only?: SkillCategory }) {
  if (only) {
    return (
      <Stack gap="md">
        <Title order={1} size="h2">Your Superpowers</Title>
        <SkillPanel category={only} />
      </Stack>
    );
  }
  const tabs = SKILL_CATEGORY_NAMES.map((category) => ({
    value: category,
    label: SKILL_CATEGORIES[category].label,
    panel: <SkillPanel category={category} />,
  }));
  return (
    <Stack gap="md">
      <Title order={1} size="h2">Who Discovery</Title>
      <Text c="dimmed">What you are great at, what you love and what drives you.</Text>
      <UrlTabs tabs={tabs} mode="hash" aria-label="Who Discovery" />
    </Stack>
  );
}
