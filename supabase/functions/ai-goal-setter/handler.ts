// ai-goal-setter: the goal coach. Body {action: start|chat, stage, connectionType, goal, message,
// conversation, currentGoal}; answer {message, isGoalSuggestion, goalData, isConnectionSuggestion,
// connections, nextStage, source}. Connections are always real members found by the matching engine.
import { errorJson, json } from '../_shared/http.ts';
import { checkField, checkHistory, checkMessage, MESSAGE_LIMITS } from '../_shared/input-rules.ts';
import { loadMember, loadOtherMembers, type Goal } from '../_shared/member-data.ts';
import { goalSetterAnswer, type GoalSetterAnswer, type GoalSetterInput } from '../_shared/offline/goal-setter.ts';
import { connectionType, GOAL_CHAT_APOLOGY, goalStage, STAGE_GREETINGS } from '../_shared/offline/goal-stages.ts';
import { aiFunction, type Caller } from '../_shared/pipeline.ts';
import { goalPrompt } from '../_shared/prompts.ts';
import { complete, conversation, parseJson, providerConfig } from '../_shared/provider.ts';
import { isUuid, oneOf } from '../_shared/request.ts';
import { connectionsSchema, goalDataSchema, modelGoalSchema } from '../_shared/schemas.ts';

/** Checks the structured parts before they leave; throws on a bug in the engine. */
function validated(answer: GoalSetterAnswer): GoalSetterAnswer {
  if (answer.goalData) goalDataSchema.parse(answer.goalData);
  connectionsSchema.parse(answer.connections);
  return answer;
}

async function run(body: Record<string, unknown>, { userId, db }: Caller, req: Request): Promise<Response> {
  const action = oneOf(body.action, ['start', 'chat'] as const, 'chat');
  if (!action) return errorJson(400, 'Unknown action: use start or chat');
  const stage = body.stage === undefined || body.stage === null ? 'initial' : goalStage(body.stage);
  if (!stage) return errorJson(400, 'Unknown stage');
  const type = body.connectionType ? connectionType(body.connectionType) : null;
  if (body.connectionType && !type) return errorJson(400, 'Unknown connection type: use mentor, collaborator, authority or raving_fan');
  if (action === 'chat') {
    const error = checkMessage(body.message, MESSAGE_LIMITS.goalChat);
    if (error) return errorJson(400, error);
  }
  const goalError = checkField(body.goal, 1000);
  if (goalError) return json({ error: goalError, field: 'goal' }, 400);
  const history = checkHistory(body.conversation, MESSAGE_LIMITS.goalChat);
  if ('error' in history) return errorJson(400, history.error);

  // Connections matter only where the coach proposes members (goal_created); they are read with the others.
  const needsOthers = action === 'chat' && stage === 'goal_created';
  const [data, others] = await Promise.all([
    loadMember(db, userId, needsOthers ? ['goals', 'connections'] : ['goals']),
    needsOthers ? loadOtherMembers(db, userId) : Promise.resolve([]),
  ]);
  // The goal being continued is read as the member (RLS: only her own); the body only names it.
  const current = body.currentGoal as { id?: unknown } | string | null | undefined;
  const currentId = typeof current === 'string' ? current : current?.id;
  const currentGoal: Goal | null = isUuid(currentId) ? (data.goals.find((g) => g.id === currentId) ?? null) : null;

  const input: GoalSetterInput = {
    action,
    stage,
    connectionType: type,
    goal: typeof body.goal === 'string' && body.goal.trim() ? body.goal.trim() : null,
    message: action === 'chat' ? (body.message as string).trim() : null,
    conversation: history.entries,
    currentGoal,
  };
  const offline = validated(goalSetterAnswer(data, others, input));

  const provider = providerConfig();
  if (!provider) return json({ ...offline, source: 'offline' });
  const goalText = currentGoal ? `${currentGoal.title}. ${currentGoal.description ?? ''}` : input.goal;
  let raw: string;
  try {
    raw = await complete(
      provider,
      conversation(goalPrompt(data, stage, type, goalText, offline.connections), history.entries, input.message ?? `(start the session at stage ${stage})`),
      { json: true, signal: req.signal },
    );
  } catch (e) {
    console.error(`ai-goal-setter: ${(e as Error).message}`);
    // Spec 02 §4: canned stage greetings when the coach fails to start; an apology when a chat turn fails.
    const message = action === 'start' ? STAGE_GREETINGS[stage] : GOAL_CHAT_APOLOGY;
    return json({ message, isGoalSuggestion: false, goalData: null, isConnectionSuggestion: false, connections: [], nextStage: null, source: 'offline', fallback: true });
  }
  const parsed = modelGoalSchema.safeParse(parseJson(raw));
  if (!parsed.success) return json({ ...offline, source: 'offline' });
  const goalData = parsed.data.goalData ?? null;
  return json({
    ...offline,
    message: parsed.data.message,
    isGoalSuggestion: goalData !== null,
    goalData,
    nextStage: goalData ? 'goal_created' : offline.nextStage,
    source: 'model',
  });
}

export default aiFunction('ai-goal-setter', run, 'Failed to send message');
