/**
 * What the offline discovery coach can suggest: superpowers (what she is great at), passions (what she loves
 * working on) and fuel (what drives her). Each entry has the words that point to it in what a member wrote
 * (bio, role, company, posts, achievements, her chat messages) and a line saying why it may fit. Entries are
 * in order of how broadly useful they are; that order breaks ties, so answers are deterministic.
 */

export type DiscoveryCategory = 'superpowers' | 'passions' | 'fuel';

export interface CatalogEntry {
  name: string;
  /** Word stems; a word of her text that starts with one counts as a hit. */
  keywords: string[];
  /** Why it fits, completed with what in her data pointed to it. */
  why: string;
}

export const DISCOVERY_CATALOG: Record<DiscoveryCategory, CatalogEntry[]> = {
  superpowers: [
    { name: 'Relationship Building', keywords: ['relationship', 'connect', 'network', 'partner', 'community', 'introduc'], why: 'you turn contacts into lasting relationships' },
    { name: 'Public Speaking', keywords: ['speak', 'keynote', 'panel', 'stage', 'present', 'talk', 'podcast', 'workshop'], why: 'you hold a room and make ideas stick' },
    { name: 'Strategic Planning', keywords: ['strateg', 'plan', 'roadmap', 'vision', 'growth', 'scale', 'expan'], why: 'you see where things should go and map the way' },
    { name: 'Storytelling', keywords: ['story', 'stories', 'writ', 'blog', 'content', 'narrat', 'brand'], why: 'you make people feel why something matters' },
    { name: 'Team Leadership', keywords: ['lead', 'team', 'manag', 'hire', 'hiring', 'ceo', 'founder', 'director', 'head'], why: 'people do their best work around you' },
    { name: 'Negotiation', keywords: ['negotiat', 'deal', 'contract', 'closed', 'agreement', 'terms'], why: 'you find terms both sides can say yes to' },
    { name: 'Sales', keywords: ['sale', 'sell', 'client', 'customer', 'revenue', 'pipeline', 'close'], why: 'you help people see the value and say yes' },
    { name: 'Fundraising', keywords: ['fundrais', 'investor', 'funding', 'raise', 'seed', 'capital', 'grant', 'pitch'], why: 'you convince backers to bet on a vision' },
    { name: 'Marketing Strategy', keywords: ['market', 'campaign', 'audience', 'social', 'launch', 'brand'], why: 'you know how to reach the right people' },
    { name: 'Mentoring', keywords: ['mentor', 'coach', 'teach', 'train', 'guide', 'advice', 'advis'], why: 'others grow faster with your guidance' },
    { name: 'Problem Solving', keywords: ['solve', 'solution', 'fix', 'problem', 'challenge', 'engineer', 'build'], why: 'you untangle hard problems calmly' },
    { name: 'Data Analysis', keywords: ['data', 'analy', 'metric', 'research', 'insight', 'numbers', 'finance'], why: 'you turn numbers into decisions' },
    { name: 'Creative Design', keywords: ['design', 'creativ', 'visual', 'art', 'photo', 'fashion', 'studio'], why: 'you make ideas visible and beautiful' },
    { name: 'Project Management', keywords: ['project', 'deliver', 'deadline', 'operation', 'process', 'organiz', 'organis'], why: 'you get complex work over the line on time' },
    { name: 'Financial Planning', keywords: ['financ', 'budget', 'account', 'invest', 'money', 'wealth', 'cfo'], why: 'you make money decisions clear and sound' },
    { name: 'Event Planning', keywords: ['event', 'summit', 'conference', 'meetup', 'host', 'gala'], why: 'you bring people together and make it memorable' },
    { name: 'Technology', keywords: ['tech', 'software', 'code', 'app', 'ai', 'digital', 'platform', 'product'], why: 'you put technology to work for people' },
    { name: 'Resilience', keywords: ['resilien', 'overcame', 'setback', 'persever', 'comeback', 'again'], why: 'you keep going when it gets hard' },
  ],
  passions: [
    { name: "Women's Empowerment", keywords: ['women', 'woman', 'female', 'empower', 'sisterhood', 'divas'], why: 'lifting other women up runs through what you share' },
    { name: 'Entrepreneurship', keywords: ['entrepreneur', 'startup', 'founder', 'business', 'launch', 'venture'], why: 'building something of your own clearly excites you' },
    { name: 'Mentoring Young Women', keywords: ['mentor', 'young', 'girls', 'student', 'next generation'], why: 'you care about the women coming up behind you' },
    { name: 'Community Building', keywords: ['community', 'chapter', 'together', 'local', 'neighbo', 'volunteer'], why: 'you light up when people come together' },
    { name: 'Education', keywords: ['educat', 'teach', 'learn', 'school', 'course', 'workshop'], why: 'helping people learn matters to you' },
    { name: 'Financial Literacy', keywords: ['financ', 'money', 'wealth', 'invest', 'budget'], why: 'you want people to understand and own their money' },
    { name: 'Technology for Good', keywords: ['tech', 'ai', 'digital', 'software', 'innovation', 'app'], why: 'you see technology as a way to help people' },
    { name: 'Health & Wellness', keywords: ['health', 'wellness', 'fitness', 'yoga', 'mental', 'wellbeing', 'nutrition'], why: 'wellbeing comes up in what you do' },
    { name: 'Sustainability', keywords: ['sustainab', 'climate', 'green', 'environment', 'eco', 'impact'], why: 'you care about leaving things better' },
    { name: 'Diversity & Inclusion', keywords: ['divers', 'inclusi', 'equity', 'represent', 'belong'], why: 'you want every seat at the table filled fairly' },
    { name: 'Arts & Culture', keywords: ['art', 'music', 'culture', 'film', 'creative', 'design', 'fashion'], why: 'creative work feeds you' },
    { name: 'Storytelling', keywords: ['story', 'stories', 'writ', 'podcast', 'book', 'blog'], why: 'you love sharing stories that move people' },
    { name: 'Innovation', keywords: ['innovat', 'new', 'idea', 'product', 'future', 'experiment'], why: 'new ideas energise you' },
    { name: 'Public Speaking', keywords: ['speak', 'keynote', 'stage', 'panel', 'talk'], why: 'you enjoy sharing ideas from the stage' },
    { name: 'Travel', keywords: ['travel', 'global', 'international', 'abroad', 'world'], why: 'the wider world draws you' },
    { name: 'Food & Hospitality', keywords: ['food', 'restaurant', 'bakery', 'chef', 'hospitality', 'cook'], why: 'food and hosting are part of your story' },
  ],
  fuel: [
    { name: 'Making an Impact', keywords: ['impact', 'change', 'difference', 'help', 'mission', 'purpose'], why: 'you measure success by the difference you make' },
    { name: 'Helping Others Succeed', keywords: ['help', 'mentor', 'support', 'client', 'success', 'others'], why: "other people's wins are your wins" },
    { name: 'Financial Freedom', keywords: ['revenue', 'money', 'profit', 'financ', 'income', 'wealth', 'raise'], why: 'building real financial independence drives you' },
    { name: 'Learning & Growth', keywords: ['learn', 'grow', 'growth', 'course', 'new', 'study', 'improv'], why: 'you keep getting better on purpose' },
    { name: 'Recognition', keywords: ['award', 'recogni', 'featured', 'named', 'honou', 'honor', 'press'], why: 'being seen for your work spurs you on' },
    { name: 'Family', keywords: ['family', 'mother', 'mom', 'kids', 'children', 'daughter', 'son'], why: 'the people at home are your why' },
    { name: 'Independence', keywords: ['own', 'independen', 'freedom', 'founder', 'boss', 'self'], why: 'you want to steer your own course' },
    { name: 'Legacy', keywords: ['legacy', 'future', 'generation', 'lasting', 'build'], why: 'you are building something that outlasts you' },
    { name: 'Creative Expression', keywords: ['creat', 'design', 'art', 'write', 'express'], why: 'making things is how you feel alive' },
    { name: 'Connection', keywords: ['connect', 'community', 'people', 'together', 'relationship', 'network'], why: 'you are energised by people' },
    { name: 'Challenge', keywords: ['challenge', 'hard', 'goal', 'compet', 'win', 'record'], why: 'a big goal gets you out of bed' },
    { name: 'Faith', keywords: ['faith', 'church', 'god', 'spirit', 'bless'], why: 'your faith grounds what you do' },
    { name: 'Adventure', keywords: ['adventure', 'travel', 'explore', 'new', 'risk'], why: 'the unknown excites you' },
    { name: 'Service', keywords: ['serve', 'service', 'volunteer', 'give', 'charity', 'nonprofit'], why: 'giving back fills your tank' },
  ],
};

