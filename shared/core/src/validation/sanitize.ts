/**
 * Strips what could run or load in a page from free text before it is saved: script, style and other
 * active elements with their content, remaining tags, event-handler attributes and script URLs.
 * Text stays text (no HTML entities are added): React escapes it on output.
 */
const ACTIVE_BLOCKS = /<\s*(script|style|iframe|object|embed|noscript|template|svg|math)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const ANY_TAG = /<\/?[a-z!?][^>]*>/gi;
const UNCLOSED_TAG = /<\s*(script|style|iframe|object|embed)\b[^>]*$/gi;
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]+)/gi;
const SCRIPT_URL = /\b(?:java|vb)script\s*:/gi;
const DATA_HTML_URL = /\bdata\s*:\s*text\/html[^\s]*/gi;

export function sanitizeText(input: string): string {
  let text = input;
  // Repeat until stable so nested or split constructs ("<scr<script>ipt>") cannot reassemble.
  for (let pass = 0; pass < 5; pass += 1) {
    const before = text;
    text = text
      .replace(ACTIVE_BLOCKS, '')
      .replace(UNCLOSED_TAG, '')
      .replace(ANY_TAG, '')
      .replace(EVENT_HANDLER, '')
      .replace(SCRIPT_URL, '')
      .replace(DATA_HTML_URL, '');
    if (text === before) break;
  }
  return text;
}

/** True when text contains markup, script URLs or event-handler patterns (AI chat input rule). */
export function containsMarkup(input: string): boolean {
  return /<\s*\/?\s*[a-z!]/i.test(input) || SCRIPT_URL.test(input) || /\bon[a-z]+\s*=/i.test(input);
}

const INJECTION_PHRASES = [
  /ignore\s+(all\s+)?(the\s+)?previous\s+instructions/i,
  /\byou\s+are\s+now\b/i,
  /\bsystem\s+prompt\b/i,
  /\brole\s*-?\s*play\b/i,
  /\bpretend\s+to\s+be\b/i,
];

export function containsPromptInjection(input: string): boolean {
  return INJECTION_PHRASES.some((pattern) => pattern.test(input));
}
