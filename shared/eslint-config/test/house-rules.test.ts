import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { divaConfig } from '../index.js';

// The real config, linting text as if it were a file of an app named mfe-demo at the repository root.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: divaConfig() });

async function ruleIdsFor(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  // A parse error would make every "allowed" case pass for the wrong reason.
  const fatal = messages.find((message) => message.fatal);
  if (fatal) throw new Error(`${filePath} did not parse: ${fatal.message}`);
  return messages.map((message) => message.ruleId ?? 'unknown');
}

const COMPONENT = 'mfe-demo/src/features/a/components/x.tsx';
const API_FILE = 'mfe-demo/src/features/a/api/get-x.ts';

describe('diva/supabase-in-api-only', () => {
  const rule = 'diva/supabase-in-api-only';
  it.each([
    ["getSupabase().from('posts').select('id');", 'a table through getSupabase()'],
    ["client.rpc('toggle');", 'an RPC on a client argument'],
    ["const supabase = getSupabase();\nsupabase.channel('feed').subscribe();", 'a channel'],
    ['void supabase.removeChannel(channel);', 'removing a channel'],
    ["supabase.storage.from('avatars');", 'storage'],
    ["client.functions.invoke('ai');", 'functions'],
    ["adminClient\n  .from('profiles')\n  .select('id');", 'a chained call on a named client'],
    ["this.supabase.from('posts');", 'a client held on an object'],
  ])('reports %s outside api/ (%s)', async (statement) => {
    expect(await ruleIdsFor(COMPONENT, `declare const client: any, supabase: any, adminClient: any, channel: any;\ndeclare function getSupabase(): any;\n${statement}\n`)).toContain(rule);
  });

  it('allows the same calls in an api/ file', async () => {
    const code = "declare const client: any;\nexport const read = () => client.from('posts').select('id');\nexport const live = () => client.channel('x');\n";
    expect(await ruleIdsFor(API_FILE, code)).not.toContain(rule);
    expect(await ruleIdsFor('shell/src/features/notifications/api/x.ts', code)).not.toContain(rule);
  });

  it('leaves other `.from` alone', async () => {
    const code = "declare const queue: { from(value: string): string }, rows: string[];\nexport const a = Array.from(rows);\nexport const b = Buffer.from('x');\nexport const c = queue.from('x');\n";
    expect(await ruleIdsFor(COMPONENT, code)).toEqual([]);
  });

  it('does not hold shared packages to the app shape', async () => {
    expect(await ruleIdsFor('shared/core/src/x.ts', "declare const supabase: any;\nsupabase.from('posts');\n")).not.toContain(rule);
  });
});

describe('no-restricted-imports (the shared copies)', () => {
  const rule = 'no-restricted-imports';
  it.each([
    ["import * as z from 'zod/mini';", 'zod/mini'],
    ["import { z } from 'zod';", 'full zod'],
    ["import { Button } from '@mantine/core';", 'Mantine'],
    ["import { Link } from 'react-router-dom';", 'react-router-dom'],
    ["import { createClient } from '@supabase/supabase-js';", 'supabase-js'],
  ])('reports %s in an app (%s)', async (statement) => {
    expect(await ruleIdsFor(COMPONENT, `${statement}\n`)).toContain(rule);
  });

  it('allows the shared packages, and zod inside @diva/core', async () => {
    expect(await ruleIdsFor(API_FILE, "import { z, getSupabase } from '@diva/core';\nimport { Button } from '@diva/ui';\n")).not.toContain(rule);
    expect(await ruleIdsFor('shared/core/src/validation/x.ts', "import * as z from 'zod/mini';\n")).not.toContain(rule);
  });
});

describe('diva/no-cross-feature-imports', () => {
  const rule = 'diva/no-cross-feature-imports';
  it.each([
    ["import { b } from '../../b/components/b.tsx';", 'a relative import'],
    ["export { b } from '../../b/index.ts';", 'a re-export'],
    ["export * from '../../b/index.ts';", 'an export-all'],
    ["export const load = () => import('../../b/components/b.tsx');", 'a dynamic import'],
    ["import { b } from '@/features/b/components/b.tsx';", 'an aliased import'],
  ])('reports %s of another feature (%s)', async (statement) => {
    expect(await ruleIdsFor(COMPONENT, `${statement}\n`)).toContain(rule);
  });

  it.each([
    ["import { a } from '../hooks/use-a.ts';", 'its own feature'],
    ["import { keys } from '../../../lib/query-keys.ts';", 'src/lib'],
    ["import { Card } from '../../../components/card.tsx';", 'src/components'],
    ["import { Button } from '@diva/ui';", 'a shared package'],
  ])('allows %s (%s)', async (statement) => {
    expect(await ruleIdsFor(COMPONENT, `${statement}\n`)).not.toContain(rule);
  });

  it('lets a page in src/app compose features', async () => {
    const code = "import { A } from '../features/a/components/a.tsx';\nimport { B } from '../features/b/components/b.tsx';\nexport const parts = [A, B];\n";
    expect(await ruleIdsFor('mfe-demo/src/app/page.tsx', code)).toEqual([]);
  });

  it('does not confuse two apps that both have the feature', async () => {
    const code = "import { b } from '../../../../../mfe-other/src/features/b/x.ts';\nexport const c = b;\n";
    expect(await ruleIdsFor(COMPONENT, code)).not.toContain(rule);
  });
});
