import { type DivaClient, getSupabase, openChannel } from '@diva/core';

let channelSequence = 0;

/**
 * Live RSVP changes of one event (postgres_changes on event_rsvps; row-level security delivers only rows she
 * may read; onReady once joined). The payload only signals: the list is read again through president_event_rsvps. Returns the closer.
 */
export function subscribeEventRsvps(
  eventId: string,
  onChange: () => void,
  client: DivaClient = getSupabase(),
  onReady: () => void = () => undefined,
): () => void {
  return openChannel(client, (services) =>
    services
      .channel(`president-rsvps:${eventId}:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: '*', schema: 'public', table: 'event_rsvps', filter: `event_id=eq.${eventId}` }, () => onChange())
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onReady();
      }),
  );
}
