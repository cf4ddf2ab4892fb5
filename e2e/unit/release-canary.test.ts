// Canaries and the override policy: compare-and-swap as promotions, --finish, rollback of a canary, what
// config.json carries, and the cohort a member falls in.
import { canaryBucket, inCanary, type RuntimeConfig } from '@diva/contracts';
import { promises as fs } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finishCanary, removeCanary } from '../../scripts/lib/release/canary.ts';
import { setOverrides } from '../../scripts/lib/release/overrides.ts';
import { promote } from '../../scripts/lib/release/promote.ts';
import { readCanaries, readHistory, readPointers } from '../../scripts/lib/release/registry.ts';
import { rollback } from '../../scripts/lib/release/rollback.ts';
import { defaultConfigFile, writeShellConfig } from '../../scripts/lib/release/shell-config.ts';
import { releaseOf, tempSettings } from './release-fixtures.ts';

let settings: Awaited<ReturnType<typeof tempSettings>>;
beforeEach(async () => void (settings = await tempSettings()));
afterEach(() => settings.cleanup());

const ship = (ref: string, from: string, extra: { canary?: number; env?: string; force?: boolean } = {}) =>
  promote(settings, { area: 'feed', ref, env: extra.env ?? 'production', from, who: 'ada', why: '', canary: extra.canary, force: extra.force });
const backend = { supabaseUrl: 'http://localhost:54321', supabaseAnonKey: 'anon' };
const configOf = async (env = 'production') => JSON.parse(await fs.readFile(defaultConfigFile(settings, env), 'utf8')) as RuntimeConfig;

