import { type DivaClient, getSupabase, loadServices, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';
import { CONNECTION_TYPE_NAMES } from '../utils/strategies.ts';

const coachEntry = z.object({ role: z.enum(['user', 'assistant']), content: z.string() });
export type CoachEntry = z.infer<typeof coachEntry>;

export const goalSetterInput = z.object({
  action: z.enum(['start', 'chat']),
  /** The goal's stage ('initial' for a new session). */
  stage: z.optional(z.string()),
  connectionType: z.optional(z.enum(CONNECTION_TYPE_NAMES)),
  message: z.optional(z.string()),
  conversation: z.optional(z.array(coachEntry)),
  /** The goal a Continue session belongs to. */
  currentGoal: z.optional(z.string()),
});
export type GoalSetterInput = z.infer<typeof goalSetterInput>;

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

/** One call to ai-goal-setter (start or chat). */
export async function callGoalSetter(input: GoalSetterInput, client: DivaClient = getSupabase()): Promise<GoalSetterAnswer> {
  const body = goalSetterInput.parse(input);
  const { data, error } = await (await loadServices(client)).functions.invoke<GoalSetterAnswer>('ai-goal-setter', { body });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}

export const useGoalSetter = () => useMutation({ mutationFn: (input: GoalSetterInput) => callGoalSetter(input) });
