import { timestampKey } from '@diva/core';
import { Anchor, Box, Button, EmptyState, ErrorState, Group, InitialsAvatar, Stack, Text } from '@diva/ui';
import { Link } from '@diva/router';
import { type ReactNode, useCallback, useMemo, useRef } from 'react';
import type { ConversationDetails, ConversationParty, Message, OutgoingMessage } from '../../../lib/messaging-types.ts';
import { seenMessageId, threadMessages } from '../../../lib/thread-cache.ts';
import { useConversation } from '../api/get-conversation.ts';
import { useThreadMessages } from '../api/get-messages.ts';
import { useLiveThread, useOtherReadReceipt } from '../hooks/use-live-thread.ts';
import { useMarkRead } from '../hooks/use-mark-read.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { useTyping } from '../hooks/use-typing.ts';
import { MessageBubble } from './message-bubble.tsx';
import { MessageComposer } from './message-composer.tsx';
import { MessageRow } from './message-row.tsx';
import { MessageScroller } from './message-scroller.tsx';
import { MESSAGING_TEXTS, typingText } from '../../../texts.ts';

export interface ThreadViewProps {
  conversationId: string;
  viewerId: string;
  /** Where the back button leads (small screens); none on large ones. */
  backTo?: string;
  /** The thread's menu (block), composed by the page. */
  renderMenu?: (details: ConversationDetails) => ReactNode;
  /**
   * Beside each message the other member sent (e.g. Report Message), composed by the page. Keep it stable (the
   * rows are memoised); it gets who the conversation is with, not the read points, which change on every receipt.
   */
  renderMessageMenu?: (message: Message, party: ConversationParty) => ReactNode;
  /** In place of the composer, e.g. when the viewer blocked the other member. */
  renderBlocked?: (details: ConversationDetails) => ReactNode;
}