describe('canary', () => {
  it('serves a checked release to a share of members beside the pointer, in config.json too, and records it', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    await ship('1.0.0', 'none');
    await writeShellConfig(settings, 'production', defaultConfigFile(settings, 'production'), backend);
    const entry = await ship('2.0.0', 'none', { canary: 10 });
    expect(entry).toMatchObject({ action: 'canary', area: 'feed', from: null, to: two, who: 'ada', why: 'canary for 10 % of members' });
    expect(entry.checks.map((check) => check.rule)).toEqual(['integrity', 'shared-singletons', 'contract-version', 'render']);
    expect(await readPointers(settings.root, 'production')).toEqual({ feed: one });
    expect(await readCanaries(settings.root, 'production')).toEqual({ feed: { release: two, percent: 10 } });
    const config = await configOf();
    expect(config.remotes.feed).toBe(`https://cdn.example/releases/feed/${one}/mf-manifest.json`);
    expect(config.releases).toEqual({ feed: one });
    expect(config.canary).toEqual({ feed: { release: two, manifest: `https://cdn.example/releases/feed/${two}/mf-manifest.json`, percent: 10 } });
    expect(config.environment).toBe('production');
  });

  it('is compare-and-swap: --from names the canary it replaces; a stale one is refused in words, nothing moves', async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    await ship('2.0.0', 'none', { canary: 10 });
    await expect(ship('3.0.0', 'none', { canary: 10 })).rejects.toThrow(
      `Refused (compare-and-swap): production runs the canary ${two} of feed, not none: it changed since you looked. Check \`release status --env production\`, then promote again with --canary and --from ${two}.`,
    );
    // Naming the canary it replaces, a canary moves on; 1.0.0, served to everyone, is refused for that (or for the
    // swap, when the other went first), whatever the order.
    const results = await Promise.allSettled([ship('3.0.0', '2.0.0', { canary: 20 }), ship('1.0.0', '2.0.0', { canary: 30 })]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected']);
    expect(await readCanaries(settings.root, 'production')).toEqual({ feed: { release: three, percent: 20 } });
  });

  it('lets exactly one of two concurrent canaries naming the same --from win', async () => {
    await releaseOf(settings, '1.0.0');
    await releaseOf(settings, '2.0.0');
    await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    const results = await Promise.allSettled([ship('2.0.0', 'none', { canary: 10 }), ship('3.0.0', 'none', { canary: 10 })]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const refusal = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
    expect(String(refusal.reason)).toMatch(/Refused \(compare-and-swap\): production runs the canary .* of feed, not none/);
    expect((await readHistory(settings.root)).filter((line) => line.action === 'canary')).toHaveLength(1);
  });

  it('refuses a canary with nothing served beside it, the release already served, or a share out of 1–99', async () => {
    await releaseOf(settings, '1.0.0');
    await releaseOf(settings, '2.0.0');
    await expect(ship('1.0.0', 'none', { canary: 10 })).rejects.toThrow('Refused (canary): production serves no release of feed yet: promote one for everyone first, the canary runs beside it.');
    await ship('1.0.0', 'none');
    await expect(ship('1.0.0', 'none', { canary: 10 })).rejects.toThrow(/Refused \(canary\): production already serves feed@1\.0\.0-\w+ to everyone\./);
    for (const bad of [0, 100, 12.5, Number.NaN]) {
      await expect(ship('2.0.0', 'none', { canary: bad })).rejects.toThrow(/Refused \(canary\): --canary takes a whole percent from 1 to 99/);
    }
    expect(await readCanaries(settings.root, 'production')).toEqual({});
  });

  it('refuses a canary that fails a check, as a promotion would', async () => {
    await releaseOf(settings, '1.0.0');
    await releaseOf(settings, '2.0.0', { react: '18.3.1' });
    await ship('1.0.0', 'none');
    await expect(ship('2.0.0', 'none', { canary: 10 })).rejects.toThrow(/^Refused \(shared-singletons\): react 18\.3\.1 is another major than the shell's 19\.3\.1/);
    expect(await readCanaries(settings.root, 'production')).toEqual({});
  });

  it('--finish gives the canary to everyone in one change; a rollback then returns to the release before', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    await ship('1.0.0', 'none');
    await writeShellConfig(settings, 'production', defaultConfigFile(settings, 'production'), backend);
    await ship('2.0.0', 'none', { canary: 10 });
    await expect(finishCanary(settings, { area: 'feed', env: 'production', who: 'bea', expect: '3.0.0' })).rejects.toThrow(
      `Refused (compare-and-swap): production runs the canary ${two} of feed, not 3.0.0: it changed since you looked.`,
    );
    const entry = await finishCanary(settings, { area: 'feed', env: 'production', who: 'bea', expect: '2.0.0' });
    expect(entry).toMatchObject({ action: 'finish', from: one, to: two, who: 'bea', why: `canary finished: everyone gets ${two}` });
    expect(await readPointers(settings.root, 'production')).toEqual({ feed: two });
    expect(await readCanaries(settings.root, 'production')).toEqual({});
    const config = await configOf();
    expect(config.remotes.feed).toContain(`/feed/${two}/`);
    expect(config.canary).toBeUndefined();
    await expect(finishCanary(settings, { area: 'feed', env: 'production', who: 'bea' })).rejects.toThrow('Refused (finish): production runs no canary of feed; nothing to finish.');
    const back = await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' });
    expect(back.entry).toMatchObject({ action: 'rollback', from: two, to: one });
  });

  it('rollback with a canary running removes the canary and leaves the pointer; the next rollback moves the pointer', async () => {
    const one = await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    await ship('2.0.0', '1.0.0');
    await writeShellConfig(settings, 'production', defaultConfigFile(settings, 'production'), backend);
    await ship('3.0.0', 'none', { canary: 25 });
    const { entry, ms } = await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' });
    expect(ms).toBeLessThan(1000);
    expect(entry).toMatchObject({ action: 'canary-rollback', from: three, to: two, who: 'cleo', why: `canary ${three} removed` });
    expect(await readPointers(settings.root, 'production')).toEqual({ feed: two });
    expect((await configOf()).canary).toBeUndefined();
    expect((await rollback(settings, { area: 'feed', env: 'production', who: 'cleo' })).entry).toMatchObject({ action: 'rollback', from: two, to: one });
  });

  it('removes only the canary the caller measured (the watcher), else refuses in words', async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    await ship('3.0.0', 'none', { canary: 10 });
    await expect(removeCanary(settings, { area: 'feed', env: 'production', who: 'canary-watch', expect: two })).rejects.toThrow(
      `Refused (compare-and-swap): production runs the canary ${three} of feed, not ${two}: it changed since it was measured.`,
    );
    expect(await readCanaries(settings.root, 'production')).toEqual({ feed: { release: three, percent: 10 } });
  });

  it("gives a preview production's canary for the areas it does not set, and its own where it does", async () => {
    await releaseOf(settings, '1.0.0');
    const two = await releaseOf(settings, '2.0.0');
    const three = await releaseOf(settings, '3.0.0');
    await ship('1.0.0', 'none');
    await writeShellConfig(settings, 'pr-7', defaultConfigFile(settings, 'pr-7'), backend);
    await ship('2.0.0', 'none', { canary: 10 });
    expect((await configOf('pr-7')).canary?.feed?.release).toBe(two);
    await ship('3.0.0', 'none', { env: 'pr-7' });
    expect((await configOf('pr-7')).canary).toBeUndefined();
    expect((await configOf('pr-7')).remotes.feed).toContain(`/feed/${three}/`);
  });
});

