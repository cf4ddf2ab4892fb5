/**
 * The members the AI function suites act as, with data of their own written through the REST API as
 * themselves: Maya (a health-tech founder with a private goal and a practice session), Amara (an investor who
 * shares Maya's chapter and a passion) and Zoe (a new member with nothing yet).
 */
import { FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import type { LocalSupabase } from '@diva/test-utils/backend';
import { signUpMember, type Member } from '../../helpers/clients.ts';
import { ok } from '../../helpers/expect.ts';
import type { FunctionsRuntime } from './runtime.ts';

export interface TestMember extends Member {
  token: string;
  /** Calls the functions as her, in the runtime under test. */
  fn: SupabaseClient;
}

export interface World {
  maya: TestMember;
  amara: TestMember;
  zoe: TestMember;
  mayaGoalId: string;
  mayaSessionId: string;
}

/** A secret of Maya's that only her own answers may contain (her private goal's words). */
export const MAYA_SECRET = 'Northwind';

/** A new member, signed up through /auth/v1, with a client for the functions in `runtime`. */
export async function member(server: LocalSupabase, runtime: FunctionsRuntime, name: string): Promise<TestMember> {
  const m = await signUpMember(server, name);
  const { data } = await m.client.auth.getSession();
  const token = data.session!.access_token;
  return { ...m, token, fn: runtime.client(token) };
}

export async function createWorld(server: LocalSupabase, runtime: FunctionsRuntime): Promise<World> {
  const [maya, amara, zoe] = [await member(server, runtime, 'Maya Thompson'), await member(server, runtime, 'Amara Okafor'), await member(server, runtime, 'Zoe Lee')];

  ok(await maya.client.from('profiles').update({
    bio: 'Founder of Lumen Health. I give keynote talks on digital health and mentor first-time founders.',
    role: 'Founder & CEO',
    company: 'Lumen Health',
  }).eq('user_id', maya.id));
  ok(await maya.client.from('user_superpowers').insert({ user_id: maya.id, superpower: 'Strategic Planning' }));
  ok(await maya.client.from('user_passions').insert({ user_id: maya.id, passion: 'Health & Wellness' }));
  ok(await maya.client.from('user_fuel').insert({ user_id: maya.id, fuel: 'Making an Impact' }));
  ok(await maya.client.from('posts').insert({ user_id: maya.id, content: 'Just closed our pilot with three clinics! Speaking at the HealthTech summit next month.' }));
  ok(await maya.client.from('chapter_members').insert({ user_id: maya.id, chapter_id: 1 }));
  const goal = ok(await maya.client.from('user_goals').insert({
    user_id: maya.id,
    title: `Raise a seed round with ${MAYA_SECRET} Capital`,
    description: `${MAYA_SECRET} Capital asked for our pilot metrics.`,
    target_date: '2099-06-30',
  }).select('id').single());
  const session = ok(await maya.client.from('practice_sessions').insert({
    user_id: maya.id,
    scenario_type: 'preset',
    scenario_name: 'Investor Pitch Preparation',
    chat_history: [{ role: 'user', content: `I am pitching to ${MAYA_SECRET}.` }],
  }).select('id').single());

  ok(await amara.client.from('profiles').update({
    bio: 'Partner at Brightside Ventures. I help founders with fundraising and investor introductions.',
    role: 'Partner',
    company: 'Brightside Ventures',
  }).eq('user_id', amara.id));
  ok(await amara.client.from('user_superpowers').insert([{ user_id: amara.id, superpower: 'Fundraising' }, { user_id: amara.id, superpower: 'Negotiation' }]));
  ok(await amara.client.from('user_passions').insert([{ user_id: amara.id, passion: 'Health & Wellness' }, { user_id: amara.id, passion: "Women's Empowerment" }]));
  ok(await amara.client.from('user_fuel').insert({ user_id: amara.id, fuel: 'Helping Others Succeed' }));
  ok(await amara.client.from('chapter_members').insert({ user_id: amara.id, chapter_id: 1 }));

  return { maya, amara, zoe, mayaGoalId: goal.id, mayaSessionId: session.id };
}

export interface Answer {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any;
}

/** Invokes a function and returns its status and JSON body, errors included. */
export async function call(client: SupabaseClient, name: string, body: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke(name, { body: body as Record<string, unknown>, headers });
  if (error) {
    if (!(error instanceof FunctionsHttpError)) throw error;
    const res = error.context as Response;
    return { status: res.status, body: await res.json() };
  }
  return { status: response!.status, body: data };
}
