/**
 * The practice scorecard's rubric: six criteria, each scored 1–5 with one line of evidence quoted from the
 * member's side of the transcript and one tip for next time, and an overall score of 0–100 (what
 * practice_sessions.score stores):
 * overall = round((sum of the six scores − 6) / 24 × 100), so all 1s give 0 and all 5s give 100.
 */
import type { ChatEntry } from '../input-rules.ts';
import { contentWords, words } from '../text.ts';

export const CRITERIA = [
  { id: 'opening', label: 'Opening and self-introduction', looksFor: 'a greeting, your name or role, and what you do' },
  { id: 'questions', label: 'Open questions asked', looksFor: 'questions that start with what, how, why or tell me' },
  { id: 'listening', label: 'Listening (reflecting back)', looksFor: 'repeating back what the other person said before moving on' },
  { id: 'value', label: 'Value offered', looksFor: 'an offer of help, an introduction or a resource' },
  { id: 'ask', label: 'A clear ask or next step', looksFor: 'a specific request: a call, a coffee, a follow-up with a time' },
  { id: 'balance', label: 'Balance of talk', looksFor: 'speaking between a third and about half of the words' },
] as const;

export type CriterionId = (typeof CRITERIA)[number]['id'];

export interface CriterionScore {
  id: CriterionId;
  label: string;
  score: number;
  evidence: string;
  /** What to try next time, from what she did (the offline rubric's own words, or the model's). */
  tip: string;
}

/** A criterion as the rubric scores it, before its tip. */
type Scored = Omit<CriterionScore, 'tip'>;

export interface Scorecard {
  overall: number;
  criteria: CriterionScore[];
  summary: string;
}

