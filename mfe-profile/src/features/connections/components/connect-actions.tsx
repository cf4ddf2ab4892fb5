import { paths } from '@diva/contracts';
import { COMMON_TEXTS, errorToast } from '@diva/core/texts';
import { Button, showToast } from '@diva/ui';
import { MessageIcon, UserPlusIcon } from '@diva/ui/icons';
import { useNavigate } from '@diva/router';
import { useSaveConnection } from '../api/save-connection.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { connectionSaveFailure } from '../../../texts.ts';

/** On another member's profile: Request Connection (then 'Connection Saved', disabled) and Message. */
export function ConnectActions({ userId, saved }: { userId: string; saved: boolean }) {
  const save = useSaveConnection(userId);
  const start = useStartConversation(userId);
  const navigate = useNavigate();

  const onSave = () => {
    if (save.isPending || saved) return;
    save.mutate(undefined, { onError: (error) => showToast(connectionSaveFailure(error as { code?: string })) });
  };
  const onMessage = () => {
    if (start.isPending) return;
    start.mutate(undefined, {
      onSuccess: (conversationId) => void navigate(paths.messages(conversationId)),
      onError: () => showToast(errorToast(COMMON_TEXTS.startConversationFailed)),
    });
  };

  return (
    <>
      <Button
        variant={saved ? 'secondary' : 'glamour'}
        mih={40}
        leftSection={<UserPlusIcon size={16} />}
        disabled={saved}
        loading={save.isPending}
        onClick={onSave}
        data-testid="save-connection"
      >
        {saved ? 'Connection Saved' : 'Request Connection'}
      </Button>
      <Button variant="outline" mih={40} leftSection={<MessageIcon size={16} />} loading={start.isPending} onClick={onMessage}>
        Message
      </Button>
    </>
  );
}
