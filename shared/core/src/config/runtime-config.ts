import type { RuntimeConfig } from '@diva/contracts';
import { AREA_NAMES } from '@diva/contracts';
import * as z from 'zod/mini';

const manifestUrl = z.url().check(z.regex(/\.json(\?.*)?$/, 'a remote entry must point at its mf-manifest.json'));

export const runtimeConfigSchema = z.object({
  supabaseUrl: z.url(),
  supabaseAnonKey: z.string().check(z.minLength(20)),
  remotes: z.partialRecord(z.enum(AREA_NAMES), manifestUrl),
  environment: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  releases: z.optional(z.partialRecord(z.enum(AREA_NAMES), z.string().check(z.minLength(1), z.maxLength(128)))),
  canary: z.optional(
    z.partialRecord(
      z.enum(AREA_NAMES),
      z.object({
        release: z.string().check(z.minLength(1), z.maxLength(128)),
        manifest: manifestUrl,
        percent: z.number().check(z.gte(0), z.lte(100)),
      }),
    ),
  ),
  overrides: z.optional(z.object({ enabled: z.boolean(), origins: z.array(z.url()) })),
});

export class RuntimeConfigError extends Error {
  override name = 'RuntimeConfigError';
}

export function parseRuntimeConfig(raw: unknown): RuntimeConfig {
  const parsed = runtimeConfigSchema.safeParse(raw);
  if (!parsed.success) {
    const details = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
    throw new RuntimeConfigError(`Invalid /config.json: ${details.join('; ')}`);
  }
  return parsed.data;
}

/** Fetches `/config.json` past every cache and validates it. */
export async function fetchRuntimeConfig(url = '/config.json', fetchImpl: typeof fetch = fetch): Promise<RuntimeConfig> {
  const response = await fetchImpl(url, { cache: 'no-store' });
  if (!response.ok) throw new RuntimeConfigError(`Could not load ${url}: HTTP ${response.status}`);
  return parseRuntimeConfig(await response.json());
}
