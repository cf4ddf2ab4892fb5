import { formatDate } from '@diva/core';
import { Text } from '@diva/ui';
import { memo, type ReactNode } from 'react';
import type { ConversationParty, Message } from '../../../lib/messaging-types.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';
import { DeferredOwnMessageMenu } from './deferred-own-message-menu.tsx';
import { MessageBubble } from './message-bubble.tsx';

export interface MessageRowProps {
  message: Message;
  mine: boolean;
  /** The first message of its day: the 'MMM d' separator goes above it. */
  separator: boolean;
  /** 'Seen' goes under this message (the viewer's last one, once the other member's read point has reached it). */
  seen: boolean;
  /** Who the conversation is with (without the read points, which change on every receipt). */
  party: ConversationParty;
  renderMessageMenu?: (message: Message, party: ConversationParty) => ReactNode;
}

/**
 * One loaded message of the thread, with its day separator and, on the one row it belongs to, 'Seen'.
 * Memoised: a read receipt, a typing signal, the outbox or one message's live change re-render only the rows
 * whose props changed (the thread cache keeps every other message's object), not the whole thread: on the
 * messages bench the sender's page spent 50-100 ms re-rendering every bubble right as the receipt arrived.
 */
export const MessageRow = memo(function MessageRow({ message, mine, separator, seen, party, renderMessageMenu }: MessageRowProps) {
  const menu = message.deleted_at ? null : mine ? <DeferredOwnMessageMenu message={message} /> : renderMessageMenu?.(message, party);
  return (
    <>
      {separator ? (
        <Text size="xs" c="dimmed" ta="center" my={4} data-testid="day-separator">
          {formatDate(message.created_at, 'messageDate')}
        </Text>
      ) : null}
      <MessageBubble
        mine={mine}
        content={message.content}
        createdAt={message.created_at}
        edited={Boolean(message.edited_at)}
        deleted={Boolean(message.deleted_at)}
        menu={menu}
        footer={
          seen ? (
            <Text size="xs" c="dimmed" data-testid="seen">
              {MESSAGING_TEXTS.seen}
            </Text>
          ) : null
        }
      />
    </>
  );
});
