/**
 * Auto-labelling of new posts (spec 01 §2 "Network Feed"): up to 3 labels, chosen by keyword, from Achievement,
 * Business, Networking, Technology, Leadership, Growth, Fundraising, Client Success, Positive News and General.
 *
 * How a post is labelled:
 * - Each label below has a keyword list. A keyword matches whole words, case-insensitively; a trailing `*`
 *   also matches longer words ("fundrais*" matches fundraiser, fundraising); a space matches any whitespace.
 * - A label scores one point per keyword occurrence. The 3 best-scoring labels are added, ties in the order
 *   of the list below, skipping labels the author already added as tags (in any letter case).
 * - General has no keywords: it is the label of a post that matches none and has no tags of its own, so every
 *   post carries at least one tag.
 * - Labels never push a post past the database's limit of 10 tags.
 */

export const AUTO_LABEL_LIMIT = 3;
export const GENERAL_LABEL = 'General';

export const LABEL_KEYWORDS = {
  Achievement: [
    'achiev*', 'accomplish*', 'milestone*', 'award*', 'won', 'win', 'wins', 'winner', 'proud', 'certified', 'certification',
    'graduat*', 'promoted', 'promotion', 'recogni*', 'honored', 'honoured', 'finalist', 'featured', 'record',
  ],
  Business: [
    'business*', 'company', 'companies', 'startup*', 'start-up*', 'entrepreneur*', 'revenue', 'profit*', 'deal', 'deals',
    'contract*', 'launch*', 'product*', 'sales', 'brand*', 'strategy', 'strategies', 'marketing', 'market', 'shop', 'store',
  ],
  Networking: [
    'network*', 'connect*', 'conference*', 'meetup*', 'meet-up*', 'mixer*', 'collaborat*', 'partner*', 'introduc*',
    'community', 'communities', 'coffee chat*', 'event', 'events', 'panel*', 'summit*', 'chapter*',
  ],
  Technology: [
    'tech', 'technology', 'technologies', 'software', 'app', 'apps', 'ai', 'artificial intelligence', 'machine learning',
    'data', 'digital', 'platform*', 'code', 'coding', 'developer*', 'engineer*', 'automation', 'cloud', 'cyber*', 'saas',
    'website*', 'online',
  ],
  Leadership: [
    'lead', 'leads', 'leading', 'leader*', 'leadership', 'manag*', 'mentor*', 'team*', 'ceo', 'coo', 'cfo', 'cto', 'founder*',
    'executive*', 'board', 'inspir*', 'empower*', 'vision', 'keynote*',
  ],
  Growth: [
    'grow*', 'growth', 'scale', 'scaled', 'scaling', 'expand*', 'expansion', 'increase*', 'doubled', 'tripled', 'learn*',
    'improv*', 'progress*', 'goal*', 'hired', 'hiring', 'upskill*', 'new office', 'next level',
  ],
  Fundraising: [
    'fundrais*', 'funding', 'funded', 'fund', 'investor*', 'investment*', 'invest', 'raised', 'raise', 'seed round',
    'pre-seed', 'series a', 'series b', 'venture capital', 'vc', 'angel*', 'grant*', 'crowdfund*', 'donat*', 'pitch*',
  ],
  'Client Success': [
    'client*', 'customer*', 'testimonial*', 'case stud*', 'onboard*', 'retention', 'referral*', 'repeat business',
    'five-star', '5-star', 'review*', 'satisf*', 'renewed', 'renewal*',
  ],
  'Positive News': [
    'excit*', 'thrilled', 'delighted', 'grateful', 'gratitude', 'thankful', 'thank you', 'happy', 'celebrat*',
    'good news', 'great news', 'congrat*', 'amazing', 'joy*', 'yay', 'announce*', 'blessed', 'dream come true',
  ],
} as const satisfies Record<string, readonly string[]>;

export type KeywordLabel = keyof typeof LABEL_KEYWORDS;
export const AUTO_LABELS = [...(Object.keys(LABEL_KEYWORDS) as KeywordLabel[]), GENERAL_LABEL] as const;

const MAX_TAGS = 10;
const WORD_CHAR = '[\\p{L}\\p{N}]';

function keywordPattern(keyword: string): string {
  const stem = keyword.endsWith('*');
  const body = (stem ? keyword.slice(0, -1) : keyword)
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/ /g, '\\s+');
  return stem ? `${body}${WORD_CHAR}*` : body;
}

// One expression per label; the lookarounds make \b work for accented letters too.
const MATCHERS: readonly { label: KeywordLabel; pattern: RegExp }[] = (Object.keys(LABEL_KEYWORDS) as KeywordLabel[]).map(
  (label) => ({
    label,
    pattern: new RegExp(`(?<!${WORD_CHAR})(?:${LABEL_KEYWORDS[label].map(keywordPattern).join('|')})(?!${WORD_CHAR})`, 'giu'),
  }),
);

/** Every keyword label the text matches, best first (ties in list order), with its score. */
export function scoreLabels(text: string): { label: KeywordLabel; score: number }[] {
  return MATCHERS.map(({ label, pattern }) => ({ label, score: text.match(pattern)?.length ?? 0 }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score);
}

/** The labels auto-labelling adds to a post with this text and these tags (see the rules above). */
export function autoLabels(content: string, existingTags: readonly string[] = []): string[] {
  const taken = new Set(existingTags.map((tag) => tag.toLowerCase()));
  const room = Math.min(AUTO_LABEL_LIMIT, MAX_TAGS - existingTags.length);
  if (room <= 0) return [];
  const matched = scoreLabels(content).map((entry) => entry.label as string);
  if (matched.length === 0) return existingTags.length === 0 ? [GENERAL_LABEL] : [];
  return matched.filter((label) => !taken.has(label.toLowerCase())).slice(0, room);
}

/** The tags stored with a post: the author's own, then the auto labels. */
export const tagsWithAutoLabels = (content: string, tags: readonly string[]): string[] => [...tags, ...autoLabels(content, tags)];

/**
 * The tags of an edited post: the author's own tags stay, the auto labels are chosen again for the new text. A
 * stored tag that is one of the auto labels counts as an auto label (the post does not record who added it).
 */
export function relabelTags(content: string, storedTags: readonly string[]): string[] {
  const automatic = new Set<string>(AUTO_LABELS.map((label) => label.toLowerCase()));
  const own = storedTags.filter((tag) => !automatic.has(tag.toLowerCase()));
  return tagsWithAutoLabels(content, own);
}
