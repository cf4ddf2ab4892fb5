/**
 * The goal coach's vocabulary: the goal stages of spec 02 §4 (status, label, progress) and the four
 * connection types of the Strategies page with the decision guide's situations. The stage greetings are also
 * the "canned stage greetings" shown when the goal coach fails to start (spec 02 §4, Goal coach fallbacks).
 */

export const GOAL_STAGES = [
  { status: 'initial', label: 'Starting Out', progress: 0 },
  { status: 'goal_created', label: 'Goal Created', progress: 20 },
  { status: 'connection_identified', label: 'Connection Identified', progress: 40 },
  { status: 'outreach_initiated', label: 'Outreach Initiated', progress: 60 },
  { status: 'connection_acquired', label: 'Connection Acquired', progress: 80 },
  { status: 'goal_completed', label: 'Goal Achieved', progress: 100 },
] as const;

export type GoalStage = (typeof GOAL_STAGES)[number]['status'];

export function goalStage(value: unknown): GoalStage | null {
  return GOAL_STAGES.find((s) => s.status === value)?.status ?? null;
}

/** The stage after `stage`, or null after goal_completed. */
export function nextStage(stage: GoalStage): GoalStage | null {
  const i = GOAL_STAGES.findIndex((s) => s.status === stage);
  return GOAL_STAGES[i + 1]?.status ?? null;
}

export type ConnectionType = 'mentor' | 'collaborator' | 'authority' | 'raving_fan';

export const CONNECTION_TYPES: Record<ConnectionType, { label: string; when: string; look: string; category: string }> = {
  mentor: {
    label: 'Mentor',
    when: 'you feel stuck and need someone who has walked the road',
    look: 'someone a few steps ahead of you who has done what you are trying to do',
    category: 'mentorship',
  },
  collaborator: {
    label: 'Collaborator',
    when: 'you lack visibility and want to reach more people together',
    look: 'a peer whose audience or skills complement yours',
    category: 'collaboration',
  },
  authority: {
    label: 'Authority Ally',
    when: 'you need trust and credibility that opens doors',
    look: 'a respected voice whose endorsement people trust',
    category: 'credibility',
  },
  raving_fan: {
    label: 'Raving Fan',
    when: 'people love your work but do not share it yet',
    look: 'someone who already loves what you do and will tell others',
    category: 'advocacy',
  },
};

export function connectionType(value: unknown): ConnectionType | null {
  const v = typeof value === 'string' ? value.toLowerCase().replace(/[^a-z]+/g, ' ').trim() : '';
  if (/^mentors?$/.test(v)) return 'mentor';
  if (/^collaborators?$/.test(v)) return 'collaborator';
  if (/^authority( all(y|ies))?$|^authorities$/.test(v)) return 'authority';
  if (/^raving fans?$/.test(v)) return 'raving_fan';
  return null;
}

/** What the coach says when a session starts at each stage (and, on failure, what the UI shows). */
export const STAGE_GREETINGS: Record<GoalStage, string> = {
  initial:
    "Let's set a networking goal together. What do you want to achieve, who could help you get there (a mentor, a collaborator, an authority ally or a raving fan), and by when?",
  goal_created:
    'Your goal is set. Next we find the right people: tell me who could help, or ask me to suggest members who fit.',
  connection_identified:
    'You have someone in mind. Let us plan your outreach: what do you want from the first conversation, and what can you offer them?',
  outreach_initiated:
    'You have reached out. How did it go? Tell me whether they replied, and we will plan the follow-up.',
  connection_acquired:
    'You made the connection. Let us turn it into progress on your goal: what is the next concrete step you can take together?',
  goal_completed:
    'Congratulations on achieving your goal! Let us capture what worked and decide what you want to go after next.',
};

/** The apology shown when the goal coach fails mid-conversation (spec 02 §4). */
export const GOAL_CHAT_APOLOGY =
  "I'm sorry, I couldn't respond just now. Please try again, or continue setting up your goal manually.";
