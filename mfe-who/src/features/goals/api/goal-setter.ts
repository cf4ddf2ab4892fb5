import { type DivaClient, getSupabase, loadServices } from '@diva/core';
import type { ConnectionType } from '../../../lib/strategies.ts';

export interface GoalSetterAnswer {
  message: string;
  isGoalSuggestion: boolean;
  goalData: { title: string; description: string; target_date: string | null; category: string } | null;
  isConnectionSuggestion: boolean;
  connections: { userId: string; name: string; role: string | null; reason: string }[];
  nextStage: string | null;
  source: 'model' | 'offline';
  fallback?: boolean;
}
export interface CoachEntry {
  role: 'user' | 'assistant';
  content: string;
}

/** One call to ai-goal-setter (start or chat). */
export async function callGoalSetter(
  body: { action: 'start' | 'chat'; stage?: string; connectionType?: ConnectionType; message?: string; conversation?: CoachEntry[]; currentGoal?: string },
  client: DivaClient = getSupabase(),
): Promise<GoalSetterAnswer> {
  const { data, error } = await (await loadServices(client)).functions.invoke<GoalSetterAnswer>('ai-goal-setter', { body });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}
