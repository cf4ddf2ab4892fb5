import { REMOTE_CONTRACT_VERSION } from '@diva/contracts';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ReleaseRefused } from './refusal.ts';
import { type RenderSettings, renderSettings } from './render-check.ts';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

/** Where releases live and the rules that keep them; every value can be moved by an environment variable. */
export interface ReleaseSettings {
  /** The releases root: `<area>/<id>/` folders and `registry/`. */
  root: string;
  /** Releases per area that prune always keeps, newest first. */
  keep: number;
  /** Prune keeps any release an environment pointed at within this many hours (open tabs still load from it). */
  retainHours: number;
  /** Where the releases root is served; config.json names `<baseUrl>/<area>/<id>/mf-manifest.json`. Nothing serves it
   * by default yet (`npm start` serves each dist/); the port stays clear of the apps' 3000–3008 and e2e's 3100–3108. */
  baseUrl: string;
  /** The shell's own manifest: its shared singletons are what a release must satisfy. */
  shellManifest: string;
  /** Remote-module contract versions the shell accepts. */
  acceptedContracts: readonly number[];
  /** The Chromium render check before a pointer moves (render-check.ts). */
  render: RenderSettings;
}

export function releaseSettings(env: NodeJS.ProcessEnv = process.env): ReleaseSettings {
  return {
    root: path.resolve(env.DIVA_RELEASES_DIR ?? path.join(REPO_ROOT, '.releases')),
    keep: count(env, 'DIVA_RELEASES_KEEP', 5),
    retainHours: count(env, 'DIVA_RELEASES_RETAIN_HOURS', 24),
    baseUrl: (env.DIVA_RELEASES_URL ?? 'http://localhost:3090').replace(/\/+$/, ''),
    shellManifest: env.DIVA_SHELL_MANIFEST ?? path.join(REPO_ROOT, 'shell', 'dist', 'mf-manifest.json'),
    acceptedContracts: [REMOTE_CONTRACT_VERSION],
    render: renderSettings(env),
  };
}

/** A whole number of at least 1: prune with 0 kept, or a window of 0 h, would remove what tabs still load. */
function count(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) throw new ReleaseRefused('settings', `${name} must be a whole number of at least 1, not "${env[name]}".`);
  return value;
}

export { REPO_ROOT };
