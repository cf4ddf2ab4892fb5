import { APP_TEXTS } from '@diva/core/texts';
import { Container, Stack, Text, Title } from '@diva/ui';
import { Component, type ErrorInfo, type ReactNode } from 'react';

interface State {
  error: unknown;
}

/** "status statusText" for HTTP-like errors, else the message. */
export function describeError(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number') {
    const statusText = 'statusText' in error && typeof error.statusText === 'string' ? error.statusText : '';
    return `${error.status} ${statusText}`.trim();
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * The router's fallback: an unexpected error while routing or rendering a page shows 'Unexpected Application
 * Error!' with the status or message. Remotes have their own boundaries; this catches the rest. `resetKey`
 * (the path) clears it when the member navigates away.
 */
export class AppErrorBoundary extends Component<{ resetKey: string; children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('Unknown error') };
  }

  override componentDidUpdate(previous: { resetKey: string }): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unexpected application error', error, info.componentStack);
  }

  override render(): ReactNode {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Stack gap="sm">
          <Title order={2}>{APP_TEXTS.routeError}</Title>
          <Text c="red" fw={600} data-testid="router-error-detail">
            {describeError(error)}
          </Text>
          {error instanceof Error && error.stack ? (
            <Text component="pre" size="xs" ff="monospace" style={{ whiteSpace: 'pre-wrap' }}>
              {error.stack}
            </Text>
          ) : null}
        </Stack>
      </Container>
    );
  }
}
