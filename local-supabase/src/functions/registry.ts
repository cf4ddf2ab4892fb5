import { stat } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ensureRuntimeGlobals } from './runtime.ts';
import type { FunctionHandler } from './types.ts';

/** Function names as the Supabase CLI accepts them; `_shared` and other helpers folders are not functions. */
const FUNCTION_NAME = /^[A-Za-z][A-Za-z0-9_-]*$/;

/** The handler module failed to load, or does not export a handler: hosted Supabase's BOOT_ERROR. */
export class BootError extends Error {}

interface Loaded {
  mtimeMs: number;
  handler: Promise<FunctionHandler>;
}

/**
 * Finds `<functionsDir>/<name>/handler.ts` and imports it (the server runs under tsx, which loads TypeScript).
 * Modules are cached; a handler file whose modification time changed is imported afresh, so editing a handler
 * takes effect on the next request (modules it imports stay cached until restart).
 */
export class FunctionRegistry {
  private readonly loaded = new Map<string, Loaded>();
  private generation = 0;

  constructor(readonly functionsDir: string) {}

  /** The handler of `name`, or null when there is no such function. */
  async handler(name: string): Promise<FunctionHandler | null> {
    if (!FUNCTION_NAME.test(name)) return null;
    const file = path.join(this.functionsDir, name, 'handler.ts');
    let mtimeMs: number;
    try {
      const s = await stat(file);
      if (!s.isFile()) return null;
      mtimeMs = s.mtimeMs;
    } catch {
      return null;
    }
    let entry = this.loaded.get(name);
    if (!entry || entry.mtimeMs !== mtimeMs) {
      // A new query makes a new module; an integer one, since a "." in it confuses the test runner's loader.
      const url = pathToFileURL(file).href + (entry ? `?v=${++this.generation}` : '');
      entry = { mtimeMs, handler: importHandler(url, name) };
      this.loaded.set(name, entry);
    }
    try {
      return await entry.handler;
    } catch (e) {
      // Let a fixed file load on the next request instead of caching the failure.
      if (this.loaded.get(name) === entry) this.loaded.delete(name);
      throw e;
    }
  }
}

async function importHandler(url: string, name: string): Promise<FunctionHandler> {
  let mod: { default?: unknown };
  await ensureRuntimeGlobals();
  try {
    mod = await import(url);
  } catch (e) {
    throw new BootError(`function ${name} failed to load: ${(e as Error).stack ?? e}`);
  }
  if (typeof mod.default !== 'function') {
    throw new BootError(`function ${name}: handler.ts must export a default function (req, ctx) => Response`);
  }
  return mod.default as FunctionHandler;
}
