/**
 * The corpus rules on their own: each one breaks on a reply that breaks it and keeps quiet on one that does not,
 * so the corpus test can fail.
 */
import { describe, expect, it } from 'vitest';
import {
  answered, completeSentences, goalWhenSpecific, grounded, herQuestion, inRole, noRepeat, questionFirst, refreshIsNew, scorecardEvidence, secondPersonEcho,
  type ReplyCase,
} from '../../bench/conversation-rules.ts';

const her = 'I run a small bakery in Austin and I am raising money to open a second shop.';
const c = (overrides: Partial<ReplyCase>): ReplyCase => ({
  id: 't', kind: 'coach', reply: '', her: [her], latest: her, previous: [], facts: ['Margaret Chen, a partner at a seed-stage venture fund'], scripted: [], ...overrides,
});

describe('complete-sentences', () => {
  it('breaks on a cut word, an ellipsis and a sentence left on "a"', () => {
    expect(completeSentences.check(c({ reply: 'You run a small bakery in Austin and you are raising money to open a se.' }))).toMatch(/cut word: "open a se"/);
    expect(completeSentences.check(c({ reply: 'You are raising money to open a…' }))).toMatch(/ellipsis/);
    expect(completeSentences.check(c({ reply: 'You are raising money to open a.' }))).toMatch(/unfinished sentence/);
    expect(completeSentences.check(c({ reply: 'You are raising money to open' }))).toMatch(/unfinished: ends/);
  });
  it('keeps quiet on whole sentences', () => {
    expect(completeSentences.check(c({ reply: 'You are raising money to open a second shop. What will it cost?' }))).toBeNull();
    expect(completeSentences.check(c({ kind: 'connection', reply: 'Hi Amara, I am Rosa. Could we talk? Best, Rosa' }))).toBeNull();
  });
});

describe('echo-second-person', () => {
  it('breaks on her words echoed with her pronouns', () => {
    expect(secondPersonEcho.check(c({ reply: 'You run a small bakery in Austin and I am raising money.' }))).toMatch(/keeps her "i"/);
    expect(secondPersonEcho.check(c({ kind: 'discovery', latest: 'I do it for my daughter', her: ['I do it for my daughter'], reply: 'Thanks for sharing: "I do it for my daughter".' }))).toMatch(/keeps her "i"/);
  });
  it('keeps quiet on a turned echo, the script, a scorecard quote and her own connection request', () => {
    expect(secondPersonEcho.check(c({ reply: 'You run a small bakery in Austin and you are raising money for a second shop.' }))).toBeNull();
    expect(secondPersonEcho.check(c({ her: ['I run a small bakery'], reply: 'I run a small bakery too.', scripted: ['I run a small bakery too.'] }))).toBeNull();
    expect(secondPersonEcho.check(c({ kind: 'scorecard', reply: 'Your opening: "I run a small bakery in Austin"' }))).toBeNull();
    expect(secondPersonEcho.check(c({ kind: 'connection', reply: 'I run a small bakery in Austin.' }))).toBeNull();
  });
});

describe('question-answered-first', () => {
  const q = 'We sell out most mornings. What kind of clients does your studio work with?';
  it('finds her question, with or without a question mark', () => {
    expect(herQuestion(q)).toBe('What kind of clients does your studio work with?');
    expect(herQuestion('wat brings you here tonite')).toBe('wat brings you here tonite');
    expect(herQuestion('I run a bakery.')).toBeNull();
  });
  it('breaks when a question, her own words or something else comes first', () => {
    expect(questionFirst.check(c({ latest: q, her: [q], reply: 'You sell out most mornings? I love that. Mostly salons.' }))).toMatch(/question first/);
    expect(questionFirst.check(c({ latest: q, her: [q], reply: 'You sell out most mornings. Mostly salons.' }))).toMatch(/her own words/);
    expect(questionFirst.check(c({ latest: 'Is this coffee any good?', her: ['Is this coffee any good?'], reply: 'Fair question. The short answer is: it depends on the founder and the numbers.' }))).toMatch(/not answered first/);
  });
  it('keeps quiet when the answer comes first', () => {
    expect(questionFirst.check(c({ latest: q, her: [q], reply: 'Good question. Mostly restaurants and salons, all local. You sell out most mornings?' }))).toBeNull();
    expect(questionFirst.check(c({ latest: 'Is this coffee any good?', her: ['Is this coffee any good?'], reply: 'Honestly, the coffee is fine. What are you working on?' }))).toBeNull();
  });
});

