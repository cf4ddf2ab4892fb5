import { Button } from '@diva/ui';
import { useOpenConversation } from './api/start-conversation.ts';

export function MessageButton({ userId, name }: { userId: string; name: string }) {
  const open = useOpenConversation();
  return (
    <Button size="sm" variant="outline" loading={open.isPending} onClick={() => open.mutate(userId)} aria-label={`Message ${name}`}>
      Message
    </Button>
  );
}
