import { formatDate } from '@diva/core';
import { Badge, Button, Card, Group, QueryView, showToast, Stack, Text } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { presidentKeys } from '../../../lib/query-keys.ts';
import { checkInRsvp } from '../api/check-in-rsvp.ts';
import { type EventRsvp, useEventRsvps } from '../api/get-event-rsvps.ts';
import { subscribeEventRsvps } from '../api/subscribe-event-rsvps.ts';
import { downloadText } from '../utils/download-file.ts';
import { buildRsvpCsv, csvFileName } from '../utils/rsvp-csv.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

/** One attendee as a card: readable and tappable at the door on a 375 px phone. */
function RsvpRow({ rsvp, eventId }: { rsvp: EventRsvp; eventId: string }) {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const key = presidentKeys.rsvps(eventId);
  const present = Boolean(rsvp.checked_in_at);

  const toggle = async () => {
    if (busy) return;
    setBusy(true);
    const previous = queryClient.getQueryData<EventRsvp[]>(key);
    const optimistic = present ? null : new Date().toISOString();
    queryClient.setQueryData<EventRsvp[]>(key, (rows) => rows?.map((r) => (r.id === rsvp.id ? { ...r, checked_in_at: optimistic } : r)));
    try {
      const at = await checkInRsvp(rsvp.id, !present);
      queryClient.setQueryData<EventRsvp[]>(key, (rows) => rows?.map((r) => (r.id === rsvp.id ? { ...r, checked_in_at: at } : r)));
    } catch {
      queryClient.setQueryData(key, previous);
      showToast({ title: PRESIDENT_TEXTS.checkInFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card withBorder padding="sm" radius="md" data-testid="rsvp-row">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0, flex: '1 1 12rem' }}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {rsvp.display_name}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {[rsvp.company, rsvp.role].filter(Boolean).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {rsvp.status} · {formatDate(rsvp.created_at, 'rsvp')}
          </Text>
        </Stack>
        <Group gap="xs">
          {present ? (
            <Badge variant="light">
              {PRESIDENT_TEXTS.checkedIn}
            </Badge>
          ) : null}
          <Button
            size="sm"
            mih={40}
            variant={present ? 'outline' : 'default'}
            loading={busy}
            onClick={() => void toggle()}
            aria-label={`${present ? PRESIDENT_TEXTS.undoCheckIn : PRESIDENT_TEXTS.checkIn}: ${rsvp.display_name}`}
          >
            {present ? PRESIDENT_TEXTS.undoCheckIn : PRESIDENT_TEXTS.checkIn}
          </Button>
        </Group>
      </Group>
    </Card>
  );
}

/** The RSVP list of one event, live as RSVPs arrive, with check-in and Export CSV. */
export function RsvpPanel({ eventId, title }: { eventId: string; title: string }) {
  const rsvps = useEventRsvps(eventId);
  const queryClient = useQueryClient();
  const [exporting, setExporting] = useState(false);

  useEffect(
    () => subscribeEventRsvps(eventId, () => void queryClient.invalidateQueries({ queryKey: presidentKeys.rsvps(eventId) })),
    [eventId, queryClient],
  );

  const exportCsv = async () => {
    if (exporting || !rsvps.data) return;
    setExporting(true);
    try {
      downloadText(csvFileName(title), await buildRsvpCsv(rsvps.data));
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="xs" data-testid="rsvp-panel">
      <Group justify="space-between">
        <Text fw={600}>{PRESIDENT_TEXTS.viewRsvps}</Text>
        <Button size="sm" mih={40} variant="outline" loading={exporting} disabled={!rsvps.data} onClick={() => void exportCsv()}>
          {PRESIDENT_TEXTS.exportCsv}
        </Button>
      </Group>
      <QueryView query={rsvps} failure={PRESIDENT_TEXTS.loadRsvpsFailed} empty={PRESIDENT_TEXTS.noRsvps} isEmpty={(d) => d.length === 0} testId="rsvps">
        {(rows) => (
          <Stack gap="xs" aria-live="polite">
            {rows.map((rsvp) => (
              <RsvpRow key={rsvp.id} rsvp={rsvp} eventId={eventId} />
            ))}
          </Stack>
        )}
      </QueryView>
    </Stack>
  );
}
