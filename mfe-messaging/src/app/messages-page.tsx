import { useSessionUser } from '@diva/core';
import { Anchor, Box, Card, Container, Group, Text, Title, useMediaQuery } from '@diva/ui';
import { Link, useNavigate, useParams } from '@diva/router';
import { useCallback } from 'react';
import { ConversationList } from '../features/conversations/components/conversation-list.tsx';
import { useBlockedMembers } from '../features/blocks/api/get-blocked-members.ts';
import { BlockedNotice } from '../features/blocks/components/blocked-notice.tsx';
import { DeferredThreadMenu } from '../features/blocks/components/deferred-thread-menu.tsx';
import { DeferredMessageMenu } from '../features/reports/components/deferred-message-menu.tsx';
import { ThreadView } from '../features/thread/components/thread-view.tsx';
import type { ConversationParty, Message } from '../lib/messaging-types.ts';
import { MESSAGING_TEXTS } from '../texts.ts';

/**
 * Panel height: 500 px on large screens; where the list and the thread are separate views at least the spec's
 * 400 px (spec 01 §2) and otherwise the rest of the screen, so a phone's thread is not a short box over empty
 * space. 141 px is what sits above and below the panel there: the app header, the page's padding and the title row.
 */
const PANEL_HEIGHT = { large: '500px', small: 'max(400px, calc(100dvh - 141px))' };

/**
 * Side by side from this width: the list's 320 px, a thread of at least about 340 px, the 16rem sidebar and the
 * page's padding. Below it (the sidebar still shows from 768 px) the thread was left 128 px at 768 px and cut its
 * words; there the list and the thread are separate views, as on a phone.
 */
const SIDE_BY_SIDE_PX = 992;

/**
 * The Messages screen: the conversation list on the left, the thread on the right; below 992 px they are
 * separate views and the thread has a back button.
 */
export function MessagesPage({ basePath }: { basePath: string }) {
  const viewerId = useSessionUser()?.id;
  const { conversationId } = useParams();
  const navigate = useNavigate();
  // Read in the first render, not in an effect: a phone would otherwise get the two columns for a commit first.
  const small = useMediaQuery(`(max-width: ${SIDE_BY_SIDE_PX - 1}px)`, false, { getInitialValueInEffect: false }) ?? false;
  const blocked = useBlockedMembers();
  const blockedIds = new Set(blocked.data?.map((row) => row.blocked_id));
  const hrefFor = (id: string) => `${basePath}/${id}`;
  // Stable: the thread's rows are memoised and take it as a prop.
  const renderMessageMenu = useCallback((message: Message, party: ConversationParty) => <DeferredMessageMenu messageId={message.id} senderName={party.otherName} />, []);

  if (!viewerId) {
    return (
      <Container size="lg">
        <Text ta="center">Sign in to see your messages.</Text>
      </Container>
    );
  }

  const showList = !small || !conversationId;
  const showThread = !small || Boolean(conversationId);
  return (
    <Container size="lg" px={{ base: 0, sm: 'md' }} data-testid="messages-page">
      <Group justify="space-between" mb="sm" px={{ base: 'sm', sm: 0 }}>
        <Title order={1} size="h2">
          {MESSAGING_TEXTS.title}
        </Title>
        <Anchor component={Link} to={`${basePath}/blocked`} size="sm" mih={40} style={{ display: 'inline-flex', alignItems: 'center' }} data-testid="blocked-link">
          {MESSAGING_TEXTS.blockedMembers}
        </Anchor>
      </Group>
      <Card withBorder radius="lg" p={0} h={small ? PANEL_HEIGHT.small : PANEL_HEIGHT.large} data-testid="messages-panel">
        <Group h="100%" gap={0} wrap="nowrap" align="stretch">
          {showList ? (
            <Box p="sm" w={small ? '100%' : 320} style={{ flexShrink: 0, borderRight: small ? undefined : '1px solid var(--mantine-color-gray-3)', minHeight: 0 }}>
              <ConversationList viewerId={viewerId} activeId={conversationId} hrefFor={hrefFor} />
            </Box>
          ) : null}
          {showThread ? (
            <Box style={{ flex: 1, minWidth: 0, minHeight: 0 }}>
              {conversationId ? (
                <ThreadView
                  key={conversationId}
                  conversationId={conversationId}
                  viewerId={viewerId}
                  backTo={small ? basePath : undefined}
                  renderMenu={(details) => (
                    <DeferredThreadMenu
                      otherUserId={details.otherUserId}
                      otherName={details.otherName}
                      blockedHref={`${basePath}/blocked`}
                      onBlocked={() => navigate(basePath)}
                    />
                  )}
                  renderMessageMenu={renderMessageMenu}
                  renderBlocked={(details) =>
                    blockedIds.has(details.otherUserId) ? <BlockedNotice otherUserId={details.otherUserId} otherName={details.otherName} /> : null
                  }
                />
              ) : (
                <Text c="dimmed" ta="center" p="xl" data-testid="select-conversation">
                  {MESSAGING_TEXTS.selectConversation}
                </Text>
              )}
            </Box>
          ) : null}
        </Group>
      </Card>
    </Container>
  );
}
