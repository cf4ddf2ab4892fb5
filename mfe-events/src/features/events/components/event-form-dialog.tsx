import { CONSTANTS, useSessionUser } from '@diva/core';
import { EVENTS_TEXTS } from '@diva/core/texts';
import { Button, Group, SimpleGrid, showToast, Stack, Textarea, TextInput } from '@diva/ui';
import { NumberInput, SegmentedControl, Select } from '@diva/ui/forms';
import { Modal } from '@diva/ui/overlays';
import { type FormEvent, useState } from 'react';
import type { EventRow } from '../../../lib/event-types.ts';
import { useSaveEvent } from '../hooks/use-save-event.ts';
import { fieldErrors } from '../utils/event-form-schema.ts';

export interface EventFormDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The event to edit; a new one otherwise. */
  event?: EventRow;
  chapters: { id: number; name: string }[];
}

type Draft = {
  title: string; description: string; date: string; time: string; location: string; type: 'online' | 'in-person';
  address: string; max_attendees: number | string; price: number | string; image_url: string; chapter_id: string;
};

const draftOf = (event?: EventRow): Draft => ({
  title: event?.title ?? '',
  description: event?.description ?? '',
  date: event?.date ?? '',
  time: event?.time.slice(0, 5) ?? '',
  location: event?.location ?? '',
  type: event?.type ?? 'in-person',
  address: event?.address ?? '',
  max_attendees: event?.max_attendees ?? CONSTANTS.eventDefaultMaxAttendees,
  price: event?.price ?? CONSTANTS.eventDefaultPrice,
  image_url: event?.image_url ?? '',
  chapter_id: event?.chapter_id ? String(event.chapter_id) : '',
});

/** Create or edit an event (spec 02 §5 "Event form"). Loaded on demand: it stays off the first paint. */
export default function EventFormDialog({ opened, onClose, event, chapters }: EventFormDialogProps) {
  const viewerId = useSessionUser()?.id;
  const [draft, setDraft] = useState<Draft>(() => draftOf(event));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSaveEvent(event?.id, onClose);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => ({ ...d, [key]: value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (save.isPending) return;
    if (!viewerId) {
      showToast({ title: EVENTS_TEXTS.mustBeLoggedInToCreate });
      return;
    }
    const checked = fieldErrors({
      ...draft,
      address: draft.type === 'in-person' ? draft.address : undefined,
      max_attendees: draft.max_attendees === '' ? Number.NaN : Number(draft.max_attendees),
      price: draft.price === '' ? Number.NaN : Number(draft.price),
      chapter_id: draft.chapter_id ? Number(draft.chapter_id) : null,
    });
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    save.mutate(checked.values);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={event ? 'Edit Event' : 'Create Event'} size="lg">
      <form onSubmit={submit} noValidate data-testid="event-form">
        <Stack gap="sm">
          <TextInput label="Title" required value={draft.title} onChange={(e) => set('title', e.currentTarget.value)} error={errors.title} maxLength={200} />
          <Textarea label="Description" value={draft.description} onChange={(e) => set('description', e.currentTarget.value)} autosize minRows={2} maxLength={5000} />
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput label="Date" type="date" required value={draft.date} onChange={(e) => set('date', e.currentTarget.value)} error={errors.date} />
            <TextInput label="Time" type="time" required value={draft.time} onChange={(e) => set('time', e.currentTarget.value)} error={errors.time} />
          </SimpleGrid>
          <TextInput label="Location" required value={draft.location} onChange={(e) => set('location', e.currentTarget.value)} error={errors.location} maxLength={200} />
          <SegmentedControl
            aria-label="Event type"
            value={draft.type}
            onChange={(value) => set('type', value as Draft['type'])}
            data={[{ label: 'In person', value: 'in-person' }, { label: 'Online', value: 'online' }]}
          />
          {draft.type === 'in-person' ? (
            <TextInput label="Address" required value={draft.address} onChange={(e) => set('address', e.currentTarget.value)} error={errors.address} maxLength={500} />
          ) : null}
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <NumberInput label="Max attendees" min={1} clampBehavior="none" value={draft.max_attendees} onChange={(v) => set('max_attendees', v)} error={errors.max_attendees} allowDecimal={false} />
            <NumberInput label="Price" min={0} clampBehavior="none" step={0.01} decimalScale={2} prefix="$" value={draft.price} onChange={(v) => set('price', v)} error={errors.price} />
          </SimpleGrid>
          <TextInput label="Image URL" placeholder="https://" value={draft.image_url} onChange={(e) => set('image_url', e.currentTarget.value)} error={errors.image_url} />
          <Select
            label="Chapter"
            placeholder="Network event (no chapter)"
            clearable
            data={chapters.map((c) => ({ value: String(c.id), label: c.name }))}
            value={draft.chapter_id || null}
            onChange={(value) => set('chapter_id', value ?? '')}
          />
          <Group justify="flex-end">
            <Button variant="outline" type="button" onClick={onClose}>
              Cancel
            </Button>
            <Button variant="glamour" type="submit" loading={save.isPending} disabled={save.isPending}>
              {event ? 'Save Changes' : 'Create Event'}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