/** The right panel: one conversation, oldest first, live, with the composer. */
export function ThreadView({ conversationId, viewerId, backTo, renderMenu, renderMessageMenu, renderBlocked }: ThreadViewProps) {
  const conversation = useConversation(conversationId);
  const details = conversation.data ?? null;
  const thread = useThreadMessages(conversationId, Boolean(details));
  const messages = useMemo(() => threadMessages(thread.data), [thread.data]);
  const outgoing = useSendMessage(conversationId);
  // The conversation's private topic: typing both ways, and read receipts ('Seen' without the change feed's wait).
  const typing = useTyping(conversationId, viewerId, Boolean(details), useOtherReadReceipt(conversationId));
  const markRead = useMarkRead(conversationId, viewerId, typing.sendRead);

  // Read up to the newest message when the member is at the bottom and the other member wrote after her read point.
  const lastIncoming = messages.findLast((message) => message.sender_id !== viewerId);
  const myLastReadAt = details?.myLastReadAt ?? null;
  const onReadBottom = useCallback(() => {
    if (!lastIncoming) return;
    if (myLastReadAt && timestampKey(myLastReadAt) >= timestampKey(lastIncoming.created_at)) return;
    markRead(lastIncoming.created_at);
  }, [lastIncoming, myLastReadAt, markRead]);
  // Whether she is at the bottom of the thread (the scroller keeps it).
  const atBottom = useRef(true);
  const clearTyping = typing.clear;
  const onOtherMessage = useCallback(
    (message: Message) => {
      clearTyping();
      // At the bottom of a visible thread the message scrolls into view as it renders: mark it read now, not
      // after the render and its effects ('Seen' is the sender's only sign that it was read).
      if (atBottom.current && document.visibilityState === 'visible') markRead(message.created_at);
    },
    [clearTyping, markRead],
  );
  useLiveThread(conversationId, viewerId, Boolean(details), onOtherMessage);

  // What a row needs, kept stable so that a receipt, a typing signal or the outbox re-renders only the row whose
  // props changed: who the conversation is with (a new object only when that changes, not on a read point) and
  // which message shows 'Seen'.
  const partyId = details?.id;
  const otherUserId = details?.otherUserId;
  const otherName = details?.otherName;
  const otherAvatarUrl = details?.otherAvatarUrl ?? null;
  const party = useMemo<ConversationParty | null>(
    () => (partyId && otherUserId && otherName !== undefined ? { id: partyId, otherUserId, otherName, otherAvatarUrl } : null),
    [partyId, otherUserId, otherName, otherAvatarUrl],
  );
  const seenId = details && outgoing.outbox.length === 0 ? seenMessageId(messages, viewerId, details.otherLastReadAt) : null;
  const renderMessage = useCallback(
    (message: Message, separator: boolean) =>
      party ? (
        <MessageRow
          message={message}
          mine={message.sender_id === viewerId}
          separator={separator}
          seen={message.id === seenId}
          party={party}
          renderMessageMenu={renderMessageMenu}
        />
      ) : null,
    [party, viewerId, seenId, renderMessageMenu],
  );

  const back = backTo ? (
    <Anchor component={Link} to={backTo} size="sm" data-testid="back-to-list" mih={40} style={{ display: 'inline-flex', alignItems: 'center' }}>
      ← {MESSAGING_TEXTS.backToConversations}
    </Anchor>
  ) : null;

  if (conversation.isError) {
    return (
      <Stack p="sm">
        {back}
        <ErrorState message={MESSAGING_TEXTS.loadMessagesFailed} onRetry={() => void conversation.refetch()} retrying={conversation.isFetching} />
      </Stack>
    );
  }
  if (conversation.isPending) return <ThreadLoading back={back} />;
  if (!details) {
    return (
      <Stack p="sm" data-testid="conversation-not-found">
        {back}
        <EmptyState title={MESSAGING_TEXTS.conversationNotFound} message={MESSAGING_TEXTS.conversationNotFoundHelp} />
      </Stack>
    );
  }

  const blocked = renderBlocked?.(details);
  const tail = (
    <>
      {outgoing.outbox.map((item) => (
        <Box key={item.localId} mt={6}>
          <MessageBubble mine content={item.content} footer={<OutgoingStatus item={item} onRetry={() => outgoing.retry(item)} onDiscard={() => outgoing.discard(item)} />} />
        </Box>
      ))}
      {typing.otherIsTyping ? (
        <Text size="xs" c="dimmed" mt={6} aria-live="polite" data-testid="typing-indicator">
          {typingText(details.otherName)}
        </Text>
      ) : null}
    </>
  );

  return (
    <Stack gap={0} h="100%" data-testid="thread">
      <Group justify="space-between" wrap="nowrap" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {back}
          <InitialsAvatar displayName={details.otherName} src={details.otherAvatarUrl} radius="xl" size={36} />
          <Text fw={700} truncate title={details.otherName} data-testid="thread-name">
            {details.otherName}
          </Text>
        </Group>
        {renderMenu?.(details)}
      </Group>
      {thread.isError ? (
        <Box p="sm">
          <ErrorState message={MESSAGING_TEXTS.loadMessagesFailed} onRetry={() => void thread.refetch()} retrying={thread.isFetching} />
        </Box>
      ) : thread.isPending ? (
        <ThreadLoading />
      ) : (
        <MessageScroller
          messages={messages}
          tail={tail}
          renderMessage={renderMessage}
          hasOlder={Boolean(thread.hasNextPage)}
          loadingOlder={thread.isFetchingNextPage}
          onLoadOlder={() => void thread.fetchNextPage()}
          lastOwnKey={outgoing.outbox.at(-1)?.localId ?? ''}
          onReadBottom={onReadBottom}
          atBottom={atBottom}
        />
      )}
      <Box p="sm" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
        {blocked ?? <MessageComposer onSend={outgoing.send} sending={outgoing.sending} onTyping={typing.signal} />}
      </Box>
    </Stack>
  );
}

function ThreadLoading({ back }: { back?: ReactNode }) {
  return (
    <Stack p="sm" style={{ flex: 1 }}>
      {back}
      <Text c="dimmed" ta="center" aria-busy="true" data-testid="thread-loading">
        {MESSAGING_TEXTS.loadingMessages}
      </Text>
    </Stack>
  );
}

function OutgoingStatus({ item, onRetry, onDiscard }: { item: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  if (item.status === 'sending') {
    return (
      <Text size="xs" c="dimmed" data-testid="message-pending">
        {MESSAGING_TEXTS.sending}
      </Text>
    );
  }
  return (
    <Group gap="xs" justify="flex-end" data-testid="message-failed">
      <Text size="xs" c="red.8">
        {MESSAGING_TEXTS.notSent}: {item.error}
      </Text>
      <Button size="sm" mih={40} variant="outline" onClick={onRetry}>
        {MESSAGING_TEXTS.retry}
      </Button>
      <Button size="sm" mih={40} miw={40} variant="ghost" onClick={onDiscard} aria-label="Discard message">
        ✕
      </Button>
    </Group>
  );
}
