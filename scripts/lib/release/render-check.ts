// The last check before a pointer moves: a headless Chromium loads the release inside the environment's shell
// (the shell's dist/ with the environment's config.json, this area pointed at the candidate) against the
// environment's backend, signs in as a seeded member when the area is behind the member gate, and requires the
// area's first route to render with no page error, no console error and no "<Area> is unavailable".
import { AREAS, type AreaName, type RuntimeConfig, remoteReadyMark } from '@diva/contracts';
import type { Page } from '@playwright/test';
import { accessSync, constants, promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RunningSite } from '../static-server.ts';
import type { CheckResult } from './checks.ts';
import { exists, readJson, toJson } from './files.ts';
import { ReleaseRefused } from './refusal.ts';
import { MANIFEST_FILE, type ReleaseRecord } from './release-record.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** How the render check runs; every value can be moved by an environment variable. */
export interface RenderSettings {
  /** False only when DIVA_RELEASE_RENDER_CHECK=off: an environment with no backend to render against. */
  enabled: boolean;
  /** The shell's build: its index.html and chunks are what members load first. */
  shellDist: string;
  chromiumPath: string;
  /** How long the first route may take to render. */
  timeoutMs: number;
  /** Who signs in for areas behind the member gate; default the first demo member of supabase/seed.sql. */
  member?: { email: string; password: string };
}

/** How long the first route may take to render unless DIVA_RELEASE_RENDER_TIMEOUT_MS says otherwise. */
export const DEFAULT_RENDER_TIMEOUT_MS = 30_000;

export function renderSettings(env: NodeJS.ProcessEnv = process.env): RenderSettings {
  const mode = env.DIVA_RELEASE_RENDER_CHECK ?? 'on';
  if (mode !== 'on' && mode !== 'off') {
    throw new ReleaseRefused('settings', `DIVA_RELEASE_RENDER_CHECK must be "on" or "off" (an environment with no backend), not "${mode}".`);
  }
  const timeoutMs = Number(env.DIVA_RELEASE_RENDER_TIMEOUT_MS ?? DEFAULT_RENDER_TIMEOUT_MS);
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1000) {
    throw new ReleaseRefused('settings', `DIVA_RELEASE_RENDER_TIMEOUT_MS must be a whole number of milliseconds of at least 1000, not "${env.DIVA_RELEASE_RENDER_TIMEOUT_MS}".`);
  }
  const email = env.DIVA_RELEASE_RENDER_EMAIL;
  const password = env.DIVA_RELEASE_RENDER_PASSWORD;
  if (Boolean(email) !== Boolean(password)) {
    throw new ReleaseRefused('settings', 'DIVA_RELEASE_RENDER_EMAIL and DIVA_RELEASE_RENDER_PASSWORD go together: set both or neither.');
  }
  return {
    enabled: mode === 'on',
    shellDist: path.resolve(env.DIVA_SHELL_DIST ?? path.join(REPO_ROOT, 'shell', 'dist')),
    chromiumPath: env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    timeoutMs,
    ...(email && password ? { member: { email, password } } : {}),
  };
}

export interface RenderCheckInput {
  /** The releases root, served for the check so the candidate loads from its immutable folder. */
  root: string;
  /** Where the releases root is served for members: config.json URLs under it are served from the root too. */
  baseUrl: string;
  render: RenderSettings;
  env: string;
  /** The environment's config.json: its backend, and what the other areas load. */
  configFile: string;
  release: ReleaseRecord;
}

const error = (message: string): CheckResult => ({ rule: 'render', level: 'error', message });

/** The area's first route: the first prefix it is mounted under. */
export const firstRoute = (area: AreaName): string => AREAS[area].prefixes[0]!;

