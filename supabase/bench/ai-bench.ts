// The AI functions' bench rows for `npm run bench`: the offline engine's latency per function (the engine
// alone, in-process, and the whole call through local-supabase: auth, rate limit, reading her data with RLS,
// the engine, JSON), and the time to the first streamed token of the practice coach through local-supabase,
// from the offline engine and from a model (a fake OpenAI-compatible server on a loopback port).
//
//   npm run bench -w @diva/supabase        (or: npx tsx supabase/bench/ai-bench.ts)
//   npm run bench -w @diva/supabase -- --ai   (only the conversation corpus, against the model AI_BASE_URL names)
//
// It also plays the conversation corpus (functions/_shared/offline/corpus) through the offline engine and prints
// the engine's p50/p95 a reply and, per rule, how many replies broke it; with --ai the same corpus and rules run
// against a model instead.
//
// It starts an in-memory local-supabase and signs up a member, Maya, with a profile, skills, posts and a goal,
// and 30 other members with skills and chapters (whom the goal coach matches against).
import { percentile, timeRuns } from '@diva/bench/stats';
import { markdownTable } from '@diva/bench/table';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startLocalSupabase, type LocalSupabase } from 'local-supabase';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import WebSocket from 'ws';
import { loadMember, loadOtherMembers } from '../functions/_shared/member-data.ts';
import { coachReply } from '../functions/_shared/offline/coach.ts';
import { scoreTranscript } from '../functions/_shared/offline/coach-rubric.ts';
import { scenarioFor } from '../functions/_shared/offline/coach-scenarios.ts';
import { connectionMessage } from '../functions/_shared/offline/connection-assistant.ts';
import { discoveryAnswer } from '../functions/_shared/offline/discovery.ts';
import { goalSetterAnswer } from '../functions/_shared/offline/goal-setter.ts';
import { startFakeModel } from '../tests/functions/helpers/fake-model.ts';
import { modelCorpusReport, offlineCorpusReport } from './corpus-bench.ts';

const CALLS = Number(process.env.AI_BENCH_CALLS ?? 200);
const ENGINE_RUNS = 2000;
const STREAM_RUNS = 30;
const PROJECT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OTHER_MEMBERS = 30;
const SKILLS = {
  superpowers: ['Fundraising', 'Public Speaking', 'Negotiation', 'Sales', 'Mentoring', 'Storytelling', 'Team Leadership'],
  passions: ['Health & Wellness', "Women's Empowerment", 'Entrepreneurship', 'Education', 'Sustainability'],
  fuel: ['Making an Impact', 'Family', 'Financial Freedom', 'Learning & Growth'],
};

/** Maya, signed up through /auth/v1, writes her own profile and skills; the others are arranged with the service role. */
async function member(server: LocalSupabase, i: number, name: string): Promise<{ client: SupabaseClient; id: string; token: string }> {
  const options = { auth: { persistSession: false }, realtime: { transport: WebSocket as never } };
  const email = `bench.${i}.${Date.now()}@example.com`;
  let client: SupabaseClient;
  let id: string;
  let token = '';
  if (i === 0) {
    client = createClient(server.url, server.anonKey, options);
    const { data, error } = await client.auth.signUp({ email, password: 'bench-password-1', options: { data: { display_name: name } } });
    if (error || !data.session) throw error ?? new Error('no session');
    id = data.user!.id;
    token = data.session.access_token;
  } else {
    // Sign-ups are rate limited per address (as on hosted Supabase); the admin API is not.
    client = createClient(server.url, server.serviceRoleKey, options);
    const { data, error } = await client.auth.admin.createUser({ email, password: 'bench-password-1', email_confirm: true, user_metadata: { display_name: name } });
    if (error) throw error;
    id = data.user.id;
  }
  const pickOf = (list: string[], n: number) => list.filter((_, k) => (k + i) % n === 0);
  const must = async (p: PromiseLike<{ error: unknown }>) => {
    const { error: e } = await p;
    if (e) throw e;
  };
  await must(client.from('profiles').update({ bio: `Founder ${i}. I give keynote talks and mentor founders on fundraising.`, role: i % 3 ? 'Founder' : 'Partner', company: `Company ${i}` }).eq('user_id', id));
  await must(client.from('user_superpowers').insert(pickOf(SKILLS.superpowers, 3).map((superpower) => ({ user_id: id, superpower }))));
  await must(client.from('user_passions').insert(pickOf(SKILLS.passions, 2).map((passion) => ({ user_id: id, passion }))));
  await must(client.from('user_fuel').insert(pickOf(SKILLS.fuel, 2).map((fuel) => ({ user_id: id, fuel }))));
  await must(client.from('chapter_members').insert({ user_id: id, chapter_id: 1 + (i % 4) }));
  await must(client.from('posts').insert({ user_id: id, content: `Post ${i}: closed a pilot, speaking at a summit next month.` }));
  if (i === 0) await must(client.from('user_goals').insert({ user_id: id, title: 'Raise $250k from 3 angel investors', target_date: '2099-06-30' }));
  return { client, id, token };
}

const ms = (v: number) => (v < 1 ? `${(v * 1000).toFixed(0)} µs` : `${v.toFixed(v < 10 ? 2 : 1)} ms`);

