// The conversation corpus (functions/_shared/offline/corpus/*.json) played through an engine: the offline
// engine in-process, or a model behind any OpenAI-compatible endpoint with the functions' own prompts. Every
// reply becomes a ReplyCase that conversation-rules.ts checks, and each engine call is timed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ChatEntry } from '../functions/_shared/input-rules.ts';
import type { Goal, MemberData, OtherMember } from '../functions/_shared/member-data.ts';
import { coachReply, coachStart } from '../functions/_shared/offline/coach.ts';
import { scoreTranscript } from '../functions/_shared/offline/coach-rubric.ts';
import { CUSTOM_SCENARIO_NAME, scenarioFor, turnsAllowed, type Scenario } from '../functions/_shared/offline/coach-scenarios.ts';
import { connectionMessage } from '../functions/_shared/offline/connection-assistant.ts';
import { discoveryAnswer, type DiscoveryInput, type Suggestion } from '../functions/_shared/offline/discovery.ts';
import { CATEGORY_LABEL, DISCOVERY_CATALOG, type DiscoveryCategory } from '../functions/_shared/offline/discovery-catalog.ts';
import { goalSetterAnswer, type GoalSetterInput } from '../functions/_shared/offline/goal-setter.ts';
import { CONNECTION_TYPES, GOAL_STAGES, STAGE_GREETINGS, type GoalStage } from '../functions/_shared/offline/goal-stages.ts';
import { coachPrompt, connectionPrompt, discoveryPrompt, goalPrompt, memberSummary, scorecardPrompt } from '../functions/_shared/prompts.ts';
import { complete as completeOnce, conversation, parseJson, type ProviderConfig } from '../functions/_shared/provider.ts';
import { modelDiscoverySchema, modelGoalSchema, modelScorecardSchema } from '../functions/_shared/schemas.ts';
import { normalise } from '../functions/_shared/text.ts';
import { checkCase, RULES, type Break, type ReplyCase } from './conversation-rules.ts';

const CORPUS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../functions/_shared/offline/corpus');
const read = <T>(file: string): T => JSON.parse(readFileSync(path.join(CORPUS_DIR, file), 'utf8')) as T;

/** The day the corpus runs on, so dates are the same on every run. */
export const CORPUS_TODAY = new Date('2026-11-23T12:00:00Z');

interface CoachConversation { id: string; member: string; scenario: string; session?: { goalDescription: string; eventType: string; targetAudience: string }; turns: string[] }
interface DiscoveryConversation { id: string; member: string; category: DiscoveryCategory; steps: { action: 'start' | 'chat' | 'refresh'; message?: string }[] }
interface GoalConversation { id: string; member: string; current?: Goal; steps: { stage: GoalStage; message: string; goal?: string }[] }
interface ConnectionConversation { id: string; member: string; recipient: string; prompt: string }

export function loadCorpus() {
  const people = read<{ members: Record<string, MemberData>; others: OtherMember[] }>('members.json');
  return {
    members: people.members,
    others: people.others,
    coach: read<{ conversations: CoachConversation[] }>('coach.json').conversations,
    discovery: read<{ conversations: DiscoveryConversation[] }>('discovery.json').conversations,
    goal: read<{ conversations: GoalConversation[] }>('goal.json').conversations,
    connection: read<{ conversations: ConnectionConversation[] }>('connection.json').conversations,
  };
}

/** What answers the corpus: the four functions' engines. */
export interface Engine {
  coachStart(scenario: Scenario, data: MemberData): Promise<string>;
  coachReply(scenario: Scenario, data: MemberData, history: ChatEntry[], message: string): Promise<string>;
  scorecard(transcript: ChatEntry[]): Promise<{ id: string; evidence: string }[] | null>;
  discovery(data: MemberData, input: DiscoveryInput): Promise<{ message: string; suggestions: Suggestion[] } | null>;
  goal(data: MemberData, others: OtherMember[], input: GoalSetterInput): Promise<{ message: string; isGoalSuggestion: boolean } | null>;
  connection(data: MemberData, recipient: OtherMember | null, prompt: string): Promise<string>;
}

export const offlineEngine: Engine = {
  coachStart: async (s, d) => coachStart(s, d.profile.display_name),
  coachReply: async (s, _d, h, m) => coachReply(s, h, m),
  scorecard: async (t) => scoreTranscript(t).criteria,
  discovery: async (d, i) => discoveryAnswer(d, i),
  goal: async (d, o, i) => goalSetterAnswer(d, o, i, CORPUS_TODAY),
  connection: async (d, r, p) => connectionMessage(d, r, p),
};