/** The environment's config with this area pointed at the candidate, every release URL on the check's server. */
export function candidateConfig(config: RuntimeConfig, input: Pick<RenderCheckInput, 'baseUrl' | 'release'>, releasesUrl: string): RuntimeConfig {
  const { area, id } = input.release;
  const local = (url: string) => (url.startsWith(`${input.baseUrl}/`) ? `${releasesUrl}/${url.slice(input.baseUrl.length + 1)}` : url);
  const remotes = Object.fromEntries(Object.entries(config.remotes ?? {}).map(([name, url]) => [name, local(url)]));
  const canary = { ...config.canary };
  delete canary[area];
  return {
    ...config,
    remotes: { ...remotes, [area]: `${releasesUrl}/${area}/${id}/${MANIFEST_FILE}` },
    releases: { ...config.releases, [area]: id },
    canary: Object.fromEntries(Object.entries(canary).map(([name, entry]) => [name, { ...entry, manifest: local(entry.manifest) }])),
    // One browser, one release: no override changes what the check loads.
    overrides: { enabled: false, origins: [] },
  };
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * Renders the release's first route in the environment's shell. A skipped check (DIVA_RELEASE_RENDER_CHECK=off)
 * is a warning that says so, never a pass; a missing backend, shell build or browser is an error in words.
 */
export async function checkRender(input: RenderCheckInput): Promise<CheckResult> {
  const { release, render, env } = input;
  const { area, id } = release;
  if (!render.enabled) {
    return { rule: 'render', level: 'warning', message: `not checked: DIVA_RELEASE_RENDER_CHECK=off (an environment with no backend), so no browser loaded ${area}@${id}` };
  }
  if (!(await exists(input.configFile))) {
    return error(
      `${env} has no config.json naming its backend (${input.configFile}); write it once with \`release config --env ${env} --supabase-url … --anon-key …\`, or set DIVA_RELEASE_RENDER_CHECK=off for an environment with no backend`,
    );
  }
  const config = await readJson<RuntimeConfig>(input.configFile);
  if (!config.supabaseUrl || !config.supabaseAnonKey) return error(`${input.configFile} names no backend (supabaseUrl and supabaseAnonKey)`);
  if (!(await exists(path.join(render.shellDist, 'index.html')))) return error(`the shell's build ${render.shellDist} has no index.html: build the shell first`);
  if (!executable(render.chromiumPath)) return error(`no Chromium at ${render.chromiumPath} (apt-get install -y chromium, or set CHROMIUM_PATH)`);

  const started = performance.now();
  // Loaded here: every release command reads these settings, only a promotion serves and renders.
  const [{ serveStatic }, { shellContentPolicy }] = await Promise.all([import('../static-server.ts'), import('../content-policy.ts')]);
  const scratch = await fs.mkdtemp(path.join(os.tmpdir(), 'diva-render-check-'));
  const sites: RunningSite[] = [];
  try {
    const releases = await serveStatic({ dir: input.root, port: 0, cors: true });
    sites.push(releases);
    const candidate = candidateConfig(config, input, releases.url);
    const configFile = path.join(scratch, 'config.json');
    await fs.writeFile(configFile, toJson(candidate));
    const shell = await serveStatic({ dir: render.shellDist, port: 0, spa: true, configFile, contentPolicy: () => Promise.resolve(shellContentPolicy(candidate)) });
    sites.push(shell);
    const seen = await renderInBrowser({ shellUrl: shell.url, releasesUrl: releases.url, release, render });
    const ms = Math.round(performance.now() - started);
    const route = firstRoute(area);
    if (seen.problems.length) return error(`${area}@${id} did not render ${route} in the ${env} shell: ${seen.problems.join('; ')}`);
    return { rule: 'render', level: 'pass', message: `${route} rendered ${area}@${id} in the ${env} shell${seen.member ? ` as ${seen.member}` : ''}, no errors (${ms} ms)` };
  } finally {
    await Promise.all(sites.map((site) => site.close()));
    await fs.rm(scratch, { recursive: true, force: true });
  }
}

async function memberFor(render: RenderSettings): Promise<{ email: string; password: string } | null> {
  if (render.member) return render.member;
  const { readDemoAccounts } = await import('../demo-accounts.ts');
  const { accounts, password } = await readDemoAccounts();
  const first = accounts[0];
  return first && password ? { email: first.email, password } : null;
}

const clip = (text: string) => (text.length > 200 ? `${text.slice(0, 200)}…` : text);

async function renderInBrowser(options: { shellUrl: string; releasesUrl: string; release: ReleaseRecord; render: RenderSettings }) {
  const { release, render } = options;
  const area = release.area;
  const problems: string[] = [];
  // Loaded here: only a promotion needs a browser, not every release command.
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({
    executablePath: render.chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    const context = await browser.newContext({ baseURL: options.shellUrl });
    const page = await context.newPage();
    page.setDefaultTimeout(render.timeoutMs);
    let member: string | null = null;
    if (AREAS[area].chrome === 'app' || render.member) {
      const account = await memberFor(render);
      if (!account) return { problems: ['no member to sign in as: supabase/seed.sql names no demo member, set DIVA_RELEASE_RENDER_EMAIL and _PASSWORD'], member };
      const signedIn = await signIn(page, account);
      if (signedIn) return { problems: [signedIn], member };
      member = account.email;
      // The page sign-in landed on keeps loading its own area (maybe one this environment does not serve) and
      // may log while it does; leaving it first keeps its console out of the candidate's.
      await page.goto('about:blank');
    }
    // Only what happens on the area's route counts: a sign-in screen's console is not the release's.
    const candidatePath = `${options.releasesUrl}/${area}/${release.id}/`;
    let candidateRequests = 0;
    page.on('pageerror', (thrown) => problems.push(`page error: ${clip(thrown.message)}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console error: ${clip(message.text())}`);
    });
    page.on('request', (request) => {
      if (request.url().startsWith(candidatePath)) candidateRequests += 1;
    });
    const route = firstRoute(area);
    await page.goto(route);
    const mark = remoteReadyMark(area);
    const outcome = await page
      .waitForFunction(
        (name) => {
          if (performance.getEntriesByName(name, 'mark').length > 0) return 'rendered';
          const unavailable = document.querySelector('[data-testid="remote-unavailable"]');
          if (unavailable || /\bis unavailable\b/.test(document.body.innerText)) return 'unavailable';
          return false;
        },
        mark,
        { timeout: render.timeoutMs, polling: 50 },
      )
      .then((handle) => handle.jsonValue() as Promise<string>)
      .catch(() => 'timeout');
    if (outcome === 'rendered') {
      // What the first render starts (its data requests and their errors) belongs to it too.
      await page.waitForLoadState('networkidle', { timeout: render.timeoutMs }).catch(() => undefined);
      if (/\bis unavailable\b/.test(await page.locator('body').innerText())) problems.push('the page shows "is unavailable"');
    } else if (outcome === 'unavailable') {
      const text = (await page.locator('[data-testid="remote-unavailable"]').first().innerText().catch(() => '')) || 'is unavailable';
      problems.push(`the shell showed "${clip(text.replace(/\s+/g, ' ').trim())}"`);
    } else {
      problems.push(`no first render of ${area} within ${render.timeoutMs} ms (page at ${new URL(page.url()).pathname})`);
    }
    if (candidateRequests === 0) problems.push(`the page never requested the candidate release (${candidatePath})`);
    return { problems, member };
  } finally {
    await browser.close();
  }
}

/** Signs in through /auth as a member would; a problem in words, or null. */
async function signIn(page: Page, account: { email: string; password: string }): Promise<string | null> {
  try {
    await page.goto('/auth');
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL((url) => url.pathname.startsWith('/app'));
    return null;
  } catch (thrown) {
    return `could not sign in as ${account.email} through /auth: ${clip((thrown as Error).message.split('\n')[0] ?? '')}`;
  }
}
