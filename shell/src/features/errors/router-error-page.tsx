import { Container, Stack, Text, Title } from '@diva/ui';
import { isRouteErrorResponse, useRouteError } from '@diva/router';

/** What an unexpected error during routing or rendering shows. */
export function RouterErrorPage() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`.trim()
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <Container size="sm" py="xl">
      <Stack gap="sm">
        <Title order={2}>Unexpected Application Error!</Title>
        <Text c="red" fw={600} data-testid="router-error-detail">
          {detail}
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
