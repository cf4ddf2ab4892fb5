import { paths } from '@diva/contracts';
import { CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Link, useLocation } from '@diva/router';
import { Anchor, Button, Card, EmptyState, ErrorState, Group, Skeleton, Stack, Text, Title, showToast } from '@diva/ui';
import { useEffect, useRef } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { type AnswerRequestInput, useAnswerRequest } from '../api/answer-request.ts';
import { useDeleteRequest } from '../api/delete-request.ts';
import { useRequests } from '../api/get-requests.ts';

/**
 * Connection Requests: the pending requests sent to her, each with Approve and Deny, then hers that wait, each
 * with Withdraw. `?request=<id>` (where a notification leads) shows that request first, marked and focused.
 */
export function RequestList() {
  const requests = useRequests();
  const answer = useAnswerRequest();
  const withdraw = useDeleteRequest();
  const shown = new URLSearchParams(useLocation().search).get('request');
  const target = useRef<HTMLDivElement>(null);
  const busy = answer.isPending || withdraw.isPending;
  const hasTarget = Boolean(requests.data?.incoming.some((r) => r.id === shown));
  useEffect(() => {
    if (!hasTarget) return;
    target.current?.scrollIntoView({ block: 'center' });
    target.current?.focus();
  }, [hasTarget, shown]);

  const reply = (input: AnswerRequestInput) => {
    if (busy) return;
    answer.mutate(input, { onError: () => showToast(errorToast(CONNECTION_TEXTS.updateRequestFailed)) });
  };
  const takeBack = (id: string) => {
    if (busy) return;
    withdraw.mutate(id, { onError: () => showToast(errorToast(CONNECTION_TEXTS.updateRequestFailed)) });
  };
  if (requests.isError && !requests.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={80} />;
  const { incoming, outgoing } = requests.data;
  // The request a notification leads to comes first.
  const ordered = [...incoming].sort((a, b) => Number(b.id === shown) - Number(a.id === shown));
  return (
    <Stack gap="sm" pt="md">
      {incoming.length === 0 ? <EmptyState message="No pending connection requests." /> : null}
      {ordered.map((r) => (
        <Card
          key={r.id}
          withBorder
          radius="lg"
          data-testid="who-request"
          data-request-id={r.id}
          data-highlighted={r.id === shown || undefined}
          ref={r.id === shown ? target : undefined}
          tabIndex={r.id === shown ? -1 : undefined}
          style={r.id === shown ? { borderColor: 'var(--mantine-color-glamour-6)', borderWidth: 2 } : undefined}
        >
          <Anchor component={Link} to={paths.profile(r.requester_id)} fw={600}>{r.requester.display_name}</Anchor>
          {r.message ? <Text size="sm">{r.message}</Text> : null}
          <Group gap="xs" mt="xs">
            <Button size="sm" loading={answer.isPending} disabled={withdraw.isPending} onClick={() => reply({ id: r.id, status: 'approved' })}>Approve</Button>
            <Button size="sm" variant="outline" disabled={busy} onClick={() => reply({ id: r.id, status: 'denied' })}>Deny</Button>
          </Group>
        </Card>
      ))}
      {outgoing.length > 0 ? (
        <>
          <Title order={2} size="h5" mt="sm">{CONNECTION_TEXTS.sentRequests}</Title>
          {outgoing.map((r) => (
            <Card key={r.id} withBorder radius="lg" data-testid="who-sent-request">
              <Group justify="space-between" wrap="wrap">
                <Anchor component={Link} to={paths.profile(r.requested_id)} fw={600}>{r.requested.display_name}</Anchor>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">{CONNECTION_TEXTS.pending}</Text>
                  <Button size="sm" variant="ghost" loading={withdraw.isPending} disabled={answer.isPending} onClick={() => takeBack(r.id)}>
                    {CONNECTION_TEXTS.withdraw}
                  </Button>
                </Group>
              </Group>
            </Card>
          ))}
        </>
      ) : null}
    </Stack>
  );
}
