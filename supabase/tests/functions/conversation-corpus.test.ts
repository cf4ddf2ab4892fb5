/**
 * The conversation corpus (functions/_shared/offline/corpus/*.json) through the offline engine: every reply of
 * every conversation is held to the rules of bench/conversation-rules.ts, and the test prints which rule which
 * reply broke. The same conversations give the same replies on every run.
 */
import { percentile } from '@diva/bench/stats';
import { describe, expect, it } from 'vitest';
import { describeBreaks, loadCorpus, offlineEngine, ruleCounts, runCorpus } from '../../bench/conversation-corpus.ts';
import { discoveryAnswer } from '../../functions/_shared/offline/discovery.ts';
import { stringList } from '../../functions/_shared/request.ts';

describe('the conversation corpus', () => {
  it('holds at least 40 conversations across every scenario and the other three functions', () => {
    const corpus = loadCorpus();
    const all = corpus.coach.length + corpus.discovery.length + corpus.goal.length + corpus.connection.length;
    expect(all).toBeGreaterThanOrEqual(40);
    const scenarios = new Set(corpus.coach.map((c) => c.scenario));
    expect([...scenarios].sort()).toEqual(['First-time Networking Event', 'Industry Conference Networking', 'Investor Pitch Preparation', 'custom']);
    expect(corpus.discovery.some((c) => c.steps.some((s) => s.action === 'refresh'))).toBe(true);
    expect(new Set(corpus.goal.flatMap((c) => c.steps.map((s) => s.stage))).size).toBeGreaterThanOrEqual(5);
    expect(corpus.connection.length).toBeGreaterThan(0);
  });

  it('the offline engine keeps every rule on every reply', async () => {
    const run = await runCorpus(offlineEngine);
    if (run.breaks.length) console.info(`${run.breaks.length} broken:\n${describeBreaks(run.breaks)}`);
    expect(ruleCounts(run).filter((r) => r.broken > 0)).toEqual([]);
    // Fast enough to answer as she types: p95 under 50 ms a reply (the bench prints the measured p50/p95).
    expect(percentile(run.timings, 95)).toBeLessThan(50);
  });

  it('is deterministic: the same conversations give the same replies', async () => {
    const a = await runCorpus(offlineEngine);
    const b = await runCorpus(offlineEngine);
    expect(b.cases.map((c) => c.reply)).toEqual(a.cases.map((c) => c.reply));
  });

  it('Refresh never repeats what is on screen, however long the list of what she has seen', () => {
    const { members } = loadCorpus();
    const data = members.keiko;
    const start = discoveryAnswer(data, { category: 'superpowers', action: 'start', message: null, history: [], previous: [] });
    const onScreen = start.suggestions.map((s) => s.text);
    // What the dialog sends: what is on screen first, then everything seen before (here padded past the cap).
    const seenBefore = Array.from({ length: 80 }, (_, i) => `Idea ${i % 60}`);
    const previous = stringList([...onScreen, ...seenBefore, ...onScreen]);
    expect(previous.slice(0, onScreen.length)).toEqual(onScreen);
    const refresh = discoveryAnswer(data, { category: 'superpowers', action: 'refresh', message: null, history: [], previous });
    expect(refresh.suggestions.length).toBeGreaterThan(0);
    expect(refresh.suggestions.map((s) => s.text).filter((t) => onScreen.includes(t))).toEqual([]);
  });
});
