// ai-networking-coach: the practice coach. Body {action: start|practice|end, message, conversationHistory,
// sessionData: {scenarioType, scenarioName, goalDescription, eventType, targetAudience, sessionId?}};
// answer {message, source} (end: {message, scorecard, source, saved}: with sessionId, the function stores the
// scorecard, score and completed status on her session; saved says whether it did). With `Accept: text/event-stream`, start and
// practice stream the reply as server-sent events: {type: "delta", text}…, then {type: "done", message,
// source}, or {type: "error", error}.
import { errorJson, eventStream, json, wantsEventStream } from '../_shared/http.ts';
import { checkField, checkHistory, checkMessage, MESSAGE_LIMITS, TEXTS, type ChatEntry } from '../_shared/input-rules.ts';
import { DataError, loadMember, type MemberData } from '../_shared/member-data.ts';
import { coachReply, coachStart } from '../_shared/offline/coach.ts';
import { overallScore, scoreTranscript, CRITERIA, type Scorecard } from '../_shared/offline/coach-rubric.ts';
import { CUSTOM_SCENARIO_NAME, scenarioFor, type Scenario, type SessionData } from '../_shared/offline/coach-scenarios.ts';
import { aiFunction, type Caller } from '../_shared/pipeline.ts';
import { coachPrompt, scorecardPrompt } from '../_shared/prompts.ts';
import { complete, completeStream, conversation, parseJson, providerConfig, ProviderError, type ProviderConfig } from '../_shared/provider.ts';
import { isUuid, oneOf } from '../_shared/request.ts';
import { modelScorecardSchema, scorecardSchema } from '../_shared/schemas.ts';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { FunctionContext } from '../_shared/context.ts';

const START_FAILURE = 'Failed to start practice session. Please try again.';
const sendFailure = (reason: string) => `Failed to send message: ${reason}`;

/** The session's scenario fields, checked (spec 02 §5: a custom start needs all three fields). */
function readSession(value: unknown): { session: SessionData; sessionId: string | null } | { error: string; field?: string } {
  const raw = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
  const scenarioType = raw.scenarioType === 'custom' ? 'custom' : 'predefined';
  const limits = { scenarioName: 200, goalDescription: 2000, eventType: 200, targetAudience: 200 } as const;
  for (const [field, max] of Object.entries(limits)) {
    const error = checkField(raw[field], max);
    if (error) return { error, field };
  }
  const str = (k: string) => (typeof raw[k] === 'string' && (raw[k] as string).trim() ? (raw[k] as string).trim() : null);
  const session: SessionData = {
    scenarioType,
    scenarioName: scenarioType === 'custom' ? CUSTOM_SCENARIO_NAME : str('scenarioName'),
    goalDescription: str('goalDescription'),
    eventType: str('eventType'),
    targetAudience: str('targetAudience'),
  };
  if (scenarioType === 'custom' && (!session.goalDescription || !session.eventType || !session.targetAudience)) {
    return { error: TEXTS.customStart };
  }
  return { session, sessionId: isUuid(raw.sessionId) ? raw.sessionId : null };
}

/** Words with their following space, so a streamed offline reply reads like a model's. */
function* chunks(text: string): Generator<string> {
  for (const m of text.matchAll(/\S+\s*/g)) yield m[0];
}

function respond(req: Request, message: string, source: 'model' | 'offline'): Response {
  if (!wantsEventStream(req)) return json({ message, source });
  return eventStream(
    (async function* () {
      for (const text of chunks(message)) yield { type: 'delta', text };
      yield { type: 'done', message, source };
    })(),
  );
}

/** A model's reply, streamed as it arrives when asked for; failures give the spec texts. */
async function modelReply(req: Request, provider: ProviderConfig, scenario: Scenario, data: MemberData, history: ChatEntry[], user: string, failure: (reason: string) => string): Promise<Response> {
  const messages = conversation(coachPrompt(scenario, data), history, user);
  if (!wantsEventStream(req)) {
    try {
      return json({ message: await complete(provider, messages, { signal: req.signal }), source: 'model' });
    } catch (e) {
      return errorJson(502, failure((e as Error).message));
    }
  }
  let stream: AsyncIterable<string>;
  try {
    stream = await completeStream(provider, messages, req.signal);
  } catch (e) {
    return errorJson(502, failure((e as Error).message));
  }
  return eventStream(
    (async function* () {
      let message = '';
      try {
        for await (const text of stream) {
          message += text;
          yield { type: 'delta', text };
        }
        yield { type: 'done', message: message.trim(), source: 'model' };
      } catch (e) {
        yield { type: 'error', error: failure(e instanceof ProviderError ? e.message : 'the AI model failed') };
      }
    })(),
  );
}

/** The model's scorecard when it is valid and its quotes are really hers; null otherwise. */
function modelScorecard(raw: string, transcript: ChatEntry[]): Scorecard | null {
  const parsed = modelScorecardSchema.safeParse(parseJson(raw));
  if (!parsed.success) return null;
  const hers = transcript.filter((e) => e.role === 'user').map((e) => e.content.toLowerCase()).join('\n');
  const criteria = [];
  for (const c of CRITERIA) {
    const found = parsed.data.criteria.find((x) => x.id === c.id);
    if (!found) return null;
    const quotes = [...found.evidence.matchAll(/"([^"]{4,})"/g)].map((m) => m[1].replace(/…$/, '').toLowerCase());
    if (quotes.some((q) => !hers.includes(q))) return null;
    criteria.push({ id: c.id, label: c.label, score: found.score, evidence: found.evidence, tip: found.tip });
  }
  const card = { overall: overallScore(criteria), criteria, summary: parsed.data.summary };
  return scorecardSchema.safeParse(card).success ? card : null;
}