export const GREETING = /\b(hi|hello|hey|good (morning|afternoon|evening)|nice to meet|pleasure to meet)\b/i;
export const SELF_INTRO = /\b(i'm|i am|my name is|my name's|i run|i own|i founded|i started|i work|i lead|i'm building|we help|we build|i help)\b/i;
const DOES = /\b(i (run|own|founded|started|work|lead|help|build|do|teach|design|sell|make|manage|coach)|i'm (a|an|the) |i am (a|an|the) |my (company|business|studio|startup|firm))\b/i;
export const OPEN_QUESTION = /(^|[.!?]\s*|\b(and|so|but)\s+)(what|how|why|which|where|who|tell me|walk me|could you (tell|share|walk)|can you (tell|share|walk)|i'd love to hear|what's)\b[^?]*\?/i;
export const REFLECTION = /\b(you mentioned|you said|sounds like|it sounds|so you|so your|if i understand|that must|i hear you|that's (interesting|great|impressive) that|you're saying)\b/i;
export const VALUE = /\b(i can (help|introduce|share|send|connect)|i could (help|introduce|share|send|connect)|happy to (help|share|introduce|send|connect)|glad to (help|share|introduce)|let me (send|share|introduce|connect)|i know (someone|a few|people)|introduce you|i'd be happy to|would it help if|i have a (resource|template|contact|list))\b/i;
export const ASK = /\b(would you be open|could we|can we|shall we|let's|let us|would you like to|can i (send|follow|call|book|schedule)|could i (send|follow|call|book|schedule)|may i|are you free|do you have time|would you have time|grab (a )?coffee|set up a (call|meeting)|schedule a|book a|follow up|connect on)\b/i;
const SPECIFIC = /\b(coffee|call|meeting|zoom|lunch|tuesday|wednesday|thursday|friday|monday|next week|tomorrow|\d{1,2}(:\d\d)?\s?(am|pm)|minutes|deck|calendar|email)\b/i;

/** Her sentence that shows the criterion, quoted whole (a very long one up to a comma, never mid-word). */
function quoteOf(turn: string, shows: RegExp | null = null): string {
  const sentences = turn.replace(/\s+/g, ' ').trim().split(/(?<=[.!?])\s+/);
  let s = (shows && sentences.find((x) => shows.test(x))) || sentences[0];
  if (s.length > 300) {
    const comma = s.lastIndexOf(',', 300);
    s = comma > 40 ? s.slice(0, comma) : s.slice(0, s.lastIndexOf(' ', 300));
  }
  return `"${s}"`;
}
const quote = (text: string) => quoteOf(text);

function mine(transcript: ChatEntry[]) {
  return transcript.filter((e) => e.role === 'user').map((e) => e.content);
}

function opening(t: ChatEntry[]): Scored {
  const first = mine(t)[0];
  const base = { id: 'opening' as const, label: CRITERIA[0].label };
  if (!first) return { ...base, score: 1, evidence: 'You did not say anything in this session.' };
  const score = Math.min(5, 1 + (GREETING.test(first) ? 1 : 0) + (SELF_INTRO.test(first) ? 2 : 0) + (DOES.test(first) ? 1 : 0));
  return { ...base, score, evidence: `Your opening: ${quoteOf(first, SELF_INTRO)}` };
}

function questions(t: ChatEntry[]): Scored {
  const base = { id: 'questions' as const, label: CRITERIA[1].label };
  const all = mine(t).filter((m) => m.includes('?'));
  const open = all.filter((m) => OPEN_QUESTION.test(m));
  if (open.length > 0) {
    const score = open.length >= 3 ? 5 : open.length === 2 ? 4 : 3;
    return { ...base, score, evidence: `${open.length} open question${open.length > 1 ? 's' : ''}, e.g. ${quoteOf(open[0], /\?/)}` };
  }
  if (all.length > 0) return { ...base, score: 2, evidence: `Only closed questions, e.g. ${quoteOf(all[0], /\?/)}` };
  return { ...base, score: 1, evidence: 'No question in any of your messages.' };
}

function listening(t: ChatEntry[]): Scored {
  const base = { id: 'listening' as const, label: CRITERIA[2].label };
  const hits: string[] = [];
  const firstOfHers = t.findIndex((e) => e.role === 'user');
  // Her first turn answers the opening line; listening is picking up what was said in the conversation after it.
  for (let i = firstOfHers + 1; i < t.length; i++) {
    if (t[i].role !== 'user' || t[i - 1].role !== 'assistant') continue;
    const theirs = new Set(contentWords(t[i - 1].content).filter((w) => w.length >= 5));
    const shows = new RegExp(`${REFLECTION.source}|\\b(${[...theirs].map((w) => w.replace(/[^a-z0-9]/g, '')).filter(Boolean).join('|') || 'x^'})\\b`, 'i');
    const sentence = t[i].content
      .split(/(?<=[.!?])\s+/)
      .find((s) => REFLECTION.test(s) || new Set(contentWords(s).filter((w) => theirs.has(w))).size >= 2);
    if (sentence && shows.test(sentence)) hits.push(sentence);
  }
  if (hits.length === 0) return { ...base, score: 1, evidence: 'None of your replies picked up what the other person had just said.' };
  return { ...base, score: hits.length >= 3 ? 5 : hits.length === 2 ? 4 : 3, evidence: `You reflected back: ${quote(hits[0])}` };
}

function value(t: ChatEntry[]): Scored {
  const base = { id: 'value' as const, label: CRITERIA[3].label };
  const offers = mine(t).filter((m) => VALUE.test(m));
  if (offers.length === 0) return { ...base, score: 1, evidence: 'You did not offer help, an introduction or a resource.' };
  return { ...base, score: offers.length >= 2 ? 5 : 4, evidence: `You offered: ${quoteOf(offers[0], VALUE)}` };
}

function ask(t: ChatEntry[]): Scored {
  const base = { id: 'ask' as const, label: CRITERIA[4].label };
  const asks = mine(t).filter((m) => ASK.test(m));
  if (asks.length === 0) return { ...base, score: 1, evidence: 'You did not ask for a next step.' };
  const specific = asks.find((m) => SPECIFIC.test(m));
  return specific
    ? { ...base, score: 5, evidence: `Your ask: ${quoteOf(specific, ASK)}` }
    : { ...base, score: 3, evidence: `Your ask was open-ended: ${quoteOf(asks[0], ASK)}` };
}

function balance(t: ChatEntry[]): Scored {
  const base = { id: 'balance' as const, label: CRITERIA[5].label };
  const mineWords = mine(t).reduce((n, m) => n + words(m).length, 0);
  const total = t.reduce((n, e) => n + words(e.content).length, 0);
  if (mineWords === 0 || total === 0) return { ...base, score: 1, evidence: 'You did not speak in this session.' };
  const share = mineWords / total;
  const distance = share < 0.35 ? 0.35 - share : share > 0.6 ? share - 0.6 : 0;
  const score = Math.max(1, 5 - Math.ceil(distance / 0.1 - 1e-9));
  const longest = mine(t).reduce((a, b) => (words(b).length > words(a).length ? b : a));
  return { ...base, score, evidence: `You spoke ${Math.round(share * 100)}% of the words; your longest turn began: ${quote(longest)}` };
}

export function overallScore(criteria: { score: number }[]): number {
  const sum = criteria.reduce((n, c) => n + c.score, 0);
  return Math.round(((sum - criteria.length) / (criteria.length * 4)) * 100);
}

function summary(criteria: Scored[]): string {
  const best = [...criteria].sort((a, b) => b.score - a.score)[0];
  const worst = [...criteria].sort((a, b) => a.score - b.score)[0];
  if (best.score === worst.score) return `Even across the board (${best.score}/5 on every criterion).`;
  const tip = CRITERIA.find((c) => c.id === worst.id)!.looksFor;
  return `Strongest: ${best.label} (${best.score}/5). Work on: ${worst.label} (${worst.score}/5), next time try ${tip}.`;
}

/** The rule-based tip: what to do next time when the criterion fell short, what to keep when it scored 5. */
export function offlineTip(c: Scored, transcript: ChatEntry[]): string {
  if (c.score === 5) return `Keep it up: ${KEEP[c.id]}`;
  const said = mine(transcript).length > 0;
  switch (c.id) {
    case 'opening':
      return said ? 'Start with a greeting, your name and one line on what you do: "Hi, I\'m Ana, I run a design studio."' : 'Say hello first: a greeting and your name are enough to begin.';
    case 'questions':
      return c.score === 2
        ? 'Turn your yes/no questions into open ones that start with what, how or tell me.'
        : 'Ask at least two questions that start with what, how or tell me, and let the answer run.';
    case 'listening':
      return 'Reflect back before moving on: "So you mentioned hiring is the hard part…", then ask about it.';
    case 'value':
      return 'Offer something concrete that fits what you heard: an introduction, a resource or a tip.';
    case 'ask':
      return c.score === 3
        ? 'Make your ask specific: name the format and a time, e.g. "Could we grab a coffee next Tuesday?"'
        : 'End with a clear next step: "Could we book a 20-minute call next week?"';
    case 'balance': {
      const share = Number(/(\d+)% of the words/.exec(c.evidence)?.[1] ?? 0);
      return share > 60
        ? 'Talk less and ask more: close your turn with a question that gives the floor back.'
        : 'Say a little more about yourself and your work, so the other person has something to pick up.';
    }
  }
}

const KEEP: Record<CriterionId, string> = {
  opening: 'your opening says who you are and what you do.',
  questions: 'your open questions kept the other person talking.',
  listening: 'you picked up what you heard before moving on.',
  value: 'you offered something useful without being asked.',
  ask: 'your ask named a concrete next step.',
  balance: 'you shared the conversation evenly.',
};

/** Scores a transcript (the member's lines are role "user"). */
export function scoreTranscript(transcript: ChatEntry[]): Scorecard {
  const criteria = [opening, questions, listening, value, ask, balance].map((f) => {
    const scored = f(transcript);
    return { ...scored, tip: offlineTip(scored, transcript) };
  });
  return { overall: overallScore(criteria), criteria, summary: summary(criteria) };
}
