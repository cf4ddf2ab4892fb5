/**
 * The practice scenarios of spec 02 §2 (title, duration, difficulty) with their descriptions, settings and
 * counterparts, and the custom scenario built from the member's goal, event type and target audience.
 */
import { customPersona, PERSONAS, type Persona } from './coach-personas.ts';

export interface Scenario {
  title: string;
  description: string;
  duration: string;
  difficulty: 'Beginner' | 'Intermediate' | 'Advanced';
  /** Where the conversation happens, for the coach's framing. */
  setting: string;
  persona: Persona;
  /** The member's goal for the conversation (custom scenarios). */
  goal: string | null;
}

export const PRESET_SCENARIOS: Scenario[] = [
  {
    title: 'First-time Networking Event',
    description: 'Walk into your first mixer, introduce yourself with confidence, and leave with one real connection.',
    duration: '15 min',
    difficulty: 'Beginner',
    setting: 'a local business mixer',
    persona: PERSONAS.attendee,
    goal: null,
  },
  {
    title: 'Investor Pitch Preparation',
    description: 'Pitch your business to an investor in ten minutes, answer her hard questions, and ask for the next meeting.',
    duration: '30 min',
    difficulty: 'Advanced',
    setting: 'a founder and investor breakfast',
    persona: PERSONAS.investor,
    goal: null,
  },
  {
    title: 'Industry Conference Networking',
    description: 'Turn a chat between sessions into a partnership lead by asking good questions and offering value.',
    duration: '20 min',
    difficulty: 'Intermediate',
    setting: 'the hallway of an industry conference',
    persona: PERSONAS.peer,
    goal: null,
  },
];

/** How many of her turns the scenario's time allows (about 75 seconds a turn): after that the counterpart may close. */
export function turnsAllowed(scenario: Scenario): number {
  return Math.max(4, Math.round(Number.parseInt(scenario.duration, 10) * 0.8));
}

export const CUSTOM_SCENARIO_NAME = 'Custom Practice Session';

export interface SessionData {
  scenarioType: 'custom' | 'predefined';
  scenarioName: string | null;
  goalDescription: string | null;
  eventType: string | null;
  targetAudience: string | null;
}

/** The scenario a session plays: a preset by its title (or the closest), or the custom one. */
export function scenarioFor(session: SessionData): Scenario {
  if (session.scenarioType === 'custom') {
    return {
      title: CUSTOM_SCENARIO_NAME,
      description: `Practise reaching your goal: ${session.goalDescription}`,
      duration: '15 min',
      difficulty: 'Intermediate',
      setting: session.eventType!.trim(),
      persona: customPersona(session.targetAudience!, session.eventType!),
      goal: session.goalDescription!.trim(),
    };
  }
  const name = (session.scenarioName ?? '').toLowerCase();
  return (
    PRESET_SCENARIOS.find((s) => s.title.toLowerCase() === name) ??
    PRESET_SCENARIOS.find((s) => name.includes(s.title.split(' ')[0].toLowerCase())) ??
    PRESET_SCENARIOS[0]
  );
}
