import { promises as fs } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './platform.ts';

export interface DemoAccount {
  email: string;
  name: string;
}

/** The demo members seeded by supabase/seed.sql, read from it so the list never goes stale. */
export async function readDemoAccounts(): Promise<{ accounts: DemoAccount[]; password: string | null }> {
  const seed = await fs.readFile(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8').catch(() => '');
  const password = /password is\s*(?:--\s*)?([^\s(]+)/i.exec(seed)?.[1]?.replace(/[.,]$/, '') ?? null;
  const block = /insert into demo_members values([\s\S]*?);/i.exec(seed)?.[1] ?? '';
  const accounts = [...block.matchAll(/\('[0-9a-f-]{36}',\s*'([^']+@[^']+)',\s*'([^']+)'/g)].map((match) => ({
    email: match[1]!,
    name: match[2]!,
  }));
  return { accounts, password };
}
