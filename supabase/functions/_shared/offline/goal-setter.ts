// The offline goal coach: walks a goal through the stages of spec 02 §4, checks it is specific, measurable
// and dated, proposes goalData, and proposes real members as connections with the reason for each.
import type { ChatEntry } from '../input-rules.ts';
import type { Goal, MemberData, OtherMember } from '../member-data.ts';
import { clip, contentWords, listing, pick } from '../text.ts';
import { directQuestion } from './coach.ts';
import { findDeadline, findMeasure } from './goal-dates.ts';
import { CONNECTION_TYPES, GOAL_STAGES, STAGE_GREETINGS, nextStage, type ConnectionType, type GoalStage } from './goal-stages.ts';
import { suggestConnections, type ConnectionSuggestion } from './matching.ts';

export interface GoalData {
  title: string;
  description: string;
  target_date: string;
  category: string;
}

export interface GoalSetterInput {
  action: 'start' | 'chat';
  stage: GoalStage;
  connectionType: ConnectionType | null;
  /** The goal statement typed in the strategy session, if any. */
  goal: string | null;
  message: string | null;
  conversation: ChatEntry[];
  /** The saved goal being worked on (read with her token), if any. */
  currentGoal: Goal | null;
}

export interface GoalSetterAnswer {
  message: string;
  isGoalSuggestion: boolean;
  goalData: GoalData | null;
  isConnectionSuggestion: boolean;
  connections: ConnectionSuggestion[];
  /** The stage the goal can move to now, or null to stay. */
  nextStage: GoalStage | null;
}

const ACTION = /\b(find|meet|raise|land|grow|launch|secure|get|connect|sign|hire|speak|book|build|partner|pitch|close|reach|win|open|double|increase|introduce|join|publish|host)\w*/i;
const TYPE_WORDS: [RegExp, ConnectionType][] = [
  [/\bmentor/i, 'mentor'],
  [/\bcollaborat|\bpartner/i, 'collaborator'],
  [/\bauthority|\bendorse|\bcredib|\binfluenc/i, 'authority'],
  [/\bfans?\b|\badvocate|\bambassador|\breferr/i, 'raving_fan'],
];

export interface SmartCheck {
  specific: boolean;
  measure: string | null;
  deadline: { date: string; phrase: string } | null;
}

export function checkSmart(text: string, today: Date): SmartCheck {
  return {
    specific: contentWords(text).length >= 3 && ACTION.test(text),
    measure: findMeasure(text),
    deadline: findDeadline(text, today),
  };
}

function inferType(text: string, given: ConnectionType | null): ConnectionType | null {
  return given ?? TYPE_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

const CATEGORY_WORDS: [RegExp, string][] = [
  [/\b(raise|investor|funding|seed|capital|grant|fundrais)/i, 'fundraising'],
  [/\b(client|customer|sales|revenue|deal)/i, 'business growth'],
  [/\b(speak|keynote|panel|stage|podcast|press)/i, 'visibility'],
  [/\b(job|role|promotion|career|hire)/i, 'career'],
];

/** goalData from a SMART statement: title ≤ 200, description ≤ 1000, target date, category ≤ 50. */
export function goalDataFrom(statement: string, smart: SmartCheck, type: ConnectionType | null): GoalData {
  const core = statement
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^(i\s+(want|would like|need|hope|plan)\s+to|my\s+goal\s+is\s+to|goal:)\s+/i, '');
  const title = clip(core.charAt(0).toUpperCase() + core.slice(1).replace(/[.!]+$/, ''), 200);
  const typeLine = type ? ` Connection to build: ${CONNECTION_TYPES[type].label} (${CONNECTION_TYPES[type].look}).` : '';
  const description = clip(
    `${title}.${typeLine} Measure of success: ${smart.measure}. Deadline: ${smart.deadline!.date} ("${smart.deadline!.phrase}").`,
    1000,
  );
  const category = CATEGORY_WORDS.find(([re]) => re.test(statement))?.[1] ?? (type ? CONNECTION_TYPES[type].category : 'networking');
  return { title, description, target_date: smart.deadline!.date, category };
}

const firstName = (d: MemberData) => d.profile.display_name.split(/\s+/)[0];

function empty(message: string, next: GoalStage | null = null): GoalSetterAnswer {
  return { message, isGoalSuggestion: false, goalData: null, isConnectionSuggestion: false, connections: [], nextStage: next };
}

/** The goal text the conversation is about: the saved goal, the typed goal, and what she wrote. */
function goalText(input: GoalSetterInput): string {
  const g = input.currentGoal;
  const mine = input.conversation.filter((e) => e.role === 'user').map((e) => e.content);
  return [g ? `${g.title}. ${g.description ?? ''}` : '', input.goal ?? '', ...mine, input.message ?? ''].join(' \n ').trim();
}

const WHICH_CONNECTION = 'Also, which connection would help most: a mentor, a collaborator, an authority ally or a raving fan?';

/** Her question in the goal session answered before anything else. */
function goalQuestionAnswer(question: string): string {
  if (/\b(working|there|hear me|listening)\b/i.test(question)) return 'Yes, I am here and listening.';
  if (/\b(goal|smart|good one|set)\b/i.test(question)) return 'A good goal says what you will do, how you will measure it and by when.';
  return 'I can only help with your networking goal here, so let us start there.';
}

