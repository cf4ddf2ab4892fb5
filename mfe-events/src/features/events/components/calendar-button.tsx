import { paths } from '@diva/contracts';
import { Button, showToast } from '@diva/ui';
import { useState } from 'react';
import type { EventRow } from '../../../lib/event-types.ts';
import { calendarFile, calendarFileName } from '../utils/calendar-file.ts';
import { EVENTS_AREA_TEXTS } from '../../../texts.ts';

/** Downloads the event's .ics file (same UID every time, so calendars update the entry). */
export function CalendarButton({ event, size }: { event: EventRow; size?: 'sm' }) {
  const [busy, setBusy] = useState(false);
  const download = () => {
    if (busy) return;
    setBusy(true);
    calendarFile(event, new URL(paths.event(event.id), window.location.origin).href)
      .then((text) => {
        const url = URL.createObjectURL(new Blob([text], { type: 'text/calendar;charset=utf-8' }));
        const link = document.createElement('a');
        link.href = url;
        link.download = calendarFileName(event.title);
        link.click();
        setTimeout(() => URL.revokeObjectURL(url), 1000);
      })
      .catch(() => showToast({ title: EVENTS_AREA_TEXTS.calendarFailed }))
      .finally(() => setBusy(false));
  };
  return (
    <Button variant="outline" size={size} onClick={download} loading={busy} disabled={busy}>
      {EVENTS_AREA_TEXTS.addToCalendar}
    </Button>
  );
}
