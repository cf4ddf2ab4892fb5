import { Badge } from '@diva/ui';
import { eventDisplayStatus } from '../../../lib/event-display.ts';
import type { EventRow } from '../../../lib/event-types.ts';

// Dark shades with white text: AA contrast at the badge's small size.
const COLORS = { 'Pending Approval': 'violet.9', Upcoming: 'teal.9', 'Past Event': 'gray.7' } as const;

export function EventStatusBadge({ event }: { event: Pick<EventRow, 'approved' | 'date' | 'time'> }) {
  const status = eventDisplayStatus(event);
  return (
    <Badge color={COLORS[status]} variant="filled">
      {status}
    </Badge>
  );
}
