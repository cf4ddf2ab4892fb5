// `npm run new:remote` in a scratch copy of the repository: the new remote type-checks, lints, passes its tests
// and builds, the contracts and the text catalogues take it in, and nothing else needs a hand edit.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addReadmeRow, checkName, nextPort, registerArea } from '../../scripts/new-remote.ts';
import { areaSpecs } from '../../scripts/test-area.ts';
import { REPO_ROOT } from '../../scripts/lib/platform.ts';

describe('the generator, line by line', () => {
  const source = "export const AREA_NAMES = ['feed', 'who'] as const;\nexport const AREAS = {\n  feed: { port: 3001 },\n  who: { port: 3004 },\n};\n";

  it('registers the area after the last one, on the next port', () => {
    const area = { name: 'demo', title: 'Demo', prefix: '/app/demo', port: nextPort(source) };
    expect(area.port).toBe(3005);
    const next = registerArea(source, area);
    expect(next).toContain("export const AREA_NAMES = ['feed', 'who', 'demo'] as const;");
    expect(next).toContain("  demo: { name: 'demo', container: 'mfe_demo', title: 'Demo', port: 3005, prefixes: ['/app/demo'], chrome: 'app' },\n};");
    expect(() => registerArea(next, area)).toThrow(/exists already/);
  });

  it('adds a README row after the last remote', () => {
    const readme = '| app | port |\n|---|---|\n| `mfe-feed/` | 3001 | `/app/timeline` |\n| `local-supabase/` | 54321 |\n';
    expect(addReadmeRow(readme, { name: 'demo', title: 'Demo', prefix: '/app/demo', port: 3009 })).toContain(
      '| `mfe-feed/` | 3001 | `/app/timeline` |\n| `mfe-demo/` | 3009 | `/app/demo` |\n| `local-supabase/`',
    );
  });

  it('refuses names a container or a route could not carry', () => {
    for (const name of [undefined, '', 'Demo', 'my-area', '9lives', 'a']) expect(() => checkName(name)).toThrow(/lower-case/);
    expect(checkName('mentors')).toBe('mentors');
  });

  it("finds an area's e2e specs by name", () => {
    const files = ['feed-live.spec.ts', 'a11y-feed.spec.ts', 'feedback.spec.ts', 'account-settings.spec.ts', 'profile-journey.spec.ts'];
    expect(areaSpecs('feed', files)).toEqual(['tests/feed-live.spec.ts', 'tests/a11y-feed.spec.ts']);
    expect(areaSpecs('profile', files)).toEqual(['tests/account-settings.spec.ts', 'tests/profile-journey.spec.ts']);
  });
});

describe('npm run new:remote -- demo, in a scratch copy', { timeout: 600_000 }, () => {
  let scratch = '';
  const inScratch = (command: string[], cwd = '.') =>
    execFileSync(command[0]!, command.slice(1), { cwd: path.join(scratch, cwd), encoding: 'utf8', stdio: 'pipe', env: { ...process.env, FORCE_COLOR: '0' } });

  beforeAll(() => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'diva-new-remote-'));
    // The working tree as git sees it (tracked and new files, not what .gitignore leaves out)…
    const files = execFileSync('git', ['ls-files', '-z', '-co', '--exclude-standard'], { cwd: REPO_ROOT, encoding: 'utf8' }).split('\0').filter(Boolean);
    for (const file of files) {
      const from = path.join(REPO_ROOT, file);
      if (!fs.existsSync(from)) continue;
      fs.mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
      fs.copyFileSync(from, path.join(scratch, file));
    }
    // …and the installed packages, hard-linked (fast, and real paths stay inside the copy).
    const modules = execFileSync('find', ['.', '-maxdepth', '3', '-name', 'node_modules', '-type', 'd', '-not', '-path', './node_modules/*'], { cwd: REPO_ROOT, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    for (const dir of modules) execFileSync('cp', ['-al', path.join(REPO_ROOT, dir), path.join(scratch, dir)]);
    inScratch(['npx', 'tsx', 'scripts/new-remote.ts', 'demo', '--skip-install']);
    // What `npm install` does for a new workspace: the package is reachable by its name.
    fs.symlinkSync('../mfe-demo', path.join(scratch, 'node_modules/mfe-demo'));
  });

  afterAll(() => {
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('registers the area in the contracts and the README', () => {
    const areas = fs.readFileSync(path.join(scratch, 'shared/contracts/src/areas.ts'), 'utf8');
    expect(areas).toMatch(/AREA_NAMES = \[[^\]]*'demo'\] as const/);
    expect(areas).toContain("container: 'mfe_demo'");
    expect(fs.readFileSync(path.join(scratch, 'README.md'), 'utf8')).toMatch(/\| `mfe-demo\/` \| \d+ \| `\/app\/demo` \|/);
  });

  it('type-checks and lints the new remote and the shell that mounts it', () => {
    inScratch(['npx', 'tsc', '--noEmit', '-p', 'mfe-demo']);
    inScratch(['npx', 'tsc', '--noEmit', '-p', 'shell']);
    inScratch(['npx', 'eslint', '.'], 'mfe-demo');
  });

  it("passes its own tests, the contracts' and the text catalogues'", () => {
    expect(inScratch(['npx', 'vitest', 'run'], 'mfe-demo')).toMatch(/passed/);
    inScratch(['npx', 'vitest', 'run'], 'shared/contracts');
    inScratch(['npx', 'vitest', 'run', 'test/texts.test.ts'], 'shared/core');
  });

  it('builds a federated remote with its manifest', () => {
    inScratch(['npx', 'rspack', 'build'], 'mfe-demo');
    expect(fs.existsSync(path.join(scratch, 'mfe-demo/dist/mf-manifest.json'))).toBe(true);
    expect(fs.existsSync(path.join(scratch, 'mfe-demo/dist/remoteEntry.js'))).toBe(true);
  });
});