describe('override policy', () => {
  it('is off in production and open to the releases origin in a preview until set; set and switched off with history', async () => {
    await releaseOf(settings, '1.0.0');
    await ship('1.0.0', 'none');
    await writeShellConfig(settings, 'production', defaultConfigFile(settings, 'production'), backend);
    await writeShellConfig(settings, 'pr-12', defaultConfigFile(settings, 'pr-12'), backend);
    expect((await configOf()).overrides).toEqual({ enabled: false, origins: [] });
    expect((await configOf('pr-12')).overrides).toEqual({ enabled: true, origins: ['https://cdn.example'] });

    const on = await setOverrides(settings, { env: 'pr-12', enabled: true, origins: ['http://localhost:4001', 'http://localhost:4001/'], who: 'ada' });
    expect(on).toMatchObject({ env: 'pr-12', area: null, action: 'overrides', from: 'on for https://cdn.example', to: 'on for http://localhost:4001', who: 'ada' });
    expect((await configOf('pr-12')).overrides).toEqual({ enabled: true, origins: ['http://localhost:4001'] });
    await setOverrides(settings, { env: 'pr-12', enabled: false, origins: [], who: 'ada' });
    expect((await configOf('pr-12')).overrides).toEqual({ enabled: false, origins: [] });
    expect((await readHistory(settings.root)).filter((line) => line.action === 'overrides').map((line) => line.to)).toEqual(['on for http://localhost:4001', 'off']);
  });

  it('refuses what is not an http(s) origin, and --allow with --off, in words', async () => {
    const set = (origins: string[], enabled = true) => setOverrides(settings, { env: 'pr-12', enabled, origins, who: 'ada' });
    await expect(set(['localhost:4001'])).rejects.toThrow(/Refused \(overrides\): "localhost:4001" is not an http or https origin\./);
    await expect(set(['http://localhost:4001/mf-manifest.json'])).rejects.toThrow('Refused (overrides): "http://localhost:4001/mf-manifest.json" is not an origin: give only scheme://host:port (http://localhost:4001), no path.');
    await expect(set(['not a url'])).rejects.toThrow('Refused (overrides): "not a url" is not an origin (scheme://host:port).');
    await expect(set([])).rejects.toThrow('Refused (overrides): name at least one origin with --allow, or switch overrides off with --off.');
    await expect(set(['http://localhost:4001'], false)).rejects.toThrow('Refused (overrides): --off takes no --allow.');
    expect(await readHistory(settings.root)).toEqual([]);
  });
});

describe('cohorts', () => {
  it('puts 20 ± 8 of 200 members in a 10 % canary, each the same every time', () => {
    const members = Array.from({ length: 200 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const inTen = members.filter((id) => inCanary(id, 10));
    expect(inTen.length).toBeGreaterThanOrEqual(12);
    expect(inTen.length).toBeLessThanOrEqual(28);
    expect(members.filter((id) => inCanary(id, 10))).toEqual(inTen);
    // A wider canary keeps everyone of the narrower one: raising the share moves nobody out.
    expect(inTen.every((id) => inCanary(id, 50))).toBe(true);
    expect(members.every((id) => canaryBucket(id) >= 0 && canaryBucket(id) < 100)).toBe(true);
  });
});

describe('prune', () => {
  it('keeps a running canary however old, and removes it once the canary is gone and the window has passed', async () => {
    const { prune } = await import('../../scripts/lib/release/prune.ts');
    const old = new Date(Date.now() - 72 * 3_600_000);
    const ids = [];
    for (const version of ['1.0.0', '2.0.0', '3.0.0', '4.0.0']) ids.push(await releaseOf(settings, version, { now: old }));
    await promote(settings, { area: 'feed', ref: '1.0.0', env: 'production', from: 'none', who: 'ada', why: '' });
    await promote(settings, { area: 'feed', ref: '2.0.0', env: 'pr-9', from: 'none', who: 'ada', why: '' });
    await promote(settings, { area: 'feed', ref: '3.0.0', env: 'pr-9', from: 'none', who: 'ada', why: '', canary: 10 });
    // Three days on: history is outside the window; keep is 2 (the newest: 3.0.0 and 4.0.0).
    const later = new Date(Date.now() + 72 * 3_600_000);
    const result = await prune(settings, { now: later, dryRun: true });
    expect(result.kept).toContainEqual({ area: 'feed', id: ids[0], why: 'an environment points at it' });
    await removeCanary(settings, { area: 'feed', env: 'pr-9', who: 'ada' });
    await releaseOf(settings, '5.0.0');
    const after = await prune(settings, { now: later, dryRun: true });
    expect(after.removed.map((r) => r.id)).toContain(ids[2]);
    // While it ran, with two newer releases stored, only the canary kept it.
    await promote(settings, { area: 'feed', ref: '3.0.0', env: 'pr-9', from: 'none', who: 'ada', why: '', canary: 10 });
    await releaseOf(settings, '6.0.0');
    const running = await prune(settings, { now: new Date(Date.now() + 2 * 72 * 3_600_000), dryRun: true });
    expect(running.kept).toContainEqual({ area: 'feed', id: ids[2], why: 'an environment runs it as a canary' });
  });
});
