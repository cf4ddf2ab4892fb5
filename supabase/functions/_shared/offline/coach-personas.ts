/**
 * The counterparts the practice coach plays. Each persona answers questions about herself from `answers`
 * (first matching topic), asks her `followUps` in order, and reacts to the member's ask and to value she
 * offers. All lines are written in the persona's voice; the member is "you".
 */

export interface Persona {
  name: string;
  role: string;
  opening: string;
  answers: { topic: RegExp; answer: string }[];
  /** When her question matches no topic. */
  defaultAnswer: string;
  followUps: string[];
  /** Her reaction when the member makes a clear ask or proposes a next step. */
  onAsk: string;
  onValue: string;
  /** When the member says very little. */
  onVague: string;
  /** Reactions to something the member said about herself; `{x}` is what she said, turned to "you". Statements only. */
  reactions: string[];
  /** Her answer to small talk (the food, the venue, the weather, last night's game). */
  smallTalk: string;
  /** Her goodbye when the member closes the conversation. */
  onClose: string;
  /** Her goodbye when the scenario's time is up. */
  onTimeUp: string;
  /** Questions she asks once her own follow-ups are used up, in order. */
  moreQuestions: string[];
}

export const PERSONAS = {
  attendee: {
    name: 'Dana Brooks',
    role: 'a fellow attendee who runs a small marketing studio',
    opening: "Hi! I don't think we've met. Is this your first time at one of these mixers? I'm Dana.",
    answers: [
      { topic: /\b(what do you do|your (work|business|studio|company)|what kind of)\b/i, answer: 'I run a three-person marketing studio: branding and social media for local businesses, mostly restaurants and salons.' },
      { topic: /\b(how did you (start|get)|why did you|what made you)\b/i, answer: 'I started freelancing after my agency job ended in layoffs. It turned into a studio once the referrals kept coming.' },
      { topic: /\b(what brings you|why are you here|first time)\b/i, answer: "It's my second time. I'm here to meet people I could partner with, especially photographers and web developers." },
      { topic: /\b(looking for|need|challenge|struggl|help with)\b/i, answer: "Honestly, referrals. I'm great at the work but I'm still figuring out how to get in front of bigger clients." },
      { topic: /\b(advice|tips?|recommend)\b/i, answer: 'My best advice: follow up within two days, and always bring up something the person told you.' },
      { topic: /\b(who should i|talk to next|who else|meet next)\b/i, answer: 'Talk to the people standing alone by the window; they are usually the most interesting ones here.' },
    ],
    defaultAnswer: "Good question. I'd say I'm still learning a lot myself; every event teaches me something.",
    followUps: [
      'So what do you do?',
      'How did you get started with that?',
      'What kind of people are you hoping to meet tonight?',
      "What's the biggest challenge in your business right now?",
      'Who would be a great client or partner for you?',
    ],
    onAsk: "I'd like that! Let's swap contacts; I'm free for coffee next Tuesday or Thursday morning.",
    onValue: "Oh, that would genuinely help. Thank you, that's really generous.",
    onVague: "Sorry, it's a bit loud in here.",
    reactions: ['Oh, {x}! That sounds interesting.', '{x}. I love hearing that.', '{x}, how fun.'],
    smallTalk: "Honestly, I haven't paid much attention; I came for the people more than the snacks.",
    onClose: 'It was lovely meeting you! Enjoy the rest of the evening, and good luck.',
    onTimeUp: 'I should let you mingle, but this was a great chat. Let me give you my card before I go.',
    moreQuestions: ['What are you most excited about this year?', 'What do you love most about your work?', 'How do you usually meet new clients?', 'What would make tonight a success for you?'],
  },
  investor: {
    name: 'Margaret Chen',
    role: 'a partner at a seed-stage venture fund',
    opening: "Hi, Margaret Chen. I have about ten minutes before my next meeting. What are you working on?",
    answers: [
      { topic: /\b(what do you (invest|look for)|thesis|what kind of (companies|startups|founders))\b/i, answer: 'We lead seed rounds of $500k to $2M in B2B software and consumer health. I look for founders with real customer insight and early proof of demand.' },
      { topic: /\b(how much|check size|typical (round|check))\b/i, answer: 'Our first checks are usually $500k to $1M, and we reserve for follow-on rounds.' },
      { topic: /\b(portfolio|invested in|companies you)\b/i, answer: "We have 24 companies in the portfolio; the ones doing best found a narrow customer and owned it." },
      { topic: /\b(second meeting|take a meeting|what would make you|convince you)\b/i, answer: 'For a second meeting I need clear numbers and a founder who knows her customer cold.' },
      { topic: /\b(advice|feedback|tips?|what would you|pitch(ing)?)\b/i, answer: 'My advice: lead with traction, not the vision. Tell me who pays you today and why they keep paying.' },
      { topic: /\b(process|next step|how does it work|timeline)\b/i, answer: 'First a 30-minute call, then a partner meeting. From first call to term sheet is usually four to six weeks.' },
    ],
    defaultAnswer: 'Honestly, it depends on the founder and the numbers.',
    followUps: [
      'Who is your customer, and how do you know they have this problem?',
      'What traction do you have so far: revenue, users, pilots?',
      'How big is the market, realistically?',
      'Why are you the right team to build this?',
      'How much are you raising, and what will it get you to?',
    ],
    onAsk: 'Yes: send me your deck and your last three months of metrics. If the numbers hold up, we can book 30 minutes next week.',
    onValue: "That's a useful offer; founders who give before they ask stand out.",
    onVague: 'I need more than that to go on.',
    reactions: ['{x}. Okay, go on.', 'Interesting: {x}.', '{x}, noted.'],
    smallTalk: 'Honestly, I only drink it for the caffeine. But I have ten minutes, so let us use them.',
    onClose: 'Understood, thank you for your time. Good luck with the raise.',
    onTimeUp: 'I have to run to my next meeting. Thank you, this was useful; follow up by email.',
    moreQuestions: ['What is the biggest risk in the business?', 'What will you do with the next six months?', 'What keeps your customers coming back?', 'What has surprised you most so far?', 'Who else is in the round?'],
  },
  peer: {
    name: 'Lena Okafor',
    role: 'head of partnerships at a software company, met at an industry conference',
    opening: 'That last panel was something, right? I\'m Lena, I lead partnerships at a software company. What did you think of it?',
    answers: [
      { topic: /\b(what do you do|your (role|work|company|job))\b/i, answer: 'I build partner programs: we integrate with tools our customers already use and co-sell with agencies.' },
      { topic: /\b(panel|session|talk|keynote|conference)\b/i, answer: 'I liked the point about partnerships beating paid ads for trust. I am less sure about the AI hype.' },
      { topic: /\b(looking for|hoping|why are you here|what brings you)\b/i, answer: "I'm here for partners: agencies and consultants who serve mid-size companies are my best ones." },
      { topic: /\b(trend|future|industry|changing)\b/i, answer: 'The big trend: buyers trust peers more than vendors now. Whoever builds the community wins.' },
      { topic: /\b(advice|tips?|recommend)\b/i, answer: 'Go to the smaller sessions; that is where the real conversations happen.' },
    ],
    defaultAnswer: "Honestly, I haven't thought about it that way.",
    followUps: [
      'What brings you to the conference?',
      'What kind of work do you do?',
      'Which session has been the most useful for you so far?',
      'Who are you hoping to meet while you are here?',
      'How do you usually find new partners or clients?',
    ],
    onAsk: "Yes, let's do it. Connect with me on the app and I'll send a calendar link for a call after the conference.",
    onValue: 'I would appreciate that, thank you. It is rare that someone offers first.',
    onVague: 'Sorry, I missed that over the noise.',
    reactions: ['{x}, nice.', 'Oh, {x}. That fits this crowd.', '{x}! That sounds like a lot of work.'],
    smallTalk: 'Honestly, I have been in sessions all day, so I have no idea. Conferences are a blur.',
    onClose: 'Of course, it was great talking with you. Enjoy the rest of the conference!',
    onTimeUp: 'The next session is starting, so I should go. It was great talking with you; let us stay in touch.',
    moreQuestions: ['What is on your plate this quarter?', 'What has surprised you at this conference?', 'Which partnership has worked best for you?', 'What would a great partner bring you?'],
  },
} satisfies Record<string, Persona>;

