// The rules every reply of the conversation corpus is held to, for the offline engine and for a model alike.
// Each rule is a small function of one reply in its conversation: it returns null when the reply keeps the
// rule, or a sentence saying how it broke it.
import { checkSmart } from '../functions/_shared/offline/goal-setter.ts';

export type ReplyKind = 'coach' | 'scorecard' | 'discovery' | 'goal' | 'connection';

/** One reply in its conversation: what the rules look at. */
export interface ReplyCase {
  /** Conversation id and turn, e.g. "mixer-bakery-long #2". */
  id: string;
  kind: ReplyKind;
  reply: string;
  /** Her turns so far, the latest last (for the connection assistant: her prompt). */
  her: string[];
  /** Her latest message, or null (a start or a refresh). */
  latest: string | null;
  /** The replies before this one in the same conversation, oldest first. */
  previous: string[];
  /** What the reply may name: the scenario and its counterpart, her profile, the members it may suggest, the app's own words. */
  facts: string[];
  /** Lines the engine says as written (a persona's script): an echo rule does not read them as her words. */
  scripted: string[];
  /** The scenario's time is up (practice coach). */
  timeUp?: boolean;
  /** Discovery: the suggestions returned, and those on screen when a refresh was asked. */
  suggestions?: string[];
  onScreen?: string[] | null;
  /** Goal setter: whether the answer proposes a goal, and the day the session runs. */
  goalSuggested?: boolean;
  today?: Date;
  /** Scorecard: each criterion's evidence, and the transcript it scored. */
  scorecard?: { id: string; evidence: string }[];
  transcript?: { role: 'user' | 'assistant'; content: string }[];
}

export interface Rule {
  id: string;
  description: string;
  check(c: ReplyCase): string | null;
}

