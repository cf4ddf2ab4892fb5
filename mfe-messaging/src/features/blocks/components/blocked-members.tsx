import { APP_TEXTS } from '@diva/core/texts';
import { Anchor, Button, EmptyState, ErrorState, Group, InitialsAvatar, Skeleton, Stack, Text, Title } from '@diva/ui';
import { Link } from '@diva/router';
import { useBlockedMembers } from '../api/get-blocked-members.ts';
import { useUnblockMember } from '../api/unblock-member.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/** The members the viewer blocked, each with Unblock. */
export function BlockedMembers({ backTo }: { backTo: string }) {
  const blocked = useBlockedMembers();
  const unblock = useUnblockMember();
  let body;
  if (blocked.data) {
    body =
      blocked.data.length === 0 ? (
        <EmptyState message={MESSAGING_TEXTS.noBlockedMembers} data-testid="blocked-empty" />
      ) : (
        <Stack component="ul" gap="xs" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label={MESSAGING_TEXTS.blockedMembers}>
          {blocked.data.map((row) => {
            const name = row.member?.display_name?.trim() || APP_TEXTS.unknownUser;
            return (
              <Group component="li" key={row.blocked_id} justify="space-between" wrap="nowrap" data-testid="blocked-member">
                <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
                  <InitialsAvatar displayName={name} src={row.member?.avatar_url} radius="xl" size={36} />
                  <Text fw={600} truncate title={name}>
                    {name}
                  </Text>
                </Group>
                <Button variant="outline" size="sm" mih={40} onClick={() => unblock.mutate(row.blocked_id)} disabled={unblock.isPending} aria-label={`${MESSAGING_TEXTS.unblock} ${name}`}>
                  {MESSAGING_TEXTS.unblock}
                </Button>
              </Group>
            );
          })}
        </Stack>
      );
  } else if (blocked.isError) {
    body = <ErrorState message="The blocked members could not be loaded." onRetry={() => void blocked.refetch()} retrying={blocked.isFetching} />;
  } else {
    body = <Skeleton height={48} radius="md" data-testid="blocked-skeleton" />;
  }
  return (
    <Stack gap="md" data-testid="blocked-members">
      <Anchor component={Link} to={backTo} size="sm" mih={40} style={{ display: 'inline-flex', alignItems: 'center' }}>
        ← {MESSAGING_TEXTS.backToConversations}
      </Anchor>
      <Title order={1} size="h2">
        {MESSAGING_TEXTS.blockedMembers}
      </Title>
      {body}
    </Stack>
  );
}
