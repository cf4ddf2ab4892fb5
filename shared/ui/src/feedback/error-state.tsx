import { Card, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Button } from '../components/button.tsx';

export interface ErrorStateProps {
  /** What failed, in words ('The feed could not be loaded.'). */
  message: ReactNode;
  /** A heading above the message ('Network Feed is unavailable'). */
  title?: ReactNode;
  /** Small print under the message, e.g. the error's own text. */
  details?: ReactNode;
  /** Shows the retry button; while `retrying` it spins and ignores clicks. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  /** Another way forward beside Retry. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** In place of a view whose data could not be loaded, with a way to try again. */
export function ErrorState({
  message,
  title,
  details,
  onRetry,
  retrying = false,
  retryLabel = 'Retry',
  action,
  'data-testid': testId = 'error-state',
}: ErrorStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl" role="alert" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        {title ? <Title order={3}>{title}</Title> : null}
        <Text fw={title ? undefined : 600} c={title ? 'dimmed' : undefined}>
          {message}
        </Text>
        {details ? (
          <Text size="xs" c="dimmed">
            {details}
          </Text>
        ) : null}
        {onRetry ? (
          <Button variant="outline" onClick={onRetry} loading={retrying}>
            {retryLabel}
          </Button>
        ) : null}
        {action}
      </Stack>
    </Card>
  );
}
