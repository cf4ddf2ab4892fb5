// The busy wait for PostgreSQL's answer (src/db/busy-wait.ts): the event loop keeps turning while a lone batch
// waits, other work is still served, and the spinning ends with the answer, at the cap, or when another batch
// starts. How busy the loop was is read from the event loop's utilisation (time not spent asleep in epoll).
import { performance } from 'node:perf_hooks';
import { describe, expect, it } from 'vitest';
import { createBusyWait } from '../src/db/busy-wait.ts';

const answerAfter = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('answer'), ms));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** The share of the time `run` took that the event loop spent awake (0 to 1). */
async function utilisation(run: () => Promise<unknown>): Promise<number> {
  const before = performance.eventLoopUtilization();
  await run();
  return performance.eventLoopUtilization(before).utilization;
}

describe('busy wait for the database', () => {
  it('keeps the event loop awake while a lone batch waits, and still serves other work', async () => {
    const busyWait = createBusyWait(200, () => true);
    let ticks = 0;
    const ticker = setInterval(() => ticks++, 5);
    let answer = '';
    const awake = await utilisation(async () => (answer = await busyWait(answerAfter(80))));
    clearInterval(ticker);
    expect(answer).toBe('answer');
    expect(awake).toBeGreaterThan(0.5);
    expect(ticks).toBeGreaterThanOrEqual(5); // timers kept firing between the turns
    // The same wait without it sleeps.
    expect(await utilisation(() => createBusyWait(0, () => true)(answerAfter(80)))).toBeLessThan(0.3);
  });

  it('stops turning once the answer is in', async () => {
    const busyWait = createBusyWait(5_000, () => true);
    await busyWait(answerAfter(10));
    expect(await utilisation(() => sleep(100))).toBeLessThan(0.3);
  });

  it('stops at its cap when the answer is slow', async () => {
    const busyWait = createBusyWait(20, () => true);
    expect(await utilisation(() => busyWait(answerAfter(300)))).toBeLessThan(0.4);
  });

  it('does not start while other batches are in flight, and a batch that starts stops a running wait', async () => {
    let alone = false;
    const busyWait = createBusyWait(5_000, () => alone);
    expect(await utilisation(() => busyWait(answerAfter(80)))).toBeLessThan(0.3);

    alone = true;
    const first = busyWait(answerAfter(400));
    await sleep(20);
    alone = false;
    const second = busyWait(answerAfter(10));
    await second;
    expect(await utilisation(() => sleep(100))).toBeLessThan(0.3);
    expect(await first).toBe('answer');
  });

  it('passes a failure through', async () => {
    const busyWait = createBusyWait(50, () => true);
    await expect(busyWait(Promise.reject(new Error('57014')))).rejects.toThrow('57014');
    expect(await utilisation(() => sleep(60))).toBeLessThan(0.3);
  });
});
