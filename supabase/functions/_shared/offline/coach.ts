// The offline practice coach: plays the scenario's counterpart. It answers her question first, reflects back
// what she said about herself (whole clauses, turned to "you"), reacts to an ask or an offer, asks one follow-up
// she has not already answered, and stays in role: it closes only when she does or when the scenario's time is
// up. Deterministic: the same conversation gives the same reply.
import type { ChatEntry } from '../input-rules.ts';
import { clip, pick } from '../text.ts';
import { ASK, VALUE } from './coach-rubric.ts';
import { turnsAllowed, type Scenario } from './coach-scenarios.ts';

/** The coach's first message: honest framing (the built-in coach), then the counterpart's opening line. */
export function coachStart(scenario: Scenario, memberName: string): string {
  const p = scenario.persona;
  const goal = scenario.goal ? ` Your goal: ${clip(scenario.goal, 200)}.` : '';
  return (
    `Welcome, ${memberName.split(/\s+/)[0]}! This is the built-in practice coach. Scenario: ${scenario.title} (${scenario.difficulty}, ${scenario.duration}), at ${scenario.setting}.${goal} ` +
    `I will play ${p.name}, ${p.role}. Introduce yourself, ask questions, offer value and make a clear ask; press End Session for your scorecard.\n\n` +
    `${p.name}: ${p.opening}`
  );
}

/** Common chat spellings read as the words they stand for (matching only; her words are echoed as written). */
const SPELLINGS: [RegExp, string][] = [
  [/\bwat\b/gi, 'what'],
  [/\bwhats\b/gi, "what's"],
  [/\bu\b/gi, 'you'],
  [/\bur\b/gi, 'your'],
  [/\bim\b/gi, "I'm"],
  [/\btonite\b/gi, 'tonight'],
  [/\bwoud\b/gi, 'would'],
  [/\blets\b/gi, "let's"],
  [/\bcoffe\b/gi, 'coffee'],
  [/\btomorow\b/gi, 'tomorrow'],
];
const readable = (text: string) => SPELLINGS.reduce((t, [re, w]) => t.replace(re, w), text);

export const sentencesOf = (text: string) =>
  text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.trim())
    .filter(Boolean);

