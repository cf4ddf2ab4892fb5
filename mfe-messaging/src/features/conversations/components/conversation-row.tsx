import { APP_TEXTS } from '@diva/core/texts';
import { Badge, Box, Group, InitialsAvatar, Text, UnstyledButton } from '@diva/ui';
import { Link } from '@diva/router';
import { memo } from 'react';
import { listTime } from '../../../lib/format.ts';
import type { ConversationSummary } from '../../../lib/messaging-types.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/**
 * One conversation: the other member's avatar and name, the last message and its time; bold while unread.
 * Memoised: a send, a read or the live refresh changes one row of up to hundreds (the cache keeps the others'
 * objects), and re-rendering them all kept the sender's page busy for about 100 ms as the read receipt arrived.
 */
export const ConversationRow = memo(function ConversationRow({ conversation, to, active, viewerId }: { conversation: ConversationSummary; to: string; active: boolean; viewerId: string }) {
  const name = conversation.other_display_name?.trim() || APP_TEXTS.unknownUser;
  const unread = conversation.unread_count > 0;
  const time = conversation.last_message_created_at ?? conversation.last_message_at;
  // A message always has text but once its sender deleted it (the list then has an empty text for it).
  const text = conversation.last_message_content === '' ? MESSAGING_TEXTS.messageDeleted : conversation.last_message_content;
  const preview = text ? `${conversation.last_message_sender_id === viewerId ? 'You: ' : ''}${text}` : '';
  return (
    <UnstyledButton
      component={Link}
      to={to}
      w="100%"
      p="sm"
      mih={56}
      aria-current={active ? 'page' : undefined}
      data-testid="conversation-row"
      data-unread={unread || undefined}
      style={{ display: 'block', background: active ? 'var(--mantine-color-pink-0)' : undefined, borderRadius: 8 }}
    >
      <Group wrap="nowrap" gap="sm">
        <InitialsAvatar displayName={name} src={conversation.other_avatar_url} radius="xl" size={40} />
        <Box style={{ minWidth: 0, flex: 1 }}>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" fw={unread ? 800 : 600} truncate title={name} data-testid="conversation-name">
              {name}
            </Text>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              <time dateTime={time}>{listTime(time)}</time>
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="xs">
            <Text size="sm" c={unread ? undefined : 'dimmed'} fw={unread ? 700 : 400} truncate title={preview} data-testid="conversation-preview">
              {preview}
            </Text>
            {unread ? (
              <Badge size="sm" circle={conversation.unread_count < 10} color="glamour" data-testid="unread-count" aria-label={`${conversation.unread_count} unread`}>
                {conversation.unread_count > 99 ? '99+' : conversation.unread_count}
              </Badge>
            ) : null}
          </Group>
        </Box>
      </Group>
    </UnstyledButton>
  );
});
