import type { RuntimeConfig } from '@diva/contracts';
import { promises as fs } from 'node:fs';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the suites through playwright.config.ts (global setup)`);
  return value;
}

export const e2eEnv = {
  shellUrl: () => required('E2E_SHELL_URL'),
  supabaseUrl: () => required('E2E_SUPABASE_URL'),
  anonKey: () => required('E2E_ANON_KEY'),
  configFile: () => required('E2E_CONFIG_FILE'),
};

export async function readRuntimeConfig(): Promise<RuntimeConfig> {
  return JSON.parse(await fs.readFile(e2eEnv.configFile(), 'utf8')) as RuntimeConfig;
}

export async function writeRuntimeConfig(config: RuntimeConfig): Promise<void> {
  await fs.writeFile(e2eEnv.configFile(), `${JSON.stringify(config, null, 2)}\n`);
}
