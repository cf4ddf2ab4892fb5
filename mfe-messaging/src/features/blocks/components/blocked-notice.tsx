import { Button, Group, Text } from '@diva/ui';
import { useUnblockMember } from '../api/unblock-member.ts';
import { MESSAGING_TEXTS, youBlocked } from '../../../texts.ts';

/** In place of the composer when the viewer blocked the other member. */
export function BlockedNotice({ otherUserId, otherName }: { otherUserId: string; otherName: string }) {
  const unblock = useUnblockMember();
  return (
    <Group justify="space-between" gap="sm" data-testid="blocked-notice">
      <Text size="sm">{youBlocked(otherName)}</Text>
      <Button variant="outline" size="sm" mih={40} loading={unblock.isPending} onClick={() => unblock.mutate(otherUserId)}>
        {MESSAGING_TEXTS.unblock}
      </Button>
    </Group>
  );
}
