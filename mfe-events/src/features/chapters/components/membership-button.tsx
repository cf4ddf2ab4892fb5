import { EVENTS_TEXTS } from '@diva/core/texts';
import { Button, showToast } from '@diva/ui';
import { useSetMembership } from '../api/set-membership.ts';
import { useChapterBusy } from '../hooks/use-chapter-busy.ts';

/** Join Chapter or Leave Chapter, with the spec's toasts. */
export function MembershipButton({ chapterId, isMember }: { chapterId: number; isMember: boolean }) {
  const membership = useSetMembership(chapterId);
  const busy = useChapterBusy(chapterId);
  const toggle = () => {
    if (busy) return;
    membership.mutate(!isMember, {
      onSuccess: () => showToast(isMember ? EVENTS_TEXTS.chapterLeft : EVENTS_TEXTS.chapterJoined),
      onError: () => showToast({ title: EVENTS_TEXTS.chapterUpdateFailed }),
    });
  };
  return (
    <Button variant={isMember ? 'outline' : 'glamour'} onClick={toggle} loading={membership.isPending} disabled={busy}>
      {isMember ? 'Leave Chapter' : 'Join Chapter'}
    </Button>
  );
}
