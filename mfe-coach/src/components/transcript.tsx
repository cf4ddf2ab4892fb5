import { Box, Stack, Text } from '@diva/ui';
import type { ChatEntry } from '../lib/practice-types.ts';

/** The conversation, her lines on the right; `streaming` is the coach's reply while it is produced. */
export function Transcript({ history, streaming }: { history: ChatEntry[]; streaming?: string | null }) {
  const lines = streaming != null ? [...history, { role: 'assistant' as const, content: streaming || '…' }] : history;
  return (
    <Stack gap="xs" role="log" aria-live="polite" aria-label="Conversation" data-testid="transcript">
      {lines.map((entry, index) => (
        <Box
          key={index}
          data-testid={entry.role === 'user' ? 'my-line' : 'coach-line'}
          bg={entry.role === 'user' ? 'grape.0' : 'gray.1'}
          p="xs"
          style={{ borderRadius: 8, alignSelf: entry.role === 'user' ? 'flex-end' : 'flex-start', maxWidth: '85%' }}
        >
          <Text size="xs" fw={600}>
            {entry.role === 'user' ? 'You' : 'Coach'}
          </Text>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {entry.content}
          </Text>
        </Box>
      ))}
    </Stack>
  );
}
