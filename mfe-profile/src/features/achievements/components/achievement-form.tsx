import { ACHIEVEMENT_CATEGORIES, achievementSchema, validationMessage } from '@diva/core';
import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { Button, Card, Group, SimpleGrid, Stack, Textarea, TextInput, Title, showToast } from '@diva/ui';
import { Select } from '@diva/ui/forms';
import { type FormEvent, useState } from 'react';
import { useAddAchievement } from '../api/add-achievement.ts';
import { todayLocal } from '../utils/today.ts';
import { PROFILE_TEXTS } from '../../../texts.ts';

const CATEGORY_OPTIONS = [...ACHIEVEMENT_CATEGORIES];

/** Category, title, optional description and a date (today by default); Add is disabled until category and title are set. */
export default function AchievementForm({ userId }: { userId: string }) {
  const [category, setCategory] = useState<string | null>(null);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [date, setDate] = useState(todayLocal);
  const add = useAddAchievement(userId);
  const ready = Boolean(category) && title.trim().length > 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready || add.isPending) return;
    const parsed = achievementSchema.safeParse({ category, title, description: description || undefined, date_achieved: date });
    if (!parsed.success) {
      showToast({ title: COMMON_TEXTS.validationErrorTitle, message: validationMessage(parsed.error) });
      return;
    }
    add.mutate(parsed.data, {
      onSuccess: () => {
        setCategory(null);
        setTitle('');
        setDescription('');
        setDate(todayLocal());
      },
      onError: () => showToast(errorToast(PROFILE_TEXTS.addAchievementFailed)),
    });
  };

  return (
    <Card withBorder radius="lg" padding="lg" data-testid="achievement-form">
      <form onSubmit={submit} noValidate aria-labelledby="achievement-form-title">
        <Stack gap="sm">
          <Title order={3} size="h5" id="achievement-form-title">
            Add an achievement
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Category"
              placeholder="Choose a category"
              data={CATEGORY_OPTIONS}
              value={category}
              onChange={setCategory}
              required
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
            />
            <TextInput label="Date" type="date" value={date} onChange={(event) => setDate(event.currentTarget.value)} required />
          </SimpleGrid>
          <TextInput label="Title" value={title} onChange={(event) => setTitle(event.currentTarget.value)} required maxLength={200} />
          <Textarea
            label="Description (optional)"
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <Group justify="flex-end">
            <Button type="submit" variant="glamour" disabled={!ready} loading={add.isPending}>
              Add Achievement
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
