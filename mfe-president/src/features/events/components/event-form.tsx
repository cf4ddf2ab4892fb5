import { EVENTS_TEXTS } from '@diva/core/texts';
import { Button, Group, Stack, TextInput, showToast } from '@diva/ui';
import { type FormEvent, useState } from 'react';
import { saveChapterEvent } from '../api/save-event.ts';
import { EMPTY_EVENT, type EventFormValues, invalidEventFields } from '../utils/event-form-schema.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

const FIELDS = [
  ['title', 'Title', 'text'],
  ['date', 'Date', 'date'],
  ['time', 'Time', 'time'],
  ['location', 'Location', 'text'],
] as const;

interface EventFormProps {
  viewerId: string;
  chapterId: number | null;
  /** Editing her own event: its id and current values. */
  editing?: { id: string; values: EventFormValues };
  onSaved: () => void;
}

/** A new event for her chapter, or an edit of her own (spec 02 §5 "Event form"); the database decides approval. */
export function EventForm({ viewerId, chapterId, editing, onSaved }: EventFormProps) {
  const [values, setValues] = useState<EventFormValues>(editing?.values ?? EMPTY_EVENT);
  const [invalid, setInvalid] = useState<Set<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<EventFormValues>) => setValues((current) => ({ ...current, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const found = invalidEventFields(values);
    setInvalid(found);
    if (found.size > 0) return;
    setBusy(true);
    try {
      const saved = await saveChapterEvent({ viewerId, chapterId, id: editing?.id, values });
      if (editing) showToast(EVENTS_TEXTS.eventUpdated);
      else showToast(saved.approved ? EVENTS_TEXTS.eventCreated : EVENTS_TEXTS.eventCreatedPending);
      setValues(EMPTY_EVENT);
      onSaved();
    } catch {
      showToast({ title: editing ? EVENTS_TEXTS.updateFailed : EVENTS_TEXTS.createFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={editing ? PRESIDENT_TEXTS.editEvent : PRESIDENT_TEXTS.newEvent} data-testid="event-form">
      <Stack gap="sm">
        {FIELDS.map(([name, label, type]) => (
          <TextInput
            key={name}
            label={label}
            type={type}
            required
            value={values[name]}
            error={invalid.has(name) ? `${label} is required` : undefined}
            onChange={(event) => set({ [name]: event.currentTarget.value })}
          />
        ))}
        <Group gap="md">
          {(['in-person', 'online'] as const).map((type) => (
            <label key={type} style={{ display: 'inline-flex', alignItems: 'center', gap: 8, minHeight: 40 }}>
              <input style={{ width: 20, height: 20 }} type="radio" name="event-type" checked={values.type === type} onChange={() => set({ type })} />
              {type}
            </label>
          ))}
        </Group>
        {values.type === 'in-person' ? (
          <TextInput
            label="Address"
            required
            value={values.address}
            error={invalid.has('address') ? 'Address is required for an in-person event' : undefined}
            onChange={(event) => set({ address: event.currentTarget.value })}
          />
        ) : null}
        <TextInput
          label="Max attendees"
          type="number"
          min={1}
          value={String(values.max_attendees)}
          error={invalid.has('max_attendees') ? 'At least 1 attendee' : undefined}
          onChange={(event) => set({ max_attendees: Number(event.currentTarget.value) })}
        />
        <Button type="submit" loading={busy}>
          {editing ? PRESIDENT_TEXTS.saveEvent : PRESIDENT_TEXTS.newEvent}
        </Button>
      </Stack>
    </form>
  );
}
