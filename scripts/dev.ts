// `npm run dev`: local-supabase plus the shell and every remote on rspack dev servers with hot reload.
// The shell's dev server serves shell/public/config.json, which points at the remotes' dev servers.
import { AREAS, AREA_NAMES } from '@diva/contracts';
import { type ChildProcess, spawn } from 'node:child_process';
import { REPO_ROOT } from './lib/platform.ts';

const children: ChildProcess[] = [];
function run(name: string, command: string, args: string[]): void {
  const child = spawn(command, args, { cwd: REPO_ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '1' } });
  const prefix = `[${name}]`.padEnd(14);
  for (const stream of [child.stdout, child.stderr]) {
    stream?.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString().split('\n')) if (line.trim()) process.stdout.write(`${prefix} ${line}\n`);
    });
  }
  child.on('exit', (code) => {
    if (!stopping) console.log(`${prefix} exited with ${code}`);
  });
  children.push(child);
}

let stopping = false;
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
const areas = only.length ? AREA_NAMES.filter((area) => only.includes(area)) : AREA_NAMES;

if (!process.argv.includes('--no-backend')) run('backend', 'npm', ['run', 'backend']);
for (const area of areas) run(area, 'npm', ['run', 'dev', '-w', `mfe-${area}`]);
run('shell', 'npm', ['run', 'dev', '-w', 'shell']);

console.log('\nDev servers starting (hot reload):');
console.log('  Shell:   http://localhost:3000');
for (const area of areas) console.log(`  ${AREAS[area].title.padEnd(20)} http://localhost:${AREAS[area].port} (standalone harness)`);
console.log('  Backend: http://127.0.0.1:54321\n  Ctrl+C stops everything.\n');

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(0), 500);
  });
}
