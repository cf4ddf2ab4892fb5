export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
}

export interface CriterionScore {
  id: string;
  label: string;
  score: number;
  evidence: string;
  /** The coach function's tip for next time (absent on scorecards stored before it gave them). */
  tip?: string;
}

export interface Scorecard {
  overall: number;
  criteria: CriterionScore[];
  summary: string;
}

/** What the coach function needs to play a scenario (spec 02 §3 "Coaching session data"). */
export interface SessionSetup {
  scenarioType: 'custom' | 'predefined';
  scenarioName: string;
  goalDescription: string;
  eventType: string;
  targetAudience: string;
}

export interface PracticeSession {
  id: string;
  scenario_type: string;
  scenario_name: string;
  goal_description: string | null;
  event_type: string | null;
  target_audience: string | null;
  chat_history: ChatEntry[];
  status: string;
  score: number | null;
  scorecard: Scorecard | null;
  created_at: string;
  updated_at: string;
}

export const SESSION_COLUMNS =
  'id, scenario_type, scenario_name, goal_description, event_type, target_audience, chat_history, status, score, scorecard, created_at, updated_at';

/** The setup a stored session was played with (restart plays it again). */
export const setupOf = (session: PracticeSession): SessionSetup => ({
  scenarioType: session.scenario_type === 'custom' ? 'custom' : 'predefined',
  scenarioName: session.scenario_name,
  goalDescription: session.goal_description ?? '',
  eventType: session.event_type ?? '',
  targetAudience: session.target_audience ?? '',
});
