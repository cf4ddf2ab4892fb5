// Which shell runtime a build needs (a remote) or provides (the shell): `SHELL_RUNTIME_VERSION` of @diva/contracts,
// written by every production build to `shell-runtime.json` beside its manifest (shared/federation). A build from
// before that file existed needs, or provides, version 1: the federation runtime's core alone.
import { SHELL_RUNTIME_FILE } from '@diva/contracts';
import path from 'node:path';
import { exists, readJson } from './files.ts';
import { ReleaseRefused } from './refusal.ts';

/** What a build from before `shell-runtime.json` needs or provides. */
export const FIRST_SHELL_RUNTIME = 1;

const KEY = { needs: 'needsShellRuntime', provides: 'providesShellRuntime' } as const;

/** The shell runtime the build in `dir` needs or provides; refused in words when its file says neither. */
export async function readShellRuntime(dir: string, side: 'needs' | 'provides'): Promise<number> {
  const file = path.join(dir, SHELL_RUNTIME_FILE);
  if (!(await exists(file))) return FIRST_SHELL_RUNTIME;
  const record = await readJson<Record<string, unknown>>(file).catch(() => null);
  const value = record?.[KEY[side]];
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1) {
    throw new ReleaseRefused('build', `${file} does not say which shell runtime the build ${side} ("${KEY[side]}": a whole number of at least 1).`);
  }
  return value;
}
