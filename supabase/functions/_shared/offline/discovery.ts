// The offline discovery coach: suggests superpowers, passions or fuel from what the member wrote, never one
// she already has, each with the line that explains it; refresh gives the next best.
import type { ChatEntry } from '../input-rules.ts';
import type { MemberData } from '../member-data.ts';
import { CATEGORY_FOLLOW_UPS, CATEGORY_LABEL, CATEGORY_MEANING, DISCOVERY_CATALOG, type CatalogEntry, type DiscoveryCategory } from './discovery-catalog.ts';
import { listing, normalise, pick, words } from '../text.ts';
import { directQuestion } from './coach.ts';

export interface Suggestion {
  text: string;
  reason: string;
}

export interface DiscoveryInput {
  category: DiscoveryCategory;
  action: 'start' | 'chat' | 'refresh';
  message: string | null;
  history: ChatEntry[];
  /** Suggestions already shown in this conversation: refresh skips them. */
  previous: string[];
}

export const SUGGESTION_COUNT = 5;

interface Source {
  label: string;
  text: string;
  weight: number;
}

function sources(data: MemberData, input: DiscoveryInput): Source[] {
  const { profile, skills } = data;
  const own = (c: DiscoveryCategory) => (c === input.category ? [] : skills[c]);
  return [
    { label: 'your message', text: input.message ?? '', weight: 3 },
    { label: 'what you told me', text: input.history.filter((e) => e.role === 'user').map((e) => e.content).join(' \n '), weight: 2 },
    { label: 'your bio', text: profile.bio ?? '', weight: 2 },
    { label: 'your role', text: [profile.role, profile.company].filter(Boolean).join(' at '), weight: 2 },
    { label: 'your achievements', text: data.achievements.map((a) => `${a.title}. ${a.description ?? ''}`).join(' \n '), weight: 2 },
    { label: 'your posts', text: data.posts.join(' \n '), weight: 1 },
    { label: 'your other Who items', text: [...own('superpowers'), ...own('passions'), ...own('fuel')].join(', '), weight: 1 },
  ].filter((s) => s.text.trim() !== '');
}

interface Scored {
  entry: CatalogEntry;
  score: number;
  evidence: { label: string; word: string } | null;
}

function score(entry: CatalogEntry, srcs: Source[], wordLists: string[][]): Scored {
  let total = 0;
  let evidence: Scored['evidence'] = null;
  let best = 0;
  srcs.forEach((src, i) => {
    const matched = new Set<string>();
    let firstWord: string | null = null;
    for (const w of wordLists[i]) {
      const k = entry.keywords.find((k) => (k.includes(' ') ? false : w.startsWith(k)));
      if (k && !matched.has(k)) {
        matched.add(k);
        firstWord ??= w;
      }
    }
    for (const k of entry.keywords) {
      if (k.includes(' ') && src.text.toLowerCase().includes(k)) {
        matched.add(k);
        firstWord ??= k;
      }
    }
    const s = Math.min(matched.size, 3) * src.weight;
    total += s;
    if (s > best && firstWord) {
      best = s;
      evidence = { label: src.label, word: firstWord };
    }
  });
  return { entry, score: total, evidence };
}