// ---- small text tools -------------------------------------------------------------------------------------

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9']*/g) ?? [];
const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();
/** Sentences, split after . ! ? … (keeping quotes with their sentence). */
export const sentences = (text: string) =>
  text
    .split(/(?<=[.!?…]["')]?)\s+(?=["'(]?[A-Z0-9$])/)
    .map((s) => s.trim())
    .filter(Boolean);

const FIRST_PERSON = new Set(['i', "i'm", 'im', "i've", "i'd", "i'll", 'me', 'my', 'mine', 'myself', 'we', "we're", "we've", "we'll", 'our', 'ours', 'us']);
const FUNCTION_WORDS = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'to', 'of', 'in', 'on', 'for', 'with', 'at', 'by', 'from', 'my', 'your', 'our', 'their', 'his', 'her', 'its', 'so', 'because', 'that', 'if', 'than', 'as', 'into', 'about']);
/** Words no finished statement ends on ("…to open a." is cut; "try on.", "proud of." and "hearing that." are not). */
const DANGLING = new Set(['a', 'an', 'the', 'and', 'or', 'but', 'my', 'your', 'our', 'their', 'than', 'because', 'if']);

/** Runs of at least `min` consecutive words of `reply` found consecutively in one of `sources`. */
function echoes(reply: string, sources: string[], min = 3): string[][] {
  const r = wordsOf(reply);
  const found: string[][] = [];
  const lists = sources.map(wordsOf);
  let i = 0;
  while (i < r.length) {
    let best = 0;
    for (const s of lists) {
      for (let j = 0; j < s.length; j++) {
        let k = 0;
        while (i + k < r.length && j + k < s.length && r[i + k] === s[j + k]) k++;
        best = Math.max(best, k);
      }
    }
    if (best >= min) {
      found.push(r.slice(i, i + best));
      i += best;
    } else i++;
  }
  return found;
}

/** The reply without the sentences the engine says as written (its script). */
function unscripted(c: ReplyCase): string {
  const script = new Set(c.scripted.flatMap(sentences).map(norm));
  return sentences(c.reply)
    .filter((s) => !script.has(norm(s)))
    .join(' ');
}

/** What she said that closes the conversation. */
export const CLOSING_HERS =
  /\b(bye|goodbye|gotta (go|run)|got to (go|run)|ha(ve|d) to (go|run)|need to (go|run)|must (go|run)|(lovely|great|nice) (meeting|talking (to|with)) you|it was (lovely|great|nice)|see you|thanks (so much )?for (the chat|chatting|your time))\b/i;
/** What closes a conversation on the counterpart's side. */
const CLOSING_REPLY =
  /\b(bye|goodbye|take care|see you|(lovely|great|nice) (meeting|talking (to|with)) you|it was (lovely|great|nice) (meeting|talking)|have a (great|good|lovely|nice) (day|evening|night|rest)|thanks (so much )?for (the chat|chatting|your time|stopping by)|enjoy the rest)\b/i;
const OUT_OF_ROLE = /\b(as an ai|language model|built-in (practice )?coach|practice coach|this is (a|just a) practice|scorecard|end session|i am an assistant)\b/i;

/** Her direct question in the latest turn: a sentence ending in "?" or opening with a question word. */
export function herQuestion(latest: string | null): string | null {
  if (!latest) return null;
  const parts = latest.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter(Boolean);
  const q = [...parts].reverse().find((s) => /\?\s*$/.test(s) || /^(what|wat|whats|what's|how|why|who|where|when|which|do you|does|did you|can you|could you|are you|is (it|this|there)|would you)\b/i.test(s));
  return q ?? null;
}

// ---- the rules ----------------------------------------------------------------------------------------------

export const completeSentences: Rule = {
  id: 'complete-sentences',
  description: 'no cut words and no unfinished sentences',
  check(c) {
    if (!c.reply.trim()) return null; // an empty answer is another rule's
    const hersText = c.her.join(' ');
    if (c.reply.includes('…') && !hersText.includes('…')) return 'cut with an ellipsis';
    if (c.reply.includes('...') && !hersText.includes('...')) return 'cut with an ellipsis';
    const r = wordsOf(c.reply);
    for (const turn of c.her) {
      const h = wordsOf(turn);
      for (let i = 2; i < r.length; i++) {
        for (let j = 0; j + 2 < h.length; j++) {
          if (h[j] === r[i - 2] && h[j + 1] === r[i - 1] && h[j + 2] !== r[i] && h[j + 2].startsWith(r[i])) {
            return `cut word: "${r[i - 2]} ${r[i - 1]} ${r[i]}" for her "${h[j]} ${h[j + 1]} ${h[j + 2]}"`;
          }
        }
      }
    }
    // A connection request may end on its sign-off ("Best, Maya"); evidence lines are checked by their quotes.
    const text = c.kind === 'scorecard' ? '' : c.reply.trim().replace(/\s*\b(best|thanks|cheers|warmly|regards),?\s+[A-Z][a-z]+\s*$/i, '');
    if (text && !/[.!?]["')]?$/.test(text)) return `unfinished: ends "${text.slice(-30)}"`;
    for (const s of sentences(text)) {
      const last = wordsOf(s).at(-1);
      if (last && DANGLING.has(last) && /\.["')]?$/.test(s)) return `unfinished sentence: "${s}"`;
    }
    return null;
  },
};

export const secondPersonEcho: Rule = {
  id: 'echo-second-person',
  description: 'an echoed phrase of hers has its pronouns turned to the second person',
  check(c) {
    // Evidence quotes her word for word, and a connection request is written in her voice.
    if (c.kind === 'scorecard' || c.kind === 'connection') return null;
    for (const e of echoes(unscripted(c), c.her)) {
      const first = e.find((w) => FIRST_PERSON.has(w));
      if (first) return `echo keeps her "${first}": "${e.join(' ')}"`;
    }
    return null;
  },
};

const ACKNOWLEDGEMENT = /^(good question|great question|fair question|i see|got it|okay|ok|oh|hmm|interesting|nice|wow|ha|right|sure thing)\b[^.!?]*[.!?]$/i;
const ANSWER_OPENING = /^(yes|yeah|yep|no|nope|sure|of course|absolutely|definitely|honestly|it depends|not|i|i'm|i'd|i've|we|we're|my|our|mostly|usually|first|that)\b/i;
const stems = (text: string) => new Set(wordsOf(text).filter((w) => w.length >= 4 && !FUNCTION_WORDS.has(w)).map((w) => w.slice(0, 4)));

export const questionFirst: Rule = {
  id: 'question-answered-first',
  description: 'a direct question from her gets an answer to that question before anything else',
  check(c) {
    if (c.kind !== 'coach' && c.kind !== 'discovery' && c.kind !== 'goal') return null;
    const q = herQuestion(c.latest);
    if (!q || !c.reply.trim()) return null;
    const list = sentences(c.reply);
    const first = list.find((s) => !ACKNOWLEDGEMENT.test(s)) ?? list[0];
    if (/\?["')]?$/.test(first)) return `her question "${q}" is met with a question first: "${first}"`;
    if (/^(so |wait, |oh, )?you\b/i.test(first) || echoes(first, [c.latest!], 4).length > 0) return `her question "${q}" is met with her own words first: "${first}"`;
    // An answer names what she asked about, opens like an answer, or is the counterpart speaking for herself.
    const shared = [...stems(first)].some((s) => stems(q).has(s));
    const speaksForHerself = wordsOf(first).slice(0, 4).some((w) => ['i', "i'm", 'my', 'me', 'we', 'our'].includes(w));
    if (!shared && !speaksForHerself && !ANSWER_OPENING.test(first)) return `her question "${q}" is not answered first: "${first}"`;
    return null;
  },
};

export const inRole: Rule = {
  id: 'in-role',
  description: 'the persona stays in role and does not close unless she closed or the time is up',
  check(c) {
    if (c.kind !== 'coach') return null;
    if (OUT_OF_ROLE.test(c.reply)) return `out of role: "${OUT_OF_ROLE.exec(c.reply)![0]}"`;
    const sheClosed = c.latest !== null && CLOSING_HERS.test(c.latest);
    if (!sheClosed && !c.timeUp && CLOSING_REPLY.test(c.reply)) return `closes while she is talking: "${CLOSING_REPLY.exec(c.reply)![0]}"`;
    if (sheClosed && /\?["')]?$/.test(c.reply.trim())) return 'she closed, and the reply asks another question';
    return null;
  },
};

/** The counterpart's questions and what in her earlier turns already answers each. */
const ANSWERED: [RegExp, RegExp][] = [
  [/\b(what do you do|what kind of work|what are you working on|tell me about your (work|business))\b/i, /\b(i|we) (run|own|do|help|build|sell|make|teach|work|lead|founded|started|consult|bake)\b|\bi'?m (a|an) |\bi am (a|an) |\bmy (company|business|studio|startup|salon|bakery)\b/i],
  [/\bfirst time\b/i, /\bfirst time\b|\bnew here\b|\bsecond time\b|\bbeen (here|coming) before\b/i],
  [/\bhow much are you raising\b/i, /\braising \$?\d|\$\s?\d[\d,.]*k?\b.*\b(round|raise|raising)|\braising\b.*\$\s?\d/i],
  [/\bwho is your customer\b/i, /\b(customers?|clients?) (are|is)\b|\bwe (serve|sell to|work with)\b/i],
  [/\bwhat traction\b/i, /\$\s?\d[\d,.]*k?\s*(a|per)\s*month|\b\d[\d,]*\s*(paying|customers|clients|users|clinics|patients|regulars|members)\b|\b(clinics?|customers|clients) pay(ing)?\b/i],
  [/\b(what brings you|what made you come|why are you here)\b/i, /\b(here to|came to|i'm here|i am here|came for|hoping to|looking to|because i want)\b/i],
  [/\bhow big is the market\b/i, /\bmarket\b|\b\d[\d,]* (independent )?\w+ in the (us|u\.s\.|country|world)\b/i],
];

export const noRepeat: Rule = {
  id: 'no-repeat',
  description: 'no reply repeats one of the last three replies, or asks a question she already answered',
  check(c) {
    if (c.kind === 'scorecard' || c.kind === 'connection' || !c.reply.trim()) return null;
    const last = c.previous.slice(-3);
    if (last.some((p) => norm(p) === norm(c.reply))) return 'repeats one of the last three replies';
    const asked = new Set(last.flatMap(sentences).filter((s) => s.endsWith('?')).map(norm));
    const again = sentences(c.reply).find((s) => s.endsWith('?') && asked.has(norm(s)));
    if (again) return `asks again: "${again}"`;
    const before = c.her.slice(0, -1).concat(c.latest && c.kind === 'coach' ? [c.latest] : []);
    for (const s of sentences(c.reply).filter((x) => x.endsWith('?'))) {
      for (const [question, answer] of ANSWERED) {
        const by = before.find((t) => answer.test(t));
        if (question.test(s) && by) return `asks "${s}" though she said "${by}"`;
      }
    }
    return null;
  },
};

const ALWAYS = new Set(['i', "i'm", "i've", "i'd", "i'll", 'ok', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday', 'january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december', 'us', 'ai']);

export const grounded: Rule = {
  id: 'grounded',
  description: 'every reply names only facts from the scenario, her profile or her own turns',
  check(c) {
    if (!c.reply.trim()) return null;
    const known = [...c.facts, ...c.her, ...c.scripted].join(' \n ');
    const knownWords = new Set(wordsOf(known));
    const knownNumbers = new Set((known.match(/\d[\d,.]*/g) ?? []).map((n) => n.replace(/[,.]+$/, '').replace(/,/g, '')));
    const text = c.reply.replace(/\b\d{4}-\d{2}-\d{2}\b/g, ''); // dates worked out from her deadline
    // A scorecard's numbers (counts, shares) are worked out from her transcript.
    for (const n of c.kind === 'scorecard' ? [] : (text.match(/\d[\d,.]*/g) ?? [])) {
      const bare = n.replace(/[,.]+$/, '').replace(/,/g, '');
      if (!knownNumbers.has(bare)) return `names a number she never gave: ${n.replace(/[,.]+$/, '')}`;
    }
    for (const s of sentences(text)) {
      const names = [...s.matchAll(/(?<=[a-z,;] |[a-z,;] ")([A-Z][a-zA-Z'&-]+)/g)].map((m) => m[1]);
      for (const name of names) {
        const w = name.toLowerCase().replace(/'s$/, '');
        if (!knownWords.has(w) && !ALWAYS.has(w)) return `names "${name}", which is not in the scenario, her profile or her turns`;
      }
    }
    return null;
  },
};

const REFLECTS = /\b(you mentioned|you said|sounds like|it sounds|so you|so your|if i understand|you're saying|you are saying|i hear you|that must)\b/i;
const OFFERS = /\b(i can|i could|happy to|glad to|let me|i know (someone|a few|people)|introduce|would it help|i'd be happy)\b/i;
const ASKS = /\b(could we|can we|shall we|let's|let us|would you be open|would you like|can i|could i|may i|are you free|do you have time|book|schedule|coffee|call|follow up|connect)\b/i;

export const scorecardEvidence: Rule = {
  id: 'scorecard-evidence',
  description: "scorecard evidence quotes only her turns, and each criterion's quote shows that criterion",
  check(c) {
    if (c.kind !== 'scorecard' || !c.scorecard || !c.transcript) return null;
    const hers = c.transcript.filter((e) => e.role === 'user').map((e) => e.content.replace(/\s+/g, ' '));
    for (const crit of c.scorecard) {
      for (const m of crit.evidence.matchAll(/"([^"]+)"/g)) {
        const q = m[1].replace(/…$/, '').trim();
        const from = hers.findIndex((h) => h.includes(q));
        if (from < 0) return `${crit.id}: "${q}" is not her words`;
        const after = hers[from].charAt(hers[from].indexOf(q) + q.length);
        if (/[a-z0-9]/i.test(after)) return `${crit.id}: "${q}" cuts her word`;
        const ok =
          crit.id === 'opening' ? from === 0 :
          crit.id === 'questions' ? q.includes('?') || /…$/.test(m[1]) :
          crit.id === 'listening' ? from > 0 && (REFLECTS.test(q) || echoesCounterpart(c.transcript, hers[from], q)) :
          crit.id === 'value' ? OFFERS.test(q) :
          crit.id === 'ask' ? ASKS.test(q) :
          true;
        if (!ok) return `${crit.id}: "${q}" does not show ${crit.id}`;
      }
    }
    return null;
  },
};

/** Her quoted line repeats at least two content words of what the counterpart said just before it. */
function echoesCounterpart(transcript: NonNullable<ReplyCase['transcript']>, turn: string, quote: string): boolean {
  const i = transcript.findIndex((e) => e.role === 'user' && e.content.replace(/\s+/g, ' ') === turn);
  const before = i > 0 && transcript[i - 1].role === 'assistant' ? transcript[i - 1].content : '';
  const theirs = new Set(wordsOf(before).filter((w) => w.length >= 5));
  return new Set(wordsOf(quote).filter((w) => theirs.has(w))).size >= 2;
}

export const refreshIsNew: Rule = {
  id: 'refresh-new',
  description: 'Refresh never repeats a suggestion still on screen',
  check(c) {
    if (c.kind !== 'discovery' || !c.onScreen || !c.suggestions) return null;
    const shown = new Set(c.onScreen.map(norm));
    const again = c.suggestions.filter((s) => shown.has(norm(s)));
    return again.length ? `repeats ${again.map((s) => `"${s}"`).join(', ')} still on screen` : null;
  },
};

export const goalWhenSpecific: Rule = {
  id: 'goal-when-specific',
  description: "goal suggestions come only once she gave a goal specific enough (the goal setter's own rule)",
  check(c) {
    if (c.kind !== 'goal' || !c.goalSuggested) return null;
    const smart = checkSmart(c.her.join('. '), c.today ?? new Date());
    if (smart.specific && smart.measure && smart.deadline) return null;
    const missing = [!smart.specific && 'specific', !smart.measure && 'measurable', !smart.deadline && 'dated'].filter(Boolean);
    return `suggests a goal though hers is not ${missing.join(', ')} yet`;
  },
};

export const answered: Rule = {
  id: 'answered',
  description: 'every turn gets an answer in the expected form',
  check: (c) => (c.reply.trim() ? null : 'no answer (empty, or not the JSON asked for)'),
};

export const RULES: Rule[] = [answered, completeSentences, secondPersonEcho, questionFirst, inRole, noRepeat, grounded, scorecardEvidence, refreshIsNew, goalWhenSpecific];

export interface Break {
  rule: string;
  caseId: string;
  reply: string;
  why: string;
}

export function checkCase(c: ReplyCase, rules: Rule[] = RULES): Break[] {
  return rules.flatMap((r) => {
    const why = r.check(c);
    return why ? [{ rule: r.id, caseId: c.id, reply: c.reply, why }] : [];
  });
}