/** From sending the request to the first `delta` event of the streamed reply. */
async function firstToken(url: string, token: string, anonKey: string, body: unknown): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/functions/v1/ai-networking-coach`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, apikey: anonKey, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
    body: JSON.stringify(body),
  });
  if (!res.ok || !res.body) throw new Error(`coach stream answered ${res.status}: ${await res.text()}`);
  const reader = res.body.getReader();
  let text = '';
  let at = 0;
  for (let r = await reader.read(); !r.done; r = await reader.read()) {
    text += new TextDecoder().decode(r.value);
    if (!at && text.includes('"type":"delta"')) at = performance.now() - started;
  }
  if (!at) throw new Error(`no token streamed: ${text.slice(0, 200)}`);
  return at;
}

if (process.argv.includes('--ai')) {
  await modelCorpusReport();
} else {
  await offlineCorpusReport();
  process.env.AI_RATE_LIMIT_PER_MINUTE = '10000';
  delete process.env.AI_BASE_URL;
  const server = await startLocalSupabase({ port: 0, db: 'memory', projectDir: PROJECT_DIR, seed: false, log: false });
  const model = await startFakeModel();
  try {
    const { client, id: me, token } = await member(server, 0, 'Maya Thompson');
    let amara = '';
    for (let i = 1; i <= OTHER_MEMBERS; i++) {
      const other = await member(server, i, i === 1 ? 'Amara Okafor' : `Member ${i}`);
      if (i === 1) amara = other.id;
    }

    const preset = { scenarioType: 'predefined', scenarioName: 'Investor Pitch Preparation' };
    const history = [
      { role: 'assistant' as const, content: 'Hi, Margaret Chen. What are you working on?' },
      { role: 'user' as const, content: 'Hi Margaret, I am Maya, I run a wellness studio. What do you look for in founders?' },
      { role: 'assistant' as const, content: 'Customer insight and early proof of demand. Who is your customer?' },
      { role: 'user' as const, content: 'Busy professionals; we have 300 paying members. Could we book a call next week?' },
    ];
    const bodies: Record<string, Record<string, unknown>> = {
      'ai-discovery-chat': { category: 'superpowers', action: 'start' },
      'ai-goal-setter': { action: 'chat', stage: 'goal_created', goal: 'Raise $250k from 3 angel investors by June 30', message: 'Who could help me?' },
      'ai-connection-assistant': { prompt: 'Ask her about fundraising for my studio', recipientId: amara },
      'ai-networking-coach': { action: 'practice', message: 'What would make you take a second meeting?', conversationHistory: history, sessionData: preset },
      'ai-networking-coach (end)': { action: 'end', conversationHistory: history, sessionData: preset },
    };

    // The engine alone, on her data as the functions read it.
    const data = await loadMember(client, me);
    const others = await loadOtherMembers(client, me);
    const scenario = scenarioFor({ scenarioType: 'predefined', scenarioName: preset.scenarioName, goalDescription: null, eventType: null, targetAudience: null });
    const engines: Record<string, () => unknown> = {
      'ai-discovery-chat': () => discoveryAnswer(data, { category: 'superpowers', action: 'start', message: null, history: [], previous: [] }),
      'ai-goal-setter': () => goalSetterAnswer(data, others, { action: 'chat', stage: 'goal_created', connectionType: null, goal: 'Raise $250k from 3 angel investors by June 30', message: 'Who could help me?', conversation: [], currentGoal: null }),
      'ai-connection-assistant': () => connectionMessage(data, others.find((o) => o.profile.user_id === amara) ?? null, 'Ask her about fundraising for my studio'),
      'ai-networking-coach': () => coachReply(scenario, history, 'What would make you take a second meeting?'),
      'ai-networking-coach (end)': () => scoreTranscript(history),
    };

    console.log(`\nAI functions, offline engine (${ENGINE_RUNS} engine runs, ${CALLS} calls through local-supabase each, as a member among ${OTHER_MEMBERS + 1}):`);
    const rows: string[][] = [];
    for (const [name, body] of Object.entries(bodies)) {
      const { ms: engine } = await timeRuns(ENGINE_RUNS, engines[name]!);
      const fn = name.replace(/ \(.*\)$/, '');
      const { ms: calls } = await timeRuns(CALLS, async () => {
        const res = await client.functions.invoke(fn, { body });
        if (res.error) throw new Error(`${fn}: ${res.error.message}`);
        if (res.data.source !== 'offline') throw new Error(`${fn} did not answer offline`);
      });
      rows.push([name, ms(percentile(engine, 50)), ms(percentile(engine, 95)), ms(percentile(calls, 50)), ms(percentile(calls, 95))]);
    }
    for (const line of markdownTable(['function', 'engine p50', 'engine p95', 'call p50', 'call p95'], rows)) console.log(line);

    const practice = bodies['ai-networking-coach'];
    const offlineTtft: number[] = [];
    for (let i = 0; i < STREAM_RUNS; i++) offlineTtft.push(await firstToken(server.url, token, server.anonKey, practice));
    process.env.AI_BASE_URL = model.baseUrl;
    const modelTtft: number[] = [];
    for (let i = 0; i < STREAM_RUNS; i++) {
      model.script({ stream: ['Customer ', 'love ', 'and ', 'retention.'], delayMs: 20 });
      modelTtft.push(await firstToken(server.url, token, server.anonKey, practice));
    }
    delete process.env.AI_BASE_URL;
    console.log(`\nTime to the first streamed token, ai-networking-coach practice with Accept: text/event-stream (${STREAM_RUNS} runs):`);
    const streams = [
      ['offline', ms(percentile(offlineTtft, 50)), ms(percentile(offlineTtft, 95))],
      ['model (local fake server, first chunk after 20 ms)', ms(percentile(modelTtft, 50)), ms(percentile(modelTtft, 95))],
    ];
    for (const line of markdownTable(['engine', 'p50', 'p95'], streams)) console.log(line);
  } finally {
    await model.stop();
    await server.stop();
  }
}
