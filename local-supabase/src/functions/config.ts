import { readFile, stat } from 'node:fs/promises';

/**
 * Per-function settings from the project's config.toml, as the Supabase CLI reads them:
 *   [functions.<name>]
 *   verify_jwt = false
 * Only `verify_jwt` matters here; the rest of the file is ignored. The file is re-read when it changes.
 */
export class FunctionsConfig {
  private cached: { mtimeMs: number; verifyJwt: Map<string, boolean> } | null = null;

  constructor(private readonly file: string) {}

  /** Hosted Supabase verifies the JWT unless the function opts out. */
  async verifyJwt(name: string): Promise<boolean> {
    return (await this.load()).get(name) ?? true;
  }

  private async load(): Promise<Map<string, boolean>> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.file)).mtimeMs;
    } catch {
      return new Map();
    }
    if (this.cached?.mtimeMs !== mtimeMs) {
      this.cached = { mtimeMs, verifyJwt: parseVerifyJwt(await readFile(this.file, 'utf8')) };
    }
    return this.cached.verifyJwt;
  }
}

/** `verify_jwt` of every `[functions.<name>]` table (bare or quoted name). */
export function parseVerifyJwt(toml: string): Map<string, boolean> {
  const out = new Map<string, boolean>();
  let current: string | null = null;
  for (const rawLine of toml.split(/\r?\n/)) {
    const line = stripComment(rawLine).trim();
    if (!line) continue;
    const table = /^\[\s*([^\]]+?)\s*\]$/.exec(line);
    if (table) {
      const m = /^functions\.(?:"([^"]+)"|'([^']+)'|([A-Za-z0-9_-]+))$/.exec(table[1]);
      current = m ? (m[1] ?? m[2] ?? m[3]) : null;
      continue;
    }
    const kv = /^verify_jwt\s*=\s*(true|false)$/.exec(line);
    if (current && kv) out.set(current, kv[1] === 'true');
  }
  return out;
}

/** Drops a trailing `# comment` that is not inside a string. */
function stripComment(line: string): string {
  let quote: string | null = null;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (c === quote) quote = null;
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '#') return line.slice(0, i);
  }
  return line;
}
