import { Button, QueryView, showToast, Stack, Textarea, TextInput } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { presidentKeys } from '../../../lib/query-keys.ts';
import { useChapterSettings } from '../api/get-chapter-settings.ts';
import { saveChapterSettings } from '../api/save-chapter-settings.ts';
import { type ChapterSettings, DESCRIPTION_MAX, type SettingsErrors, validateSettings } from '../utils/settings-schema.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

function SettingsForm({ chapterId, initial }: { chapterId: number; initial: ChapterSettings }) {
  const queryClient = useQueryClient();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ChapterSettings>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = validateSettings(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    try {
      await saveChapterSettings(chapterId, values);
      showToast(PRESIDENT_TEXTS.settingsSaved);
      await queryClient.invalidateQueries({ queryKey: presidentKeys.chapterSettings(chapterId) });
    } catch {
      showToast({ title: PRESIDENT_TEXTS.settingsFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={PRESIDENT_TEXTS.tabSettings}>
      <Stack gap="sm" maw={640}>
        <Textarea
          label={PRESIDENT_TEXTS.descriptionLabel}
          autosize
          minRows={3}
          maxLength={DESCRIPTION_MAX}
          value={values.description}
          error={errors.description}
          onChange={(event) => set({ description: event.currentTarget.value })}
        />
        <TextInput
          label={PRESIDENT_TEXTS.coverLabel}
          type="url"
          placeholder="https://"
          value={values.cover_image_url}
          error={errors.cover_image_url}
          onChange={(event) => set({ cover_image_url: event.currentTarget.value })}
        />
        <TextInput
          label={PRESIDENT_TEXTS.contactEmailLabel}
          type="email"
          value={values.president_email}
          error={errors.president_email}
          onChange={(event) => set({ president_email: event.currentTarget.value })}
        />
        <Button type="submit" loading={busy} w="fit-content">
          {PRESIDENT_TEXTS.saveSettings}
        </Button>
      </Stack>
    </form>
  );
}

/** What a president may change about her chapter; the moderator has no chapter of her own. */
export function SettingsTab({ chapterId }: { chapterId: number | null }) {
  if (chapterId === null) return <p>{PRESIDENT_TEXTS.moderatorNoSettings}</p>;
  return <ChapterSettingsView chapterId={chapterId} />;
}

function ChapterSettingsView({ chapterId }: { chapterId: number }) {
  const settings = useChapterSettings(chapterId);
  return (
    <QueryView query={settings} failure={PRESIDENT_TEXTS.unexpected} empty="" isEmpty={() => false} testId="settings">
      {(data) => <SettingsForm chapterId={chapterId} initial={data} />}
    </QueryView>
  );
}