/** A model behind an OpenAI-compatible endpoint, asked exactly as the functions ask it. */
export function modelEngine(provider: ProviderConfig, onError: (e: Error) => void = (e) => console.error(`model: ${e.message}`)): Engine {
  // A failed call (unreachable, timed out, an error status) is an empty answer: the "answered" rule counts it.
  const complete = async (...args: Parameters<typeof completeOnce>): Promise<string> => {
    try {
      return await completeOnce(...args);
    } catch (e) {
      onError(e as Error);
      return '';
    }
  };
  return {
    coachStart: (s, d) => complete(provider, conversation(coachPrompt(s, d), [], '(The member walks up to you. Open the conversation in role.)')),
    coachReply: (s, d, h, m) => complete(provider, conversation(coachPrompt(s, d), h, m)),
    async scorecard(t) {
      const parsed = modelScorecardSchema.safeParse(parseJson(await complete(provider, conversation(scorecardPrompt(), [], JSON.stringify(t)), { json: true })));
      return parsed.success ? parsed.data.criteria : null;
    },
    async discovery(d, i) {
      const exclude = i.action === 'refresh' ? i.previous : [];
      const raw = await complete(provider, conversation(discoveryPrompt(d, i.category, exclude), i.history, i.message ?? `(${i.action}: suggest ${i.category})`), { json: true });
      const parsed = modelDiscoverySchema.safeParse(parseJson(raw));
      if (!parsed.success) return null;
      // The function drops what she has or has on screen, as ai-discovery-chat does.
      const skip = new Set([...d.skills[i.category], ...exclude].map(normalise));
      return { message: parsed.data.message, suggestions: parsed.data.suggestions.filter((s) => !skip.has(normalise(s.text))) };
    },
    async goal(d, o, i) {
      const goalText = i.currentGoal ? `${i.currentGoal.title}. ${i.currentGoal.description ?? ''}` : i.goal;
      const offline = goalSetterAnswer(d, o, i, CORPUS_TODAY);
      const raw = await complete(provider, conversation(goalPrompt(d, i.stage, i.connectionType, goalText, offline.connections), i.conversation, i.message), { json: true });
      const parsed = modelGoalSchema.safeParse(parseJson(raw));
      return parsed.success ? { message: parsed.data.message, isGoalSuggestion: Boolean(parsed.data.goalData) } : null;
    },
    async connection(d, r, p) {
      const about = r ? memberSummary({ ...d, profile: r.profile, skills: r.skills, posts: [], achievements: [], goals: [], upcomingEvents: [] }) : null;
      return (await complete(provider, conversation(connectionPrompt(d, about), [], p))).replace(/^["']|["']$/g, '');
    },
  };
}

const APP_FACTS = 'Diva, Who, Matches page, Discover People, Strategies, End Session, Goal Created, Goal Achieved';

function profileFacts(d: MemberData): string[] {
  return [memberSummary(d), ...d.posts, ...d.achievements.map((a) => `${a.title} ${a.description ?? ''}`)];
}

function scenarioFacts(s: Scenario): string[] {
  const p = s.persona;
  return [s.title, s.description, s.duration, s.difficulty, s.setting, s.goal ?? '', p.name, p.role];
}

function personaScript(s: Scenario): string[] {
  const p = s.persona;
  return [p.opening, p.defaultAnswer, p.onAsk, p.onValue, p.onVague, p.smallTalk, p.onClose, p.onTimeUp, ...p.followUps, ...p.moreQuestions, ...p.answers.map((a) => a.answer)];
}

export interface CorpusRun {
  cases: ReplyCase[];
  breaks: Break[];
  /** Milliseconds each engine call took. */
  timings: number[];
  conversations: number;
}

/** Plays every conversation of the corpus through the engine and checks each reply against the rules. */
export async function runCorpus(engine: Engine, only?: (id: string) => boolean): Promise<CorpusRun> {
  const corpus = loadCorpus();
  const cases: ReplyCase[] = [];
  const timings: number[] = [];
  const timed = async <T>(f: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await f();
    timings.push(performance.now() - t);
    return out;
  };
  const use = (id: string) => !only || only(id);
  let conversations = 0;

  for (const conv of corpus.coach.filter((c) => use(c.id))) {
    conversations++;
    const data = corpus.members[conv.member];
    const scenario = scenarioFor(
      conv.scenario === 'custom'
        ? { scenarioType: 'custom', scenarioName: CUSTOM_SCENARIO_NAME, ...conv.session! }
        : { scenarioType: 'predefined', scenarioName: conv.scenario, goalDescription: null, eventType: null, targetAudience: null },
    );
    const history: ChatEntry[] = [{ role: 'assistant', content: await timed(() => engine.coachStart(scenario, data)) }];
    const facts = [...scenarioFacts(scenario), ...profileFacts(data)];
    for (const [n, turn] of conv.turns.entries()) {
      const reply = await timed(() => engine.coachReply(scenario, data, history, turn));
      const her = [...history.filter((e) => e.role === 'user').map((e) => e.content), turn];
      cases.push({
        id: `${conv.id} #${n + 1}`, kind: 'coach', reply, her, latest: turn,
        previous: history.filter((e) => e.role === 'assistant').map((e) => e.content),
        facts, scripted: personaScript(scenario), timeUp: her.length >= turnsAllowed(scenario),
      });
      history.push({ role: 'user', content: turn }, { role: 'assistant', content: reply });
    }
    const card = await timed(() => engine.scorecard(history));
    cases.push({
      id: `${conv.id} scorecard`, kind: 'scorecard', reply: card ? card.map((c) => c.evidence).join('\n') : '',
      her: history.filter((e) => e.role === 'user').map((e) => e.content), latest: null, previous: [],
      facts: [...facts, ...history.map((e) => e.content)], scripted: [], scorecard: card ?? undefined, transcript: history,
    });
  }

  for (const conv of corpus.discovery.filter((c) => use(c.id))) {
    conversations++;
    const data = corpus.members[conv.member];
    const history: ChatEntry[] = [];
    let onScreen: string[] = [];
    const facts = [...profileFacts(data), CATEGORY_LABEL[conv.category].question, APP_FACTS, ...Object.values(DISCOVERY_CATALOG).flat().map((e) => `${e.name}: ${e.why}`)];
    for (const [n, step] of conv.steps.entries()) {
      const input: DiscoveryInput = { category: conv.category, action: step.action, message: step.message ?? null, history: [...history], previous: [...onScreen] };
      const answer = await timed(() => engine.discovery(data, input));
      const her = [...history.filter((e) => e.role === 'user').map((e) => e.content), ...(step.message ? [step.message] : [])];
      const reply = answer ? [answer.message, ...answer.suggestions.map((s) => `${s.text}: ${s.reason}`)].join('\n') : '';
      cases.push({
        id: `${conv.id} #${n + 1} ${step.action}`, kind: 'discovery', reply, her, latest: step.message ?? null,
        previous: history.filter((e) => e.role === 'assistant').map((e) => e.content), facts, scripted: [],
        suggestions: answer?.suggestions.map((s) => s.text) ?? [], onScreen: step.action === 'refresh' ? onScreen : null,
      });
      if (step.message) history.push({ role: 'user', content: step.message });
      if (answer) {
        history.push({ role: 'assistant', content: answer.message });
        onScreen = answer.suggestions.map((s) => s.text);
      }
    }
  }

  for (const conv of corpus.goal.filter((c) => use(c.id))) {
    conversations++;
    const data = { ...corpus.members[conv.member], goals: conv.current ? [conv.current] : [] };
    const conversation: ChatEntry[] = [];
    const facts = [
      ...profileFacts(data), APP_FACTS, ...Object.values(STAGE_GREETINGS),
      ...GOAL_STAGES.map((s) => `${s.label} ${s.progress}%`), ...Object.values(CONNECTION_TYPES).map((t) => `${t.label}: ${t.when}; ${t.look}`),
      ...corpus.others.map((o) => memberSummary({ ...data, profile: o.profile, skills: o.skills, posts: [], achievements: [], goals: [], upcomingEvents: [] })),
      conv.current ? `${conv.current.title} ${conv.current.target_date}` : '',
    ];
    for (const [n, step] of conv.steps.entries()) {
      const input: GoalSetterInput = {
        action: 'chat', stage: step.stage, connectionType: null, goal: step.goal ?? null, message: step.message,
        conversation: [...conversation], currentGoal: conv.current ? { ...conv.current, status: step.stage } : null,
      };
      const answer = await timed(() => engine.goal(data, corpus.others, input));
      const her = [...conversation.filter((e) => e.role === 'user').map((e) => e.content), ...(step.goal ? [step.goal] : []), step.message];
      cases.push({
        id: `${conv.id} #${n + 1}`, kind: 'goal', reply: answer?.message ?? '', her, latest: step.message,
        previous: conversation.filter((e) => e.role === 'assistant').map((e) => e.content), facts, scripted: [],
        goalSuggested: answer?.isGoalSuggestion ?? false, today: CORPUS_TODAY,
      });
      conversation.push({ role: 'user', content: step.message }, { role: 'assistant', content: answer?.message ?? '' });
    }
  }

  for (const conv of corpus.connection.filter((c) => use(c.id))) {
    conversations++;
    const data = corpus.members[conv.member];
    const recipient = corpus.others.find((o) => o.profile.user_id === conv.recipient) ?? null;
    const reply = await timed(() => engine.connection(data, recipient, conv.prompt));
    const recipientFacts = recipient ? [memberSummary({ ...data, profile: recipient.profile, skills: recipient.skills, posts: [], achievements: [], goals: [], upcomingEvents: [] })] : [];
    cases.push({ id: `${conv.id}`, kind: 'connection', reply, her: [conv.prompt], latest: conv.prompt, previous: [], facts: [...profileFacts(data), ...recipientFacts], scripted: [] });
  }

  return { cases, breaks: cases.flatMap((c) => checkCase(c)), timings, conversations };
}

/** Per rule, how many replies broke it (every rule listed, zeros too). */
export function ruleCounts(run: CorpusRun): { rule: string; description: string; broken: number }[] {
  return RULES.map((r) => ({ rule: r.id, description: r.description, broken: new Set(run.breaks.filter((b) => b.rule === r.id).map((b) => b.caseId)).size }));
}

/** One line per broken rule: which rule which reply broke, and how. */
export function describeBreaks(breaks: Break[]): string {
  return breaks.map((b) => `${b.rule} · ${b.caseId}: ${b.why}\n    reply: ${b.reply.replace(/\s+/g, ' ').slice(0, 240)}`).join('\n');
}