const QUESTION_START = /^(what|what's|how|why|who|where|when|which|do you|does|did you|can you|could you|are you|is (it|this|there)|would you|can i|could i|can we|could we|may i|shall we)\b/i;

/** Her direct question: the last sentence ending in "?" or opening like a question. */
export function directQuestion(message: string): string | null {
  return [...sentencesOf(readable(message))].reverse().find((s) => /\?\s*$/.test(s) || QUESTION_START.test(s)) ?? null;
}

/** She is saying goodbye. */
export const CLOSING = /\b(bye|goodbye|gotta (go|run)|got to (go|run)|ha(ve|d) to (go|run)|need to (go|run)|must (go|run)|(lovely|great|nice) (meeting|talking (to|with)) you|it was (lovely|great|nice)|see you|thanks (so much )?for (the chat|chatting|your time))\b/i;

const SMALL_TALK = /\b(coffee|food|drinks?|snacks?|vegetarian|parking|weather|rain|music|game|traffic|wifi|venue|bathroom|line)\b/i;

/** Her words in the second person: "I run my bakery" → "you run your bakery" (her "US" stays the country). */
export function toSecondPerson(text: string): string {
  return text
    .replace(/\b(I'm|I am|Im)\b/g, 'you are')
    .replace(/\b(i'm|i am|im)\b/g, 'you are')
    .replace(/\bI was\b/gi, 'you were')
    .replace(/\b(we're|we are)\b/gi, 'you are')
    .replace(/\bwe were\b/gi, 'you were')
    .replace(/\bI've\b/gi, "you've")
    .replace(/\bwe've\b/gi, "you've")
    .replace(/\bI'd\b/gi, "you'd")
    .replace(/\bI'll\b/gi, "you'll")
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(mine|ours)\b/gi, 'yours')
    .replace(/\b(myself|ourselves)\b/gi, 'yourself')
    .replace(/\b(I|we|We)\b/g, 'you')
    .replace(/\bi\b/g, 'you')
    .replace(/\b(me|us)\b/g, 'you')
    .replace(/\byou has\b/g, 'you have');
}

const SELF = /\b(?:I|i|we|We|I'm|i'm|im|Im|we're)\s+(?:am\s+|are\s+|'m\s+)?(?:also\s+|just\s+|now\s+)?(run|own|founded|started|lead|manage|help|build|make|design|sell|teach|coach|consult|do|have|charge|bake|work (?:at|in|on|for|with)|building|launching|working on|raising|starting|hoping|thinking|a|an)\b/;
/** Where a clause of hers ends: punctuation, or a new subject after "and", "but", "so", "because". */
const CLAUSE_END = /[.,!?;:]|\s(?:and|but|so|because|though|although)\s+(?:I|i|we|We|I'm|i'm|im|my|our|it|she|he|they|nobody)\b|\s-\s/;

/** What she said about herself, one whole clause turned to "you" ("I run a bakery in Austin" → "you run a bakery in Austin"); null when she said nothing about herself or the clause is too long to repeat. */
export function aboutHer(message: string): string | null {
  const clauses: string[] = [];
  let from = 0;
  for (const m of message.matchAll(new RegExp(SELF.source, 'g'))) {
    if (m.index < from) continue;
    const rest = message.slice(m.index);
    const end = CLAUSE_END.exec(rest.slice(1));
    const clause = (end ? rest.slice(0, end.index + 1) : rest).trim();
    from = m.index + clause.length;
    const words = clause.split(/\s+/).length;
    if (words >= 3 && words <= 16) clauses.push(clause);
  }
  if (clauses.length === 0) return null;
  // Two things she said about herself are repeated together when they stay short ("you run a bakery and you are raising money").
  const both = clauses.slice(0, 2).join(' and ');
  return toSecondPerson(clauses.length > 1 && both.split(/\s+/).length <= 24 ? both : clauses[0]);
}

const FIRST_PERSON = /\b(i|i'm|im|my|me|we|we're|our)\b/i;

/** A reaction template with what she said in it, capitalised only where it starts the sentence. */
function react(template: string, x: string): string {
  const start = template.startsWith('{x}');
  const inner = /^[A-Z][a-z]/.test(x) && !/^I\b/.test(x) ? x.charAt(0).toLowerCase() + x.slice(1) : x;
  return template.replace('{x}', start ? x.charAt(0).toUpperCase() + x.slice(1) : inner);
}

/** The counterpart's questions and what in her turns already answers each. */
const ANSWERED_BY: [RegExp, RegExp][] = [
  [/\b(what do you do|what kind of work|what are you working on)\b/i, /\b(i|we) (run|own|do|help|build|sell|make|teach|work|lead|founded|started|consult|bake)\b|\bi'?m (a|an) |\bi am (a|an) |\bmy (company|business|studio|startup|salon|bakery)\b/i],
  [/\bhow did you get started\b/i, /\b(started|began|founded|it all began)\b/i],
  [/\bfirst time\b/i, /\bfirst time\b|\bnew here\b|\bsecond time\b/i],
  [/\bhow much are you raising\b/i, /\braising\b[^.?!]*\$\s?\d|\$\s?\d[\d,.]*k?\b[^.?!]*\b(round|raise|raising)\b/i],
  [/\bwho is your customer\b/i, /\b(customers?|clients?) (are|is)\b|\bwe (serve|sell to|work with)\b|\bour customers\b/i],
  [/\bwhat traction\b/i, /\$\s?\d[\d,.]*k?\s*(a|per)\s*month|\b\d[\d,]*\s*(paying|customers|clients|users|clinics|patients|regulars|members)\b|\b(clinics?|customers|clients) pay(ing)?\b|\brevenue\b/i],
  [/\b(what brings you|what made you come|why are you here)\b/i, /\b(here to|came to|i'm here|i am here|came for|hoping to|looking to|because i want|i want)\b/i],
  [/\bhow big is the market\b/i, /\bmarket\b|\b\d[\d,]* (independent )?\w+ in the (us|u\.s\.|country|world)\b/i],
  [/\bright team\b/i, /\b(co-?founder|team|by training|background|experience)\b/i],
  [/\bwhich session\b/i, /\b(session|panel|talk|keynote)\b/i],
  [/\bhoping to meet\b|\bwho are you hoping\b/i, /\b(meet|partners?|looking for)\b/i],
];

function alreadyAnswered(question: string, hers: string[]): boolean {
  return ANSWERED_BY.some(([q, a]) => q.test(question) && hers.some((h) => a.test(h)));
}

/** Her question answered in role: her ask, a topic the counterpart knows, small talk, or her honest default. */
function answerTo(scenario: Scenario, question: string): string {
  const p = scenario.persona;
  if (ASK.test(question)) return p.onAsk;
  const topic = p.answers.find((a) => a.topic.test(question));
  if (topic) return topic.answer;
  if (SMALL_TALK.test(question)) return p.smallTalk;
  return p.defaultAnswer;
}

/** The counterpart's reply to the member's latest message, given the conversation so far. */
export function coachReply(scenario: Scenario, history: ChatEntry[], message: string): string {
  const p = scenario.persona;
  const earlier = history.filter((e) => e.role === 'user').map((e) => e.content);
  const hers = [...earlier, message].map(readable);
  const mine = history.filter((e) => e.role === 'assistant').map((e) => e.content);
  const recent = mine.slice(-3);
  const seed = `${scenario.title}|${earlier.length}|${message}`;
  const text = readable(message);
  const question = directQuestion(message);
  const parts: string[] = [];

  if (CLOSING.test(text) && !(earlier.length === 0 && !/\b(bye|goodbye|go|run)\b/i.test(text))) {
    return p.onClose;
  }
  const timeUp = hers.length >= turnsAllowed(scenario);

  if (question) parts.push(answerTo(scenario, question));
  const herself = aboutHer(message);
  const isAsk = ASK.test(text);
  if (herself) parts.push(react(pick(p.reactions, seed), herself));
  if (VALUE.test(text)) parts.push(p.onValue);
  if (isAsk && !(question && ASK.test(question))) parts.push(p.onAsk);
  if (parts.length === 0) {
    const said = text.trim().split(/\s+/).length;
    const statement = message.trim().replace(/[.!]+$/, '');
    if (SMALL_TALK.test(text)) parts.push(p.smallTalk);
    // A short statement about her own work is repeated back whole, in the second person.
    else if (said >= 3 && said <= 14 && FIRST_PERSON.test(statement) && !/[.!?;]/.test(statement)) parts.push(react(pick(p.reactions, seed), toSecondPerson(statement)));
    else if (said < 3) parts.push(pick([p.onVague, 'Okay.', 'Got it.', 'I see.'].filter((x) => !recent.some((r) => r.startsWith(x))), seed));
    else parts.push(pick(['I see.', 'Got it.', 'That makes sense.', 'Okay, I follow.'].filter((x) => !recent.some((r) => r.startsWith(x))), seed));
  }
  if (timeUp) {
    parts.push(p.onTimeUp);
    return parts.join(' ');
  }
  // Keep the conversation going with one question she has neither been asked nor already answered, unless
  // she just made her ask (then the counterpart answers it and leaves room to close).
  if (!isAsk) {
    const asked = (q: string) => mine.some((a) => a.includes(q));
    const next =
      p.followUps.find((q) => !asked(q) && !alreadyAnswered(q, hers)) ??
      p.moreQuestions.find((q) => !asked(q) && !alreadyAnswered(q, hers)) ??
      p.moreQuestions.find((q) => !recent.some((a) => a.includes(q)));
    if (next && !parts.some((x) => x.endsWith('?'))) parts.push(next);
  }
  const reply = parts.join(' ');
  // Never the same reply twice in a row of three: vary the opening acknowledgement.
  return recent.includes(reply) ? `Right. ${reply}` : reply;
}
