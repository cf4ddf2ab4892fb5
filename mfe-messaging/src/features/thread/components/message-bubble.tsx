import { Box, Text } from '@diva/ui';
import type { ReactNode } from 'react';
import { messageTime } from '../../../lib/format.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/**
 * One message: the text as written (line breaks kept, markup shown as text) and its time 'h:mm a'; `menu` sits
 * beside the message (its options). A deleted message says so in place of its text; an edited one says 'edited'.
 */
export function MessageBubble({
  mine,
  content,
  createdAt,
  edited = false,
  deleted = false,
  footer,
  menu,
}: {
  mine: boolean;
  content: string;
  createdAt?: string;
  edited?: boolean;
  deleted?: boolean;
  footer?: ReactNode;
  menu?: ReactNode;
}) {
  return (
    <Box style={{ display: 'flex', flexDirection: 'column', alignItems: mine ? 'flex-end' : 'flex-start' }} data-testid="message" data-mine={mine || undefined}>
      <Box style={{ display: 'flex', alignItems: 'center', gap: 2, width: '100%', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
        <Box
          px="sm"
          py={6}
          maw="80%"
          style={{
            borderRadius: 12,
            background: mine ? 'var(--mantine-color-glamour-6)' : 'var(--mantine-color-gray-1)',
            color: mine ? 'white' : undefined,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
          }}
        >
          {deleted ? (
            <Text size="sm" inherit fs="italic" style={{ opacity: 0.85 }} data-testid="message-deleted">
              {MESSAGING_TEXTS.messageDeleted}
            </Text>
          ) : (
            <Text size="sm" inherit data-testid="message-content">
              {content}
            </Text>
          )}
          {createdAt ? (
            <Text size="xs" style={{ opacity: 0.85 }} ta="right">
              {edited && !deleted ? <span data-testid="message-edited">{MESSAGING_TEXTS.edited} · </span> : null}
              <time dateTime={createdAt}>{messageTime(createdAt)}</time>
            </Text>
          ) : null}
        </Box>
        {menu}
      </Box>
      {footer}
    </Box>
  );
}
