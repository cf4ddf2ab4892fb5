import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Button } from '@diva/ui';

/**
 * Message: a link to her conversation with this member in Messages, which opens it with the composer (the
 * other member sees it once the first message is sent).
 */
export function MessageButton({ userId, name }: { userId: string; name: string }) {
  return (
    <Button component={Link} to={paths.messagesWith(userId)} size="sm" variant="outline" aria-label={`Message ${name}`}>
      Message
    </Button>
  );
}
