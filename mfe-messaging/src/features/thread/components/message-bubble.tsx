import { formatDate } from '@diva/core';
import { Box, Text } from '@diva/ui';
import type { ReactNode } from 'react';

/**
 * One message: the text as written (line breaks kept, markup shown as text) and its time 'h:mm a'; `menu` sits
 * beside a received message (its options).
 */
export function MessageBubble({ mine, content, createdAt, footer, menu }: { mine: boolean; content: string; createdAt?: string; footer?: ReactNode; menu?: ReactNode }) {
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
          <Text size="sm" inherit data-testid="message-content">
            {content}
          </Text>
          {createdAt ? (
            <Text size="xs" style={{ opacity: 0.85 }} ta="right">
              <time dateTime={createdAt}>{formatDate(createdAt, 'messageTime')}</time>
            </Text>
          ) : null}
        </Box>
        {menu}
      </Box>
      {footer}
    </Box>
  );
}
