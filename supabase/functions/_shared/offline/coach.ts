// The offline practice coach: plays the scenario's counterpart, answers what the member actually said,
// asks follow-up questions, reacts to an ask or an offer, and stays in role for the whole session.
import type { ChatEntry } from '../input-rules.ts';
import { clip, pick } from '../text.ts';
import { ASK, VALUE } from './coach-rubric.ts';
import type { Scenario } from './coach-scenarios.ts';

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

/** What she said about herself ("I run a bakery" → "you run a bakery"), to reflect back. */
function aboutHer(message: string): string | null {
  const m = /\b(?:i|we)\s*(?:'m|am)?\s*(run|own|founded|started|lead|manage|help|build|make|design|sell|teach|coach|work (?:at|in|on|for|with)|building|launching|working on|raising)\s+([^.,!?;]{3,60})/i.exec(message);
  if (!m) return null;
  const verb = m[1].toLowerCase();
  const second = verb === 'building' || verb === 'launching' || verb === 'working on' || verb === 'raising' ? `are ${verb}` : verb;
  return `you ${second} ${m[2].trim().replace(/\b(my|our)\b/gi, 'your')}`;
}

const QUESTION = /\?/;

/** A reaction template with what she said in it, capitalised only where it starts the sentence. */
function react(template: string, x: string): string {
  const start = template.startsWith('{x}');
  return template.replace('{x}', start ? x.charAt(0).toUpperCase() + x.slice(1) : x.charAt(0).toLowerCase() + x.slice(1));
}

/** Her statement as the counterpart repeats it: "Our customers are clinics." → "Your customers are clinics". */
function secondPerson(message: string): string {
  const swapped = message
    .trim()
    .replace(/[.!]+$/, '')
    .replace(/\b(I'm|I am)\b/gi, 'you are')
    .replace(/\b(we're|we are)\b/gi, 'you are')
    .replace(/\b(my|our)\b/gi, 'your')
    .replace(/\b(I|we)\b/gi, 'you')
    .replace(/\b(me|us)\b/gi, 'you');
  return swapped;
}

/** The counterpart's reply to the member's latest message, given the conversation so far. */
export function coachReply(scenario: Scenario, history: ChatEntry[], message: string): string {
  const p = scenario.persona;
  const turn = history.filter((e) => e.role === 'user').length; // her earlier messages
  const seed = `${scenario.title}|${turn}|${message}`;
  const parts: string[] = [];
  const asked = new Set(history.filter((e) => e.role === 'assistant').map((e) => e.content));

  const herself = aboutHer(message);
  if (herself) parts.push(react(pick(p.reactions, seed), herself));

  if (QUESTION.test(message)) {
    const topic = p.answers.find((a) => a.topic.test(message));
    parts.push(topic ? topic.answer : p.defaultAnswer);
  }
  const offered = VALUE.test(message);
  if (offered) parts.push(p.onValue);
  const isAsk = ASK.test(message);
  if (isAsk) parts.push(p.onAsk);

  if (parts.length === 0) {
    const wordsSaid = message.trim().split(/\s+/).length;
    if (wordsSaid < 3) parts.push(p.onVague);
    else if (wordsSaid <= 14) parts.push(react(pick(p.reactions, seed), secondPerson(message)));
    else parts.push(pick(['I see.', 'Got it.', 'That makes sense.', 'Okay, I follow.'], seed));
  }
  // Keep the conversation going with the next question she has not asked yet, unless the member just made
  // her ask (then the counterpart answers it and leaves room to close).
  if (!isAsk) {
    const next = p.followUps.find((q) => ![...asked].some((a) => a.includes(q)));
    parts.push(next ?? pick(['What else should I know about you?', 'Anything else on your mind?'], seed));
  }
  return parts.join(' ');
}
