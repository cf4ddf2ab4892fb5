import { COMMON_TEXTS, errorToast, failedToAdd, failedToRemove } from '@diva/core/texts';
import { LIMITS } from '@diva/core';
import { Button, Card, Group, Text, TextInput, Title, showToast } from '@diva/ui';
import { SkillTags } from './skill-tags.tsx';
import { useShownCount } from '../../../lib/use-shown-count.ts';
import { type FormEvent, useState } from 'react';
import type { SkillKind } from '../../../lib/profile-types.ts';
import { useAddSkill } from '../api/add-skill.ts';
import { useRemoveSkill } from '../api/remove-skill.ts';
import { readSkillEntry } from '../utils/skill-entry.ts';
import { SKILL_LISTS } from '../utils/skill-kinds.ts';

export const skillInputId = (kind: SkillKind) => `skill-input-${kind}`;

/** Tags rendered at first and added per "Show more" (a list can hold hundreds). */
export const TAGS_PAGE = 40;

const EMPTY_TEXT: Record<SkillKind, string> = {
  superpowers: 'No superpowers yet.',
  passions: 'No passions yet.',
  fuel: 'No purpose yet.',
};

/** One list of coloured tags; on her own profile with add and remove (optimistic, reverted on failure). */
export function SkillSection({ kind, items, userId, editable }: { kind: SkillKind; items: readonly string[]; userId: string; editable: boolean }) {
  const list = SKILL_LISTS[kind];
  const [draft, setDraft] = useState('');
  const add = useAddSkill(userId);
  const remove = useRemoveSkill(userId);
  const headingId = `skills-${kind}-title`;
  const { shown, hidden, showMore } = useShownCount(items.length, TAGS_PAGE);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry = readSkillEntry(kind, draft, items);
    if (entry.kind === 'ignore') {
      setDraft('');
      return;
    }
    if (entry.kind === 'invalid') {
      showToast({ title: COMMON_TEXTS.validationErrorTitle, message: entry.message });
      return;
    }
    setDraft('');
    add.mutate({ kind, value: entry.value }, { onError: () => showToast(errorToast(failedToAdd(list.type))) });
  };

  const removeEntry = (value: string) =>
    remove.mutate({ kind, value }, { onError: () => showToast(errorToast(failedToRemove(list.type))) });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby={headingId} data-testid={`skills-${kind}`}>
      <Title order={2} size="h4" id={headingId} mb="sm">
        {list.title}
      </Title>
      {items.length === 0 ? (
        <Text c="dimmed" size="sm">
          {EMPTY_TEXT[kind]}
        </Text>
      ) : (
        <SkillTags tags={shown < items.length ? items.slice(0, shown) : items} onRemove={editable ? removeEntry : undefined} />
      )}
      {hidden > 0 ? (
        <Button variant="ghost" size="sm" mih={40} mt="xs" onClick={showMore}>
          Show more {list.title} ({hidden} more)
        </Button>
      ) : null}
      {editable ? (
        <form onSubmit={submit} noValidate>
          <Group gap="xs" mt="md" wrap="nowrap" align="flex-end">
            <TextInput
              id={skillInputId(kind)}
              label={`Add ${list.label}`}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 0 }}
              description={draft.length > LIMITS.skill * 0.8 ? `${draft.length} / ${LIMITS.skill}` : undefined}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <Button type="submit" variant="outline" mih={40}>
              Add
            </Button>
          </Group>
        </form>
      ) : null}
    </Card>
  );
}
