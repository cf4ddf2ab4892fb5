import { badgeLabel } from '@diva/core';
import { APP_TEXTS } from '@diva/core/texts';
import { useNavigate } from '@diva/router';
import { ActionIcon, Box, Button, Group, Indicator, RelativeTime, Stack, Text, UnstyledButton } from '@diva/ui';
import { type ReactNode, useState } from 'react';
import { BellIcon } from '@diva/ui/icons';
import { loadExtendedUi, useExtendedUi } from '../../../lib/extended-ui.ts';
import { NOTIFICATION_TEXTS } from '../../../texts.ts';
import { useHeaderNotifications } from '../hooks/use-header-notifications.ts';
import { type HeaderNotification, notificationTarget } from '../utils/notification-list.ts';

export function NotificationsPopover() {
  const { list, markAsRead, markAllAsRead, markingAll } = useHeaderNotifications();
  const extended = useExtendedUi();
  const [opened, setOpened] = useState(false);
  const navigate = useNavigate();
  // Each notification marks itself read and opens what it is about, when it is about something.
  const open = (item: HeaderNotification) => {
    if (!item.read) markAsRead(item.id);
    const target = notificationTarget(item);
    if (!target) return;
    setOpened(false);
    void navigate(target);
  };
  const badge = badgeLabel(list.unread);
  const button = (
    <ActionIcon
      variant="subtle"
      color="gray"
      size="lg"
      aria-label={`Notifications${badge ? ` (${badge} unread)` : ''}`}
      aria-expanded={opened}
      onClick={() => {
        setOpened((value) => !value);
        void loadExtendedUi();
      }}
    >
      <BellIcon />
    </ActionIcon>
  );
  // The popover target is the button itself: on the badge wrapper (a div) aria-expanded is not allowed.
  const withBadge = (target: ReactNode) => (
    <Indicator label={badge} disabled={!badge} size={18} offset={4} color="red.8" data-testid="notifications-badge">
      {target}
    </Indicator>
  );
  // The list lives in a popover from the extended UI; the bell (and its live badge) does not wait for it.
  if (!extended) return withBadge(button);
  const { Popover, ScrollArea } = extended;
  return (
    <Popover width={340} position="bottom-end" shadow="md" withinPortal opened={opened} onChange={setOpened}>
      {withBadge(<Popover.Target>{button}</Popover.Target>)}
      <Popover.Dropdown p={0}>
        <Group justify="space-between" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
          <Text fw={600}>Notifications</Text>
          {list.unread > 0 ? (
            <Button size="sm" variant="ghost" onClick={markAllAsRead} loading={markingAll}>
              {NOTIFICATION_TEXTS.markAllRead}
            </Button>
          ) : null}
        </Group>
        {list.items.length === 0 ? (
          <Text c="dimmed" size="sm" p="md" ta="center">
            {APP_TEXTS.noNotifications}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={380}>
            <Stack gap={0} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Notifications list">
              {list.items.map((item) => (
                <li key={item.id}>
                  <UnstyledButton
                    w="100%"
                    p="sm"
                    onClick={() => open(item)}
                    data-read={item.read}
                    data-testid="notification-item"
                    bg={item.read ? undefined : 'glamour.0'}
                  >
                    <Group align="flex-start" wrap="nowrap" gap="xs">
                      <Box
                        w={8}
                        h={8}
                        mt={6}
                        style={{ borderRadius: '50%', flex: 'none', background: item.read ? 'transparent' : 'var(--mantine-color-glamour-6)' }}
                        aria-label={item.read ? undefined : 'Unread'}
                      />
                      <Box style={{ minWidth: 0 }}>
                        <Text size="sm" fw={600}>
                          {item.title}
                        </Text>
                        <Text size="sm" c="dimmed">
                          {item.message}
                        </Text>
                        <Text size="xs" c="dimmed">
                          <RelativeTime value={item.created_at} />
                        </Text>
                      </Box>
                    </Group>
                  </UnstyledButton>
                </li>
              ))}
            </Stack>
          </ScrollArea.Autosize>
        )}
      </Popover.Dropdown>
    </Popover>
  );
}
