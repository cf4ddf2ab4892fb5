// `npm run new:remote -- <name> [--title "Title"] [--skip-install]`: a new remote that builds, lints, tests and
// registers itself. It writes mfe-<name>/ from scripts/templates/remote/, adds the area to @diva/contracts (a
// port after the last one, the route prefix /app/<name>, inside the member app's chrome) and a row to the
// README's table, then runs `npm install` so the workspace is linked and the lockfile knows it. What it cannot
// do for you (a sidebar entry, tables, the spec's texts, e2e journeys) is listed in CONTRIBUTING.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const TEMPLATE = path.join(HERE, 'templates/remote');

export interface NewRemote {
  name: string;
  title: string;
  prefix: string;
  port: number;
}

/** Refuses names the container, the package and the route could not all carry. */
export function checkName(name: string | undefined): string {
  if (!name || !/^[a-z][a-z0-9]{1,20}$/.test(name)) {
    throw new Error('Give the area a short lower-case name of letters and digits, e.g. `npm run new:remote -- mentors`.');
  }
  return name;
}

const pascal = (name: string) => name[0]!.toUpperCase() + name.slice(1);

/** Adds the area to AREA_NAMES and AREAS in the contracts' source, after the last area; returns the new source. */
export function registerArea(source: string, area: NewRemote): string {
  const names = /export const AREA_NAMES = \[([^\]]*)\] as const;/.exec(source);
  if (!names) throw new Error('AREA_NAMES not found in shared/contracts/src/areas.ts');
  if (names[1]!.includes(`'${area.name}'`)) throw new Error(`The area '${area.name}' exists already.`);
  let next = source.replace(names[0], `export const AREA_NAMES = [${names[1]}, '${area.name}'] as const;`);
  const table = next.indexOf('export const AREAS');
  const end = next.indexOf('\n};', table);
  const entry = `  ${area.name}: { name: '${area.name}', container: 'mfe_${area.name}', title: '${area.title}', port: ${area.port}, prefixes: ['${area.prefix}'], chrome: 'app' },`;
  next = `${next.slice(0, end)}\n${entry}${next.slice(end)}`;
  return next;
}

/** The next free port: one after the highest area port in the contracts' source. */
export function nextPort(source: string): number {
  const ports = [...source.matchAll(/port: (\d+)/g)].map((match) => Number(match[1]));
  return Math.max(...ports) + 1;
}

/** Adds the remote's row after the last `mfe-` row of the README's layout table. */
export function addReadmeRow(readme: string, area: NewRemote): string {
  const lines = readme.split('\n');
  const last = lines.findLastIndex((line) => line.startsWith('| `mfe-'));
  if (last < 0) throw new Error('The README has no table of remotes to add a row to.');
  lines.splice(last + 1, 0, `| \`mfe-${area.name}/\` | ${area.port} | \`${area.prefix}\` |`);
  return lines.join('\n');
}

function fill(text: string, area: NewRemote): string {
  return text
    .replaceAll('__NAME__', area.name)
    .replaceAll('__PASCAL__', pascal(area.name))
    .replaceAll('__CONST__', area.name.toUpperCase())
    .replaceAll('__TITLE__', area.title)
    .replaceAll('__PREFIX__', area.prefix)
    .replaceAll('__PORT__', String(area.port));
}

function copyTemplate(from: string, to: string, area: NewRemote): void {
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, fill(entry.name, area).replace(/\.tmpl$/, ''));
    if (entry.isDirectory()) {
      fs.mkdirSync(target, { recursive: true });
      copyTemplate(source, target, area);
    } else {
      fs.writeFileSync(target, fill(fs.readFileSync(source, 'utf8'), area));
    }
  }
}

export function createRemote(root: string, name: string, title = pascal(name)): NewRemote {
  const dir = path.join(root, `mfe-${name}`);
  if (fs.existsSync(dir)) throw new Error(`mfe-${name}/ exists already.`);
  const areasFile = path.join(root, 'shared/contracts/src/areas.ts');
  const areas = fs.readFileSync(areasFile, 'utf8');
  const area: NewRemote = { name, title, prefix: `/app/${name}`, port: nextPort(areas) };
  const registered = registerArea(areas, area);
  fs.mkdirSync(dir);
  copyTemplate(TEMPLATE, dir, area);
  fs.writeFileSync(areasFile, registered);
  const readme = path.join(root, 'README.md');
  fs.writeFileSync(readme, addReadmeRow(fs.readFileSync(readme, 'utf8'), area));
  return area;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const titleAt = args.indexOf('--title');
  const title = titleAt >= 0 ? args[titleAt + 1] : undefined;
  const name = args.find((arg, index) => !arg.startsWith('--') && (titleAt < 0 || index !== titleAt + 1));
  try {
    const root = path.resolve(HERE, '..');
    const area = createRemote(root, checkName(name), title);
    console.log(`Created mfe-${area.name}/ (${area.prefix}, port ${area.port}) and registered it in @diva/contracts and the README.`);
    if (!args.includes('--skip-install')) execFileSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
    console.log(`Next: npm run test:area -- ${area.name}; then see CONTRIBUTING.md for what the generator leaves to you.`);
  } catch (error) {
    console.error(`new:remote: ${(error as Error).message}`);
    process.exit(1);
  }
}
