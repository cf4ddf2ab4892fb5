import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Button } from '../components/button.tsx';

export interface ErrorStateProps {
  /** What failed, in words ('The feed could not be loaded.'). */
  message: ReactNode;
  /** Shows the retry button; while `retrying` it spins and ignores clicks. */
  onRetry?: () => void;
  retrying?: boolean;
  retryLabel?: string;
  /** Another way forward beside Retry. */
  action?: ReactNode;
  'data-testid'?: string;
}

/** In place of a view whose data could not be loaded, with a way to try again. */
export function ErrorState({ message, onRetry, retrying = false, retryLabel = 'Retry', action, 'data-testid': testId = 'error-state' }: ErrorStateProps) {
  return (
    <Card withBorder radius="lg" padding="xl" role="alert" data-testid={testId}>
      <Stack align="center" gap="sm" ta="center">
        <Text fw={600}>{message}</Text>
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
