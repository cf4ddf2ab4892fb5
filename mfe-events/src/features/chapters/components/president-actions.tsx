import { paths } from '@diva/contracts';
import { COMMON_TEXTS, CONNECTION_TEXTS } from '@diva/core/texts';
import { useNavigate } from '@diva/router';
import { Button, Group, showToast } from '@diva/ui';
import { useConnectPresident } from '../api/connect-president.ts';
import { useContactChapter } from '../api/contact-chapter.ts';
import { useChapterBusy } from '../hooks/use-chapter-busy.ts';

/** Connect with President (a connection request) and Contact Chapter (her conversation with the president). */
export function PresidentActions({ chapterId, presidentId }: { chapterId: number; presidentId: string }) {
  const connect = useConnectPresident(chapterId);
  const contact = useContactChapter(chapterId);
  const busy = useChapterBusy(chapterId);
  const navigate = useNavigate();

  const requestConnection = () => {
    if (busy) return;
    connect.mutate(presidentId, {
      onSuccess: (outcome) =>
        showToast(outcome === 'sent' ? CONNECTION_TEXTS.sent : outcome === 'blocked' ? CONNECTION_TEXTS.blocked : CONNECTION_TEXTS.alreadySent),
      onError: () => showToast(CONNECTION_TEXTS.sendFailed),
    });
  };
  const openConversation = () => {
    if (busy) return;
    contact.mutate(presidentId, {
      onSuccess: (conversationId) => void navigate(paths.messages(conversationId)),
      onError: () => showToast({ title: COMMON_TEXTS.startConversationFailed }),
    });
  };

  return (
    <Group>
      <Button variant="secondary" onClick={requestConnection} loading={connect.isPending} disabled={busy}>
        Connect with President
      </Button>
      <Button variant="outline" onClick={openConversation} loading={contact.isPending} disabled={busy}>
        Contact Chapter
      </Button>
    </Group>
  );
}
