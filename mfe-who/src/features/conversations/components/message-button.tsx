import { paths } from '@diva/contracts';
import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { useNavigate } from '@diva/router';
import { Button, showToast } from '@diva/ui';
import { useStartConversation } from '../api/start-conversation.ts';

/** Message: opens her conversation with this member in Messages. */
export function MessageButton({ userId, name }: { userId: string; name: string }) {
  const start = useStartConversation();
  const navigate = useNavigate();
  const open = () => {
    if (start.isPending) return;
    start.mutate(userId, {
      onSuccess: (conversationId) => void navigate(paths.messages(conversationId)),
      onError: () => showToast(errorToast(COMMON_TEXTS.startConversationFailed)),
    });
  };
  return (
    <Button size="sm" variant="outline" loading={start.isPending} onClick={open} aria-label={`Message ${name}`}>
      Message
    </Button>
  );
}
