// The conversation corpus as bench rows: each engine call's p50/p95 over the corpus, and per rule how many
// replies broke it, for the offline engine or a model (AI_BASE_URL), so both are compared on the same
// conversations.
import { percentile } from '@diva/bench/stats';
import { markdownTable } from '@diva/bench/table';
import { providerConfig } from '../functions/_shared/provider.ts';
import { describeBreaks, modelEngine, offlineEngine, ruleCounts, runCorpus, type Engine } from './conversation-corpus.ts';

const ms = (v: number) => (v < 1 ? `${(v * 1000).toFixed(0)} µs` : `${v.toFixed(v < 10 ? 2 : 1)} ms`);

/** Runs the corpus on the engine and prints its latency and its rule counts; returns the replies that broke a rule. */
export async function corpusReport(engine: Engine, label: string, log: (line: string) => void = console.info): Promise<number> {
  const run = await runCorpus(engine);
  log(`\nConversation corpus, ${label}: ${run.conversations} conversations, ${run.cases.length} replies checked, ${run.timings.length} engine calls:`);
  for (const line of markdownTable(['engine call p50', 'engine call p95'], [[ms(percentile(run.timings, 50)), ms(percentile(run.timings, 95))]])) log(line);
  log(`\nRules, ${label} (replies that broke each rule):`);
  for (const line of markdownTable(['rule', 'replies broke it', 'what it checks'], ruleCounts(run).map((r) => [r.rule, String(r.broken), r.description]))) log(line);
  const broken = new Set(run.breaks.map((b) => b.caseId)).size;
  if (run.breaks.length) log(`\nWhich rule which reply broke:\n${describeBreaks(run.breaks)}`);
  return broken;
}

/** `--ai`: the corpus against the model AI_BASE_URL names (AI_API_KEY, AI_MODEL as the functions read them). */
export async function modelCorpusReport(): Promise<number> {
  const provider = providerConfig();
  if (!provider) throw new Error('--ai needs AI_BASE_URL: the OpenAI-compatible endpoint to run the corpus against');
  return corpusReport(modelEngine(provider), `model ${provider.model} at ${provider.baseURL}`);
}

export const offlineCorpusReport = () => corpusReport(offlineEngine, 'offline engine');