/** The counterpart of a custom scenario: the target audience the member named, met at her event type. */
export function customPersona(targetAudience: string, eventType: string): Persona {
  return {
    name: 'Jordan Ellis',
    role: `${targetAudience.trim()} you are meeting at ${eventType.trim()}`,
    opening: `Hi, I'm Jordan. Good turnout for ${eventType.trim()}, isn't it? What brings you here?`,
    answers: [
      { topic: /\b(what do you do|your (work|role|company|business))\b/i, answer: `I'm one of the people you described: ${targetAudience.trim()}. I'm always curious who I can learn from.` },
      { topic: /\b(looking for|need|challenge|struggl)\b/i, answer: 'Time, mostly. I only follow up with people who make it easy to see how we can help each other.' },
      { topic: /\b(advice|tips?|recommend)\b/i, answer: 'Be specific about what you want. Vague asks are easy to forget.' },
    ],
    defaultAnswer: "Good question. I'd have to think about that one.",
    followUps: [
      'So what do you do?',
      'What made you come to this event?',
      'What are you working on right now?',
      'How could someone like me help you?',
      'What would a great outcome from tonight look like for you?',
    ],
    onAsk: "Sure, that sounds reasonable. Send me a note tomorrow and we'll find a time.",
    onValue: "That's kind of you, I'd appreciate it.",
    onVague: "I'm not sure I follow yet.",
    reactions: ['{x}, interesting.', 'Oh, {x}. That is good to know.', '{x}. Noted.'],
    smallTalk: "Honestly, I hadn't noticed. I'm here to meet people, like you.",
    onClose: 'Of course. It was nice meeting you, take care.',
    onTimeUp: 'I need to head off now. It was nice meeting you; send me a note tomorrow.',
    moreQuestions: ['What are you most proud of in your work?', 'What is the next step for you?', 'Who else should I know about?', 'What would make this worth your time?'],
  };
}
