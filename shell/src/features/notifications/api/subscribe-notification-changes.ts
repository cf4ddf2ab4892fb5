import { type DivaClient, getSupabase, openChannel, z } from '@diva/core';
import type { HeaderNotification } from '../utils/notification-list.ts';

export const notificationChangesInput = z.object({ userId: z.guid() });
export type NotificationChangesInput = z.infer<typeof notificationChangesInput>;

export interface NotificationChangeHandlers {
  onInserted: (row: HeaderNotification) => void;
  /** `previousRead` is the read flag before the change when the event carries it. */
  onUpdated: (row: HeaderNotification, previousRead: boolean | undefined) => void;
  /** Each time the channel is (re)joined: what changed before it listened was not heard. */
  onJoined: () => void;
}

/** The member's notifications as they are added and updated (postgres_changes). Returns the function that closes the channel. */
export function subscribeNotificationChanges(
  input: NotificationChangesInput,
  handlers: NotificationChangeHandlers,
  client: DivaClient = getSupabase(),
): () => void {
  const { userId } = notificationChangesInput.parse(input);
  const filter = `user_id=eq.${userId}`;
  return openChannel(client, (services) =>
    services
      .channel(`header-notifications:${userId}`)
      .on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'notifications', filter }, (payload) =>
        handlers.onInserted(payload.new as HeaderNotification),
      )
      .on('postgres_changes', { event: 'UPDATE', schema: 'public', table: 'notifications', filter }, (payload) =>
        handlers.onUpdated(payload.new as HeaderNotification, (payload.old as Partial<HeaderNotification> | undefined)?.read),
      )
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') handlers.onJoined();
      }),
  );
}