function defineGoal(data: MemberData, input: GoalSetterInput, today: Date): GoalSetterAnswer {
  // The statement is what she wrote in this session (the typed goal and her messages).
  const statement = [input.goal ?? '', ...input.conversation.filter((e) => e.role === 'user').map((e) => e.content), input.message ?? '']
    .filter((s) => s.trim())
    .join('. ');
  if (!statement) return empty(STAGE_GREETINGS.initial);
  const smart = checkSmart(statement, today);
  const type = inferType(statement, input.connectionType);
  const missing: string[] = [];
  if (!smart.specific) missing.push('what exactly you will do (for example "find a mentor who has raised a seed round")');
  if (!smart.measure) missing.push('how you will measure it (a number: meetings, clients, dollars)');
  if (!smart.deadline) missing.push('by when (a date such as "by the end of next quarter" or "within eight weeks")');
  if (missing.length > 0) {
    const have = [smart.specific && 'it is specific', smart.measure && `it is measurable ("${smart.measure}")`, smart.deadline && `it has a deadline ("${smart.deadline.phrase}")`].filter(Boolean) as string[];
    const asked = input.conversation.some((e) => e.role === 'assistant' && e.content.includes(WHICH_CONNECTION));
    const question = input.message ? directQuestion(input.message) : null;
    return empty(
      `${question ? `${goalQuestionAnswer(question)} ` : ''}${have.length ? `Good start: ${listing(have)}. ` : ''}To make it a goal you can act on, tell me ${listing(missing)}.` +
        (type || asked ? '' : ` ${WHICH_CONNECTION}`),
    );
  }
  const goalData = goalDataFrom(statement, smart, type);
  const typeNote = type ? ` The connection to build is a ${CONNECTION_TYPES[type].label.toLowerCase()}: ${CONNECTION_TYPES[type].look}.` : '';
  return {
    ...empty(
      `${firstName(data)}, this is a goal you can act on: specific, measurable ("${smart.measure}") and dated (${goalData.target_date}).${typeNote} Save it to move to the next stage, and then we will find the people who can help.`,
      'goal_created',
    ),
    isGoalSuggestion: true,
    goalData,
  };
}

function proposeConnections(data: MemberData, others: OtherMember[], input: GoalSetterInput): GoalSetterAnswer {
  const text = goalText(input);
  const type = inferType(text, input.connectionType);
  const connections = suggestConnections(data, others, text, type);
  if (connections.length === 0) {
    return empty(
      'I could not find members whose skills or chapter match this goal yet. Browse Discover People on the Matches page, or add more superpowers and passions so I can match you better.',
    );
  }
  const lookFor = type ? `You are looking for ${CONNECTION_TYPES[type].look}. ` : '';
  return {
    ...empty(
      `${lookFor}These members could help: ${connections.map((c) => `${c.name} (${c.reason.replace(/\.$/, '')})`).join('; ')}. Pick one and we will plan how to reach out.`,
      'connection_identified',
    ),
    isConnectionSuggestion: true,
    connections,
  };
}

const REPLIED = /\b(replied|responded|answered|said yes|agreed|accepted|meeting|met|coffee|call|connected|booked)\b/i;
const DONE = /\b(achieved|did it|done|completed|reached|signed|raised|landed|closed|hit my|won)\b/i;

function laterStage(data: MemberData, input: GoalSetterInput): GoalSetterAnswer {
  const goal = input.currentGoal?.title ?? input.goal ?? 'your goal';
  const said = input.message ?? '';
  const seed = `${input.stage}|${said}`;
  switch (input.stage) {
    case 'connection_identified':
      return empty(
        `For "${clip(goal, 80)}", keep the first message short: who you are, why them (name what you share), and one small ask such as a 20-minute call. ` +
          pick(['Offer something first: an introduction, a resource or a shout-out.', 'Mention a post or achievement of theirs to show you did your homework.'], seed) +
          ' The connection assistant on the Matches page can draft it with you. Once you have sent it, move the goal to Outreach Initiated.',
        'outreach_initiated',
      );
    case 'outreach_initiated':
      return REPLIED.test(said)
        ? empty('Wonderful, they responded! Prepare two questions and one way you can help them, then confirm a time. Move the goal to Connection Acquired.', 'connection_acquired')
        : empty('No reply yet is normal. Wait four or five days, then follow up once with something useful (an article, an event invite) and a simpler ask. Tell me when they answer.');
    case 'connection_acquired':
      return DONE.test(said)
        ? empty(`That is a real achievement, ${firstName(data)}! Mark "${clip(goal, 80)}" as Goal Achieved and thank the people who helped.`, 'goal_completed')
        : empty(
            `Now turn the connection into progress on "${clip(goal, 80)}": agree one concrete next step with a date, send a thank-you within a day, and share one thing you learned. What is the next step you two agreed?`,
          );
    case 'goal_completed':
      return empty(
        `You achieved "${clip(goal, 80)}". Write down what worked (who helped and how) and pick your next goal: ${data.goals.length > 1 ? 'you have other goals in progress to continue' : 'start a new strategy session when you are ready'}.`,
      );
    default:
      return empty(STAGE_GREETINGS[input.stage]);
  }
}

export function goalSetterAnswer(data: MemberData, others: OtherMember[], input: GoalSetterInput, today = new Date()): GoalSetterAnswer {
  if (input.action === 'start') {
    const stage = GOAL_STAGES.find((s) => s.status === input.stage)!;
    const about = input.currentGoal ? ` We are working on "${clip(input.currentGoal.title, 80)}" (${stage.label}, ${stage.progress}%).` : '';
    return empty(`Hi ${firstName(data)}!${about} ${STAGE_GREETINGS[input.stage]}`);
  }
  const stage = input.stage;
  if (stage === 'initial' || (stage === 'goal_created' && !input.currentGoal && !input.goal)) return defineGoal(data, input, today);
  if (stage === 'goal_created') return proposeConnections(data, others, input);
  return laterStage(data, input);
}

export { nextStage };
