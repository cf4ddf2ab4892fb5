import { formatDate } from '@diva/core';
import { errorToast } from '@diva/core/texts';
import { Badge, Box, Button, Card, Group, showToast, Stack, Text } from '@diva/ui';
import { TrophyIcon } from '@diva/ui/icons';
import { lazy, type MouseEvent, Suspense, useRef, useState } from 'react';
import type { Achievement } from '../../../lib/profile-types.ts';
import { useDeleteAchievement } from '../api/delete-achievement.ts';
import { shareFailureText, useShareAchievement } from '../api/share-achievement.ts';
import { useShownCount } from '../../../lib/use-shown-count.ts';
import { PROFILE_TEXTS } from '../../../texts.ts';

/** Achievements rendered at first and added per "Show more" (a member can have hundreds). */
export const ACHIEVEMENTS_PAGE = 20;

const DeleteAchievementDialog = lazy(() => import('./delete-achievement-dialog.tsx'));

function AchievementItem({ achievement, userId, editable, onDelete }: { achievement: Achievement; userId: string; editable: boolean; onDelete: (event: MouseEvent<HTMLButtonElement>) => void }) {
  const share = useShareAchievement(userId);
  const shared = achievement.shared_to_community || Boolean(achievement.post_id);
  const onShare = () => {
    if (share.isPending) return;
    share.mutate(achievement.id, { onError: (error) => showToast(errorToast(shareFailureText(error))) });
  };
  return (
    <Card withBorder radius="md" padding="md" component="li" data-testid="achievement-item">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
        <Box style={{ flex: '1 1 200px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="grape">
              {achievement.category}
            </Badge>
            <Text size="sm" c="dimmed" data-testid="achievement-date">
              {formatDate(achievement.date_achieved, 'achievement')}
            </Text>
            {shared ? (
              <Badge variant="light" color="teal" leftSection={<TrophyIcon size={12} />} data-testid="achievement-shared">
                Shared
              </Badge>
            ) : null}
          </Group>
          <Text fw={600} mt={4} style={{ overflowWrap: 'anywhere' }}>
            {achievement.title}
          </Text>
          {achievement.description ? (
            <Text size="sm" mt={2} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {achievement.description}
            </Text>
          ) : null}
        </Box>
        {editable ? (
          <Group gap="xs">
            {shared ? null : (
              <Button variant="outline" size="sm" mih={40} loading={share.isPending} onClick={onShare} aria-label={`Share ${achievement.title}`}>
                Share
              </Button>
            )}
            <Button variant="ghost" size="sm" mih={40} color="red" onClick={onDelete} aria-label={`Delete ${achievement.title}`}>
              Delete
            </Button>
          </Group>
        ) : null}
      </Group>
    </Card>
  );
}

/** Achievements newest first, dates as 'MMM dd, yyyy'; Share and Delete (with confirmation) on her own. */
export function AchievementList({ achievements, userId, editable }: { achievements: readonly Achievement[]; userId: string; editable: boolean }) {
  // The dialog stays mounted once opened, so closing it can hand focus back to the Delete button.
  const [deleting, setDeleting] = useState<Achievement | null>(null);
  const [open, setOpen] = useState(false);
  // The dialog loads on first use and so mounts already open; focus goes back to its Delete button by hand.
  const opener = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(false);
    window.setTimeout(() => opener.current?.isConnected && opener.current.focus(), 0);
  };
  const remove = useDeleteAchievement(userId);
  const { shown, hidden, showMore } = useShownCount(achievements.length, ACHIEVEMENTS_PAGE);
  if (achievements.length === 0 && !deleting) {
    return (
      <Text c="dimmed" size="sm" data-testid="achievements-empty">
        {editable ? 'No achievements yet. Add your first win below.' : 'No achievements yet.'}
      </Text>
    );
  }
  const confirm = () =>
    remove
      .mutateAsync(deleting!.id)
      .then(() => setOpen(false))
      .catch(() => showToast(errorToast(PROFILE_TEXTS.deleteAchievementFailed)));
  return (
    <>
      <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="achievement-list">
        {achievements.slice(0, shown).map((achievement) => (
          <AchievementItem key={achievement.id} achievement={achievement} userId={userId} editable={editable} onDelete={(event) => {
              opener.current = event.currentTarget;
              setDeleting(achievement);
              setOpen(true);
            }} />
        ))}
      </Stack>
      {hidden > 0 ? (
        <Button variant="ghost" size="sm" mih={40} mt="xs" onClick={showMore}>
          Show more achievements ({hidden} more)
        </Button>
      ) : null}
      {deleting ? (
        <Suspense fallback={null}>
          <DeleteAchievementDialog opened={open} title={deleting.title} loading={remove.isPending} onClose={close} onConfirm={confirm} />
        </Suspense>
      ) : null}
    </>
  );
}
