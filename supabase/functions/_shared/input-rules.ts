// The input rules of spec 02 §5 ("AI chat input"), enforced by the functions with the spec's texts. The UI
// checks the same rules first; these hold whatever a client sends.

export const MESSAGE_LIMITS = {
  /** Discovery chat and the connection assistant's prompt. */
  chat: 1000,
  /** The goal coach. */
  goalChat: 1000,
  /** The practice coach. */
  practice: 2000,
} as const;

/** History entries kept (the most recent); older ones are dropped before anything reads them. */
export const HISTORY_CAP = 40;
/** A history entry of the assistant may be longer than a member's message (the coach's own replies). */
export const ASSISTANT_ENTRY_LIMIT = 4000;

export const TEXTS = {
  empty: 'Message cannot be empty',
  tooLong: (max: number) => `Message must be ${max} characters or less`,
  invalid: 'Message contains invalid content',
  prohibited: 'Message contains prohibited content',
  fieldRequired: 'This field is required',
  fieldTooLong: (max: number) => `Must be ${max} characters or less`,
  fieldProhibited: 'Input contains prohibited content',
  customStart: 'Please fill in all fields before starting the coaching session.',
} as const;

/** Script, markup and event-handler patterns ("invalid content"). */
const MARKUP = [
  /<\s*\/?\s*[a-z!][^>]*>/i, // any HTML tag, comment or doctype
  /<\s*script/i,
  /\bjavascript\s*:/i,
  /\bvbscript\s*:/i,
  /\bdata\s*:\s*text\/html/i,
  /\bon[a-z]{3,}\s*=/i, // onclick=, onerror= ...
  /\bexpression\s*\(/i, // old IE CSS expressions
];

/** Prompt-injection phrases ("prohibited content"). */
const INJECTION = [
  /\b(ignore|disregard|forget|override)\s+(all\s+|any\s+|the\s+|your\s+|my\s+)?(previous|prior|above|earlier|preceding|system)\s+(instructions?|prompts?|rules|messages)/i,
  /\b(ignore|disregard|forget)\s+(all\s+|your\s+)?instructions\b/i,
  /\byou\s+are\s+now\b/i,
  /\bsystem\s+prompt\b/i,
  /\brole[\s-]*play/i,
  /\bpretend\s+(to\s+be|you\s+are|you're)\b/i,
  /\bact\s+as\s+(an?\s+)?(ai|assistant|system|developer|admin|administrator|jailbroken)\b/i,
  /\bjailbreak/i,
  /\bdeveloper\s+mode\b/i,
  /\bnew\s+instructions\s*:/i,
];

export const hasMarkup = (text: string) => MARKUP.some((re) => re.test(text));
export const hasInjection = (text: string) => INJECTION.some((re) => re.test(text));

/** The spec text a chat message breaks, or null. Length counts the trimmed text. */
export function checkMessage(text: unknown, max: number): string | null {
  if (typeof text !== 'string' || text.trim() === '') return TEXTS.empty;
  if (text.trim().length > max) return TEXTS.tooLong(max);
  if (hasMarkup(text)) return TEXTS.invalid;
  if (hasInjection(text)) return TEXTS.prohibited;
  return null;
}

/** The generic field check of §5 for an optional free-text field; `required` makes empty an error. */
export function checkField(text: unknown, max: number, required = false): string | null {
  if (text === undefined || text === null || (typeof text === 'string' && text.trim() === '')) {
    return required ? TEXTS.fieldRequired : null;
  }
  if (typeof text !== 'string') return TEXTS.fieldRequired;
  if (text.trim().length > max) return TEXTS.fieldTooLong(max);
  if (hasMarkup(text) || hasInjection(text)) return TEXTS.fieldProhibited;
  return null;
}

export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
}

/**
 * A conversation history from the request: the last HISTORY_CAP entries, each checked as a message (the
 * member's against `max`, the assistant's against ASSISTANT_ENTRY_LIMIT). Returns the entries or the first
 * broken rule's text. Entries with another shape are refused with the empty-message text.
 */
export function checkHistory(value: unknown, max: number): { entries: ChatEntry[] } | { error: string } {
  if (value === undefined || value === null) return { entries: [] };
  if (!Array.isArray(value)) return { error: TEXTS.empty };
  const entries: ChatEntry[] = [];
  for (const raw of value.slice(-HISTORY_CAP)) {
    const entry = raw as { role?: unknown; content?: unknown } | null;
    const role = entry?.role === 'assistant' || entry?.role === 'ai' ? 'assistant' : entry?.role === 'user' ? 'user' : null;
    if (!role) return { error: TEXTS.empty };
    const error = checkMessage(entry?.content, role === 'user' ? max : ASSISTANT_ENTRY_LIMIT);
    if (error) return { error };
    entries.push({ role, content: (entry!.content as string).trim() });
  }
  return { entries };
}
