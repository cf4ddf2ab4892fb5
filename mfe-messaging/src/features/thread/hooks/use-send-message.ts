import { applyLiveChange, useSessionUser } from '@diva/core';
import { errorToast } from '@diva/core/texts';
import { showToast } from '@diva/ui';
import { useQueryClient } from '@tanstack/react-query';
import { startTransition, useCallback, useRef, useState } from 'react';
import { withOwnMessage } from '../../../lib/list-cache.ts';
import type { ConversationSummary, OutgoingMessage } from '../../../lib/messaging-types.ts';
import { messagingKeys } from '../../../lib/query-keys.ts';
import { addMessage, type ThreadPages } from '../../../lib/thread-cache.ts';
import { sendMessage } from '../api/send-message.ts';
import { sendFailureText } from '../utils/message-rules.ts';

let localSequence = 0;

/**
 * Optimistic sending: the message shows at once as 'Sending…'; the server's row replaces it. On failure it
 * stays in the thread as 'Not sent' with its text and Retry, and the toast says why.
 *
 * The request leaves before the thread renders 'Sending…': the optimistic state is a transition, rendered in a
 * task of its own after the request is on its way. Set plainly in the Enter key's handler, it was rendered in
 * the microtask right after the handler, before the request (which waits a few microtasks for the session's
 * token), and the insert left the browser only after the whole thread had rendered again (about 15 ms on the
 * messages bench's idle machine, several times that under load).
 */
export function useSendMessage(conversationId: string) {
  const viewerId = useSessionUser()?.id;
  const queryClient = useQueryClient();
  const [outbox, setOutbox] = useState<OutgoingMessage[]>([]);
  const inFlight = useRef(0);
  const [sending, setSending] = useState(false);

  const deliver = useCallback(
    async (item: OutgoingMessage) => {
      if (!viewerId) return;
      inFlight.current += 1;
      const request = sendMessage({ conversationId, senderId: viewerId, content: item.content });
      startTransition(() => {
        setSending(true);
        setOutbox((list) => list.map((other) => (other.localId === item.localId ? { ...other, status: 'sending', error: undefined } : other)));
      });
      try {
        const message = await request;
        applyLiveChange<ThreadPages>(queryClient, messagingKeys.messages(conversationId), (data) => addMessage(data, message));
        setOutbox((list) => list.filter((other) => other.localId !== item.localId));
        // A list read already on its way would answer without her message and put the old order back.
        applyLiveChange<ConversationSummary[]>(queryClient, messagingKeys.lists(viewerId), (list) => withOwnMessage(list, message));
      } catch (error) {
        const text = sendFailureText(error);
        setOutbox((list) => list.map((other) => (other.localId === item.localId ? { ...other, status: 'failed', error: text } : other)));
        showToast(errorToast(text));
      } finally {
        inFlight.current -= 1;
        setSending(inFlight.current > 0);
      }
    },
    [conversationId, viewerId, queryClient],
  );

  // Stable, for the memoised composer.
  const send = useCallback(
    (content: string) => {
      const item: OutgoingMessage = { localId: `local-${(localSequence += 1)}`, content, status: 'sending' };
      void deliver(item);
      startTransition(() => setOutbox((list) => [...list, item]));
    },
    [deliver],
  );

  return {
    outbox,
    sending,
    /** Queues the (already validated, trimmed) text. */
    send,
    retry: (item: OutgoingMessage) => {
      if (item.status === 'failed') void deliver(item);
    },
    discard: (item: OutgoingMessage) => setOutbox((list) => list.filter((other) => other.localId !== item.localId)),
  };
}
