import { Badge } from '@diva/ui';
import { eventDisplayStatus } from '../../../lib/event-display.ts';
import type { EventRow } from '../../../lib/event-types.ts';

const COLORS = { 'Pending Approval': 'yellow', Upcoming: 'teal', 'Past Event': 'gray' } as const;

export function EventStatusBadge({ event }: { event: Pick<EventRow, 'approved' | 'date' | 'time'> }) {
  const status = eventDisplayStatus(event);
  return (
    <Badge color={COLORS[status]} variant="light">
      {status}
    </Badge>
  );
}
