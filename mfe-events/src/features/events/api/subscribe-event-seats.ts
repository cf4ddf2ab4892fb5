import { type DivaClient, getSupabase, openChannel } from '@diva/core';

export interface SeatChange {
  id: string;
  current_attendees: number;
  max_attendees: number;
  approved: boolean;
}

let channelSequence = 0;

/** Live seat counts: UPDATEs of events (the address never travels: column privileges). Returns the closer. */
export function subscribeEventSeats(onChange: (row: SeatChange) => void, client: DivaClient = getSupabase()): () => void {
  return openChannel(client, (services) =>
    services
      .channel(`events-seats:${(channelSequence += 1)}`)
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'events' }, ({ new: row }) => onChange(row as SeatChange))
      .subscribe(),
  );
}
