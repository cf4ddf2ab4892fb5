import { DataError, LIMITS } from '@diva/core';
import { errorToast, failedToAdd, failedToRemove } from '@diva/core/texts';
import { Button, CharacterCounter, ErrorState, Group, Skeleton, Stack, TagList, Text, TextInput, showToast } from '@diva/ui';
import { lazy, Suspense, useState } from 'react';
import { useAddSkill } from '../api/add-skill.ts';
import { useSkills } from '../api/get-skills.ts';
import { useRemoveSkill } from '../api/remove-skill.ts';
import { cleanSkill } from '../utils/clean-skill.ts';
import { SKILL_CATEGORIES, type SkillCategory } from '../utils/skill-categories.ts';

// The AI dialog (and its Modal) loads only when asked for.
const DiscoverDialog = lazy(() => import('./discover-dialog.tsx'));

/** One tab: her items with remove controls, the add field, nine quick suggestions and "Discover with AI". */
export function SkillPanel({ category }: { category: SkillCategory }) {
  const config = SKILL_CATEGORIES[category];
  const skills = useSkills(category);
  const addItem = useAddSkill(category);
  const removeItem = useRemoveSkill(category);
  const [draft, setDraft] = useState('');
  const [aiOpen, setAiOpen] = useState(false);
  const items = skills.data ?? [];

  const add = (value: string) => {
    const clean = cleanSkill(value);
    if (!clean || items.some((i) => i.toLowerCase() === clean.toLowerCase())) return;
    // Per call (not mutate's callbacks, which only the last of quick clicks gets): each failure says so.
    addItem.mutateAsync(clean).catch((error: unknown) => {
      const duplicate = error instanceof DataError && error.code === '23505';
      showToast(errorToast(duplicate ? `${failedToAdd(config.item)}: already added` : failedToAdd(config.item)));
    });
  };
  const remove = (value: string) => {
    removeItem.mutateAsync(value).catch(() => showToast(errorToast(failedToRemove(config.item))));
  };

  return (
    <Stack gap="md" pt="md" data-testid={`who-panel-${category}`}>
      {skills.isError && !skills.data ? (
        <ErrorState message="Your items could not be loaded." onRetry={() => void skills.refetch()} retrying={skills.isFetching} />
      ) : skills.data ? (
        <TagList tags={items} onRemove={remove} emptyText={`No ${config.label.toLowerCase()} yet. Add your first below.`} />
      ) : (
        <Skeleton height={32} />
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          add(draft);
          setDraft('');
        }}
      >
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            style={{ flex: 1, minWidth: 200 }}
            label={`Add ${config.item}`}
            value={draft}
            maxLength={LIMITS.skill}
            onChange={(event) => setDraft(event.currentTarget.value)}
          />
          <Button type="submit">Add</Button>
        </Group>
        <CharacterCounter length={draft.length} limit={LIMITS.skill} showFrom={150} />
      </form>
      <div>
        <Text size="sm" fw={600}>Quick add</Text>
        <Group gap="xs" mt={4}>
          {config.quick
            .filter((q) => !items.some((i) => i.toLowerCase() === q.toLowerCase()))
            .map((q) => (
              <Button key={q} size="sm" variant="outline" onClick={() => add(q)} aria-label={`Add ${q}`}>
                + {q}
              </Button>
            ))}
        </Group>
      </div>
      <Button variant="glamour" onClick={() => setAiOpen(true)}>Discover with AI</Button>
      {aiOpen ? (
        <Suspense fallback={null}>
          <DiscoverDialog category={category} existing={items} onAdd={add} onClose={() => setAiOpen(false)} />
        </Suspense>
      ) : null}
    </Stack>
  );
}