/** Reads a tab name the UI may send in singular or plural form. */
export function discoveryCategory(value: unknown): DiscoveryCategory | null {
  const v = typeof value === 'string' ? value.toLowerCase().trim() : '';
  if (v === 'superpowers' || v === 'superpower') return 'superpowers';
  if (v === 'passions' || v === 'passion') return 'passions';
  if (v === 'fuel' || v === 'fuels') return 'fuel';
  return null;
}

/** What each category means, for her question about the words. */
export const CATEGORY_MEANING =
  'A superpower is what you are great at and people come to you for; a passion is what you love working on; fuel is what drives you and keeps you going.';

/** Follow-up questions per category, asked in order after the first, never one of the last three again. */
export const CATEGORY_FOLLOW_UPS: Record<DiscoveryCategory, string[]> = {
  superpowers: ['What do colleagues thank you for most often?', 'Which part of your work feels easy to you but hard for others?', 'What problem do people bring to you first?', 'What would your best client say you are great at?'],
  passions: ['Which topic makes you lose track of time?', 'What would you volunteer for on a free Saturday?', 'Which cause would you speak up for in a room of strangers?', 'What do you read about for fun?'],
  fuel: ['What made you start your business in the first place?', 'Who would you most like to make proud?', 'What does a good day at work feel like?', 'What would you do with an extra free hour each week?'],
};

export const CATEGORY_LABEL: Record<DiscoveryCategory, { plural: string; question: string }> = {
  superpowers: { plural: 'superpowers', question: 'What do people come to you for? Tell me about a recent win you were proud of.' },
  passions: { plural: 'passions', question: 'What could you talk about for hours, or work on even if no one paid you?' },
  fuel: { plural: 'fuel', question: 'What keeps you going on a hard day? Who or what are you doing this for?' },
};
