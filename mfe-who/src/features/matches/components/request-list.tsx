import { paths } from '@diva/contracts';
import { CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Link } from '@diva/router';
import { Anchor, Button, Card, EmptyState, ErrorState, Group, Skeleton, Stack, Text, showToast } from '@diva/ui';
import { WHO_TEXTS } from '../../../texts.ts';
import { type AnswerRequestInput, useAnswerRequest } from '../api/answer-request.ts';
import { useRequests } from '../api/get-requests.ts';

/** Connection Requests: the pending requests sent to her, each with Approve and Deny. */
export function RequestList() {
  const requests = useRequests();
  const answer = useAnswerRequest();
  const reply = (input: AnswerRequestInput) => {
    if (answer.isPending) return;
    answer.mutate(input, { onError: () => showToast(errorToast(CONNECTION_TEXTS.updateRequestFailed)) });
  };
  if (requests.isError && !requests.data) return <ErrorState message={WHO_TEXTS.loadDataFailed} onRetry={() => void requests.refetch()} />;
  if (!requests.data) return <Skeleton height={80} />;
  if (requests.data.incoming.length === 0) return <EmptyState message="No pending connection requests." />;
  return (
    <Stack gap="sm" pt="md">
      {requests.data.incoming.map((r) => (
        <Card key={r.id} withBorder radius="lg" data-testid="who-request">
          <Anchor component={Link} to={paths.profile(r.requester_id)} fw={600}>{r.requester.display_name}</Anchor>
          {r.message ? <Text size="sm">{r.message}</Text> : null}
          <Group gap="xs" mt="xs">
            <Button size="sm" loading={answer.isPending} onClick={() => reply({ id: r.id, status: 'approved' })}>Approve</Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => reply({ id: r.id, status: 'denied' })}>Deny</Button>
          </Group>
        </Card>
      ))}
    </Stack>
  );
}