/**
 * Saves the scorecard, its overall score and the completed status on her session. Members may not write these
 * columns (…221000_practice_score_server_only), so this is the service role, limited to the row whose owner is
 * the caller: her id is the token's `sub`, which the API verified on the pipeline's first call.
 * Returns false when nothing was saved (not her session, or the database failed).
 */
async function saveScorecard(ctx: FunctionContext, userId: string, sessionId: string, scorecard: Scorecard): Promise<boolean> {
  if (!ctx.serviceRoleKey) {
    console.error('ai-networking-coach: SUPABASE_SERVICE_ROLE_KEY is not set, the score is not saved');
    return false;
  }
  const service = createClient(ctx.supabaseUrl, ctx.serviceRoleKey, { auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false } });
  const { data, error } = await service
    .from('practice_sessions')
    .update({ score: scorecard.overall, status: 'completed', scorecard })
    .eq('id', sessionId)
    .eq('user_id', userId)
    .select('id');
  if (error) console.error(`ai-networking-coach: saving the score: ${error.message}`);
  return !error && (data?.length ?? 0) === 1;
}

export const SESSION_NOT_FOUND = 'Practice session not found';

/** Her session's saved chat history, checked as a request's history is; null when she has no such session. */
async function storedTranscript(db: SupabaseClient, sessionId: string): Promise<{ entries: ChatEntry[] } | { error: string } | null> {
  const { data, error } = await db.from('practice_sessions').select('chat_history').eq('id', sessionId).maybeSingle();
  if (error) throw new DataError(`reading the practice session: ${error.message}`);
  if (!data) return null;
  return checkHistory((data as { chat_history: unknown }).chat_history, MESSAGE_LIMITS.practice);
}

async function run(body: Record<string, unknown>, { userId, db, ctx }: Caller, req: Request): Promise<Response> {
  const action = oneOf(body.action, ['start', 'practice', 'end'] as const, 'practice');
  if (!action) return errorJson(400, 'Unknown action: use start, practice or end');
  const read = readSession(body.sessionData);
  if ('error' in read) return json({ error: read.error, ...(read.field ? { field: read.field } : {}) }, 400);
  const hasMessage = typeof body.message === 'string' && body.message.trim() !== '';
  if (action === 'practice' || hasMessage) {
    const error = checkMessage(body.message, MESSAGE_LIMITS.practice);
    if (error) return errorJson(400, error);
  }
  const history = checkHistory(body.conversationHistory, MESSAGE_LIMITS.practice);
  if ('error' in history) return errorJson(400, history.error);
  const message = hasMessage ? (body.message as string).trim() : null;

  const data = await loadMember(db, userId);
  const scenario = scenarioFor(read.session);
  const provider = providerConfig();

  if (action === 'end') {
    // A session's score is that of its stored transcript, read as her (row-level security: only her own
    // session), never of the history in the request, which she could invent. Without a session nothing is
    // stored, and the request's transcript is only scored for her to read.
    let transcript: ChatEntry[] = message ? [...history.entries, { role: 'user' as const, content: message }] : history.entries;
    if (read.sessionId) {
      const stored = await storedTranscript(db, read.sessionId);
      if (stored === null) return errorJson(404, SESSION_NOT_FOUND);
      if ('error' in stored) return errorJson(400, stored.error);
      transcript = stored.entries;
    }
    let scorecard = scorecardSchema.parse(scoreTranscript(transcript)) as Scorecard;
    let source: 'model' | 'offline' = 'offline';
    if (provider && transcript.some((e) => e.role === 'user')) {
      try {
        const raw = await complete(provider, conversation(scorecardPrompt(), [], JSON.stringify(transcript)), { json: true, signal: req.signal });
        const fromModel = modelScorecard(raw, transcript);
        if (fromModel) {
          scorecard = fromModel;
          source = 'model';
        }
      } catch (e) {
        console.error(`ai-networking-coach: scorecard: ${(e as Error).message}`); // the offline scorecard stands
      }
    }
    const saved = read.sessionId ? await saveScorecard(ctx, userId, read.sessionId, scorecard) : false;
    return json({ message: `Session complete: ${scorecard.overall}/100. ${scorecard.summary}`, scorecard, source, saved });
  }

  if (action === 'start') {
    if (!provider) return respond(req, coachStart(scenario, data.profile.display_name), 'offline');
    return modelReply(req, provider, scenario, data, [], '(The member walks up to you. Open the conversation in role.)', () => START_FAILURE);
  }
  if (!provider) return respond(req, coachReply(scenario, history.entries, message!), 'offline');
  return modelReply(req, provider, scenario, data, history.entries, message!, sendFailure);
}

export default aiFunction('ai-networking-coach', run, 'Failed to send message');
