import { useContentReadyMark } from '@diva/contracts';
import { Box, ErrorState, Skeleton, Stack, Text, TextInput } from '@diva/ui';
import { SearchIcon } from '@diva/ui/icons';
import { useEffect, useState } from 'react';
import { useConversationList } from '../api/list-conversations.ts';
import { useLiveConversationList } from '../hooks/use-live-conversation-list.ts';
import { ConversationRow } from './conversation-row.tsx';
import { showToast } from '@diva/ui';
import { errorToast } from '@diva/core/texts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/** The left panel: the search box and the member's conversations, newest first, live. */
export function ConversationList({ viewerId, activeId, hrefFor }: { viewerId: string; activeId: string | undefined; hrefFor: (id: string) => string }) {
  const [search, setSearch] = useState('');
  const [term, setTerm] = useState('');
  // The server is asked once typing pauses (250 ms), not on every keystroke.
  useEffect(() => {
    const timer = setTimeout(() => setTerm(search), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useConversationList(term);
  useLiveConversationList(viewerId);
  // The conversation list (or its empty state) on screen: the Messages area's content.
  useContentReadyMark('messaging', list.data !== undefined);
  useEffect(() => {
    if (list.isError) showToast(errorToast(MESSAGING_TEXTS.fetchConversationsFailed));
  }, [list.isError, list.errorUpdatedAt]);

  let body;
  if (list.data) {
    body =
      list.data.length === 0 ? (
        <Text c="dimmed" ta="center" p="lg" data-testid="conversations-empty">
          {term.trim() ? MESSAGING_TEXTS.noSearchResults : MESSAGING_TEXTS.noConversationsYet}
        </Text>
      ) : (
        <Stack gap={2} component="ul" aria-label="Conversations" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {list.data.map((conversation) => (
            <li key={conversation.id}>
              <ConversationRow conversation={conversation} to={hrefFor(conversation.id)} active={conversation.id === activeId} viewerId={viewerId} />
            </li>
          ))}
        </Stack>
      );
  } else if (list.isError) {
    body = (
      <ErrorState
        data-testid="conversations-error"
        message={MESSAGING_TEXTS.fetchConversationsFailed}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
        retryLabel={MESSAGING_TEXTS.retry}
      />
    );
  } else {
    body = (
      <Stack gap="sm" p="sm" data-testid="conversations-skeleton" aria-busy="true">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} height={48} radius="md" />
        ))}
      </Stack>
    );
  }

  return (
    <Stack gap="xs" h="100%" style={{ minHeight: 0 }}>
      <TextInput
        size="md"
        aria-label="Search conversations"
        placeholder={MESSAGING_TEXTS.searchPlaceholder}
        leftSection={<SearchIcon size={16} />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maxLength={200}
        data-testid="conversation-search"
      />
      <Box style={{ overflowY: 'auto', flex: 1, minHeight: 0 }}>{body}</Box>
    </Stack>
  );
}
