import { paths } from '@diva/contracts';
import { badgeLabel } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { ActionIcon, Box, Button, Group, Indicator, InitialsAvatar, RelativeTime, Stack, Text, UnstyledButton } from '@diva/ui';
import { type ReactNode, useState } from 'react';
import { useNavigate } from '@diva/router';
import { MessageIcon } from '@diva/ui/icons';
import { loadExtendedUi, useExtendedUi } from '../../../lib/extended-ui.ts';
import { useRecentConversations } from '../hooks/use-recent-conversations.ts';

export function MessagesPopover() {
  const navigate = useNavigate();
  const [opened, setOpened] = useState(false);
  const { conversations, unreadCount } = useRecentConversations();
  const extended = useExtendedUi();
  // The badge counts unread messages (the database keeps each member's read point per conversation).
  const badge = badgeLabel(unreadCount);
  const go = (to: string) => {
    setOpened(false);
    void navigate(to);
  };

  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label="Messages"
      aria-expanded={opened}
      onClick={() => {
        setOpened((value) => !value);
        void loadExtendedUi();
      }}
    >
      <MessageIcon />
    </ActionIcon>
  );
  // The popover target is the button itself: on the badge wrapper (a div) aria-expanded is not allowed.
  const withBadge = (target: ReactNode) => (
    <Indicator label={badge} disabled={!badge} size={18} offset={4} color="glamour" data-testid="messages-badge">
      {target}
    </Indicator>
  );
  if (!extended) return withBadge(button);
  const { Popover } = extended;
  return (
    <Popover width={320} position="bottom-end" shadow="md" opened={opened} onChange={setOpened} withinPortal>
      {withBadge(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0}>
        <Text fw={600} p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          Messages
        </Text>
        {conversations.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {APP_TEXTS.noConversations}
          </Text>
        ) : (
          <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Recent conversations">
            {conversations.map((conversation) => (
              <li key={conversation.id}>
                <UnstyledButton w="100%" p="sm" onClick={() => go(paths.messages(conversation.id))} data-testid="conversation-item">
                  <Group wrap="nowrap" gap="sm">
                    <InitialsAvatar displayName={conversation.name} src={conversation.avatarUrl} radius="xl" size={32} />
                    <Box style={{ minWidth: 0 }}>
                      <Text size="sm" fw={600} truncate>
                        {conversation.name}
                      </Text>
                      {conversation.preview ? (
                        <Text size="sm" c="dimmed" truncate data-testid="conversation-preview">
                          {conversation.preview}
                        </Text>
                      ) : null}
                      {conversation.lastMessageAt ? (
                        <Text size="xs" c="dimmed">
                          <RelativeTime value={conversation.lastMessageAt} />
                        </Text>
                      ) : null}
                    </Box>
                  </Group>
                </UnstyledButton>
              </li>
            ))}
          </Stack>
        )}
        <Box p="xs" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }}>
          <Button variant="ghost" fullWidth onClick={() => go(paths.messages())}>
            View All Messages
          </Button>
        </Box>
      </Popover.Dropdown>
    </Popover>
  );
}