/** The ranked suggestions for the member: best first, skipping what she has and what `exclude` names. */
export function rankSuggestions(data: MemberData, input: DiscoveryInput, exclude: string[]): Suggestion[] {
  const srcs = sources(data, input);
  const wordLists = srcs.map((s) => words(s.text));
  const skip = new Set([...data.skills[input.category], ...exclude].map(normalise));
  const ranked = DISCOVERY_CATALOG[input.category]
    .filter((e) => !skip.has(normalise(e.name)))
    .map((e) => score(e, srcs, wordLists))
    .map((s, order) => ({ ...s, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  return ranked.slice(0, SUGGESTION_COUNT).map(({ entry, score, evidence }) => ({
    text: entry.name,
    reason:
      score > 0 && evidence
        ? `${capitalise(entry.why)}: ${evidence.label} ${/s$/.test(evidence.label) ? 'mention' : 'mentions'} "${evidence.word}".`
        : `${capitalise(entry.why)}. Nothing you have written points to it yet, so take it as an idea to try on.`,
  }));
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

export function discoveryAnswer(data: MemberData, input: DiscoveryInput): { message: string; suggestions: Suggestion[] } {
  const label = CATEGORY_LABEL[input.category];
  const firstName = data.profile.display_name.split(/\s+/)[0];
  const exclude = input.action === 'refresh' ? input.previous : [];
  const suggestions = rankSuggestions(data, input, exclude);
  const grounded = suggestions.filter((s) => !s.reason.includes('Nothing you have written'));
  const has = data.skills[input.category];
  const parts: string[] = [];

  if (input.action === 'start') {
    parts.push(`Hi ${firstName}! I'm the built-in Diva coach, working from what you have shared here.`);
    const read = [data.profile.bio && 'your bio', data.profile.role && 'your role', data.posts.length > 0 && 'your posts', data.achievements.length > 0 && 'your achievements']
      .filter((x): x is string => Boolean(x));
    if (read.length > 0) parts.push(`I read ${listing(read)}.`);
    if (has.length > 0) parts.push(`You already list ${listing(has.slice(0, 3).map((s) => `"${s}"`))}${has.length > 3 ? ' and more' : ''}, so I will not repeat those.`);
  } else if (input.action === 'refresh') {
    parts.push(suggestions.length ? `Here ${suggestions.length === 1 ? 'is one more idea' : `are ${NUMBER_WORDS[suggestions.length] ?? 'more'} more ideas`} to consider, none of them the ones on your screen.` : '');
  } else if (input.message) {
    // Her question is answered first; otherwise her words are taken in, not repeated back.
    const question = directQuestion(input.message);
    if (question) parts.push(answerAbout(question));
    else parts.push(pick(['Thank you, that helps.', 'That is useful to know, thank you.', 'Thanks for telling me more.'], input.message));
  }

  if (suggestions.length === 0) {
    parts.push(`I have no more ${label.plural} to suggest right now. Type your own in the add field, or tell me more about yourself.`);
  } else if (grounded.length > 0) {
    parts.push(`${grounded.length === suggestions.length ? 'These' : 'The first ones'} fit what you wrote: ${listing(grounded.map((s) => s.text))}. Add the ones that feel true.`);
  } else {
    parts.push(`I do not know enough about you yet to be specific, so here are popular ${label.plural} to try on.`);
  }
  parts.push(input.action === 'start' ? label.question : nextQuestion(input));
  return { message: parts.filter(Boolean).join(' '), suggestions };
}

const NUMBER_WORDS: Record<number, string> = { 2: 'two', 3: 'three', 4: 'four', 5: 'five' };

/** Her question about the words or the coach answered plainly; anything else is brought back to her. */
function answerAbout(question: string): string {
  if (/\b(superpower|passion|fuel|difference|mean|what is a)\b/i.test(question)) return CATEGORY_MEANING;
  if (/\b(how|why) (do|does|did) you (know|choose|pick|suggest)\b/i.test(question)) return 'I match the words in your profile, posts and messages to what each suggestion stands for.';
  return 'I can only answer from what you share here, so I will keep to your profile and your words.';
}

/** The next follow-up of the category: one not asked yet, else one not among the last three replies. */
function nextQuestion(input: DiscoveryInput): string {
  const mine = input.history.filter((e) => e.role === 'assistant').map((e) => e.content);
  const list = [CATEGORY_LABEL[input.category].question, ...CATEGORY_FOLLOW_UPS[input.category]];
  const asked = (q: string) => mine.some((m) => m.includes(q));
  return list.find((q) => !asked(q)) ?? list.find((q) => !mine.slice(-3).some((m) => m.includes(q))) ?? list[mine.length % list.length];
}
