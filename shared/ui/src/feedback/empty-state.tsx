import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  /** What there is none of, in words ('No conversations yet'). */
  message: ReactNode;
  title?: ReactNode;
  /** A way forward, e.g. a button that creates the first item. */
  action?: ReactNode;
  icon?: ReactNode;
  'data-testid'?: string;
}

/** In place of a list that has nothing to show. */
export function EmptyState({ message, title, action, icon, 'data-testid': testId = 'empty-state' }: EmptyStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        {icon}
        {title ? (
          <Title order={2} size="h3">
            {title}
          </Title>
        ) : null}
        <Text c="dimmed" maw={420}>
          {message}
        </Text>
        {action}
      </Stack>
    </Card>
  );
}
