import type { SessionSetup } from '../../../lib/practice-types.ts';

export interface UpcomingEvent {
  id: string;
  title: string;
  description: string | null;
  date: string;
  time: string;
  type: string;
  current_attendees: number;
  chapter: { name: string } | null;
}

const clip = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

/**
 * A custom session seeded from a real event: its title, chapter, type and who attends become the scenario
 * (the function's custom-scenario fields, within their 2000 / 200 / 200 limits).
 */
export function eventSetup(event: UpcomingEvent): SessionSetup {
  const where = event.chapter ? `the ${event.chapter.name} chapter` : 'the network';
  const kind = event.type === 'online' ? 'online event' : 'in-person event';
  const others = Math.max(event.current_attendees - 1, 0);
  return {
    scenarioType: 'custom',
    scenarioName: 'Custom Practice Session',
    goalDescription: clip(
      `Rehearse meeting people at "${event.title}", an ${kind} of ${where}: introduce myself, learn what they do and agree on a next step.${event.description ? ` About the event: ${event.description}` : ''}`,
      2000,
    ),
    eventType: clip(`${event.title} (${kind}, ${where})`, 200),
    targetAudience: clip(`${others} fellow ${others === 1 ? 'member' : 'members'} of ${where}: women entrepreneurs and professionals`, 200),
  };
}