describe('in-role', () => {
  it('breaks on a close while she talks, a question after she closed, and stepping out of role', () => {
    expect(inRole.check(c({ reply: 'Thanks so much, it was lovely meeting you.' }))).toMatch(/closes while she is talking/);
    expect(inRole.check(c({ latest: 'I have to run, bye!', reply: 'Bye! How did you get started?' }))).toMatch(/asks another question/);
    expect(inRole.check(c({ reply: 'As an AI I cannot invest.' }))).toMatch(/out of role/);
  });
  it('keeps quiet on a close after hers, or when the time is up', () => {
    expect(inRole.check(c({ latest: 'I have to run, bye!', reply: 'Lovely meeting you, take care.' }))).toBeNull();
    expect(inRole.check(c({ timeUp: true, reply: 'We are out of time; it was great talking with you.' }))).toBeNull();
  });
});

describe('no-repeat', () => {
  it('breaks on a repeated reply, a repeated question and a question she already answered', () => {
    expect(noRepeat.check(c({ previous: ['Tell me more.', 'Okay.'], reply: 'Tell me more.' }))).toMatch(/repeats one of the last three/);
    expect(noRepeat.check(c({ previous: ['What proof do you have?'], reply: 'Noted. What proof do you have?' }))).toMatch(/asks again/);
    expect(noRepeat.check(c({ reply: 'Nice. So what do you do?' }))).toMatch(/though she said/);
  });
  it('keeps quiet on a new question, and on a repeat older than three replies', () => {
    expect(noRepeat.check(c({ reply: 'How much will the second shop cost?' }))).toBeNull();
    expect(noRepeat.check(c({ previous: ['Tell me more.', 'a', 'b', 'c'], reply: 'Tell me more.' }))).toBeNull();
  });
});

describe('grounded', () => {
  it('breaks on a number or a name from nowhere', () => {
    expect(grounded.check(c({ reply: 'You have 900 customers, right?' }))).toMatch(/number she never gave: 900/);
    expect(grounded.check(c({ reply: 'You should meet my friend Priya at the fund.' }))).toMatch(/names "Priya"/);
  });
  it('keeps quiet on facts from her turns, the scenario and the calendar', () => {
    expect(grounded.check(c({ reply: 'A second shop in Austin sounds good; Margaret here. Can we talk on Tuesday?' }))).toBeNull();
  });
});

describe('scorecard-evidence', () => {
  const transcript = [
    { role: 'assistant' as const, content: 'Hi, I am Dana. Is this your first time?' },
    { role: 'user' as const, content: 'Hi Dana, first time! I run a bakery.' },
    { role: 'assistant' as const, content: 'I run a marketing studio for restaurants.' },
    { role: 'user' as const, content: 'So you mentioned restaurants. I could introduce you to my landlord. Could we grab coffee on Tuesday?' },
  ];
  const card = (listening: string) => [
    { id: 'opening', evidence: 'Your opening: "Hi Dana, first time! I run a bakery."' },
    { id: 'listening', evidence: `You reflected back: "${listening}"` },
    { id: 'ask', evidence: 'Your ask: "Could we grab coffee on Tuesday?"' },
  ];
  it('breaks when the listening quote is her opening line, or not her words', () => {
    expect(scorecardEvidence.check(c({ kind: 'scorecard', transcript, scorecard: card('Hi Dana, first time! I run a bakery.') }))).toMatch(/listening: .* does not show listening/);
    expect(scorecardEvidence.check(c({ kind: 'scorecard', transcript, scorecard: card('You are so right') }))).toMatch(/not her words/);
    expect(scorecardEvidence.check(c({ kind: 'scorecard', transcript, scorecard: card('So you mentioned restau') }))).toMatch(/cuts her word/);
  });
  it('keeps quiet on quotes that are hers and show their criterion', () => {
    expect(scorecardEvidence.check(c({ kind: 'scorecard', transcript, scorecard: card('So you mentioned restaurants.') }))).toBeNull();
  });
});

describe('refresh-new and goal-when-specific', () => {
  it('breaks on a suggestion still on screen, and on a goal offered too early', () => {
    expect(refreshIsNew.check(c({ kind: 'discovery', onScreen: ['Public Speaking', 'Sales'], suggestions: ['sales', 'Negotiation'] }))).toMatch(/"sales"/);
    expect(goalWhenSpecific.check(c({ kind: 'goal', her: ['I want to grow my network'], goalSuggested: true, today: new Date('2026-11-23') }))).toMatch(/not (specific, )?measurable, dated/);
  });
  it('keeps quiet on new suggestions and on a SMART goal', () => {
    expect(refreshIsNew.check(c({ kind: 'discovery', onScreen: ['Public Speaking'], suggestions: ['Sales'] }))).toBeNull();
    expect(goalWhenSpecific.check(c({ kind: 'goal', her: ['Book 5 meetings with investors by March 31'], goalSuggested: true, today: new Date('2026-11-23') }))).toBeNull();
  });
});

describe('answered', () => {
  it('breaks on an empty answer only', () => {
    expect(answered.check(c({ reply: ' ' }))).toMatch(/no answer/);
    expect(answered.check(c({ reply: 'Yes.' }))).toBeNull();
  });
});
