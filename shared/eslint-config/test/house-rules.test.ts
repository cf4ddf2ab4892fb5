import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { divaConfig } from '../index.js';

// The real config, linting text as if it were a file of an app named mfe-demo at the repository root. Such files
// belong to no workspace, so the syntactic rules are checked without type information; the promise rules are
// checked on a file of a real workspace.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const syntactic = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: divaConfig({ typeAware: false }) });
const typeAware = new ESLint({ cwd: root, overrideConfigFile: true, overrideConfig: divaConfig() });

async function ruleIdsFor(filePath: string, code: string, eslint = syntactic): Promise<string[]> {
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

describe('diva/layer-imports', () => {
  const rule = 'diva/layer-imports';
  it.each([
    ['mfe-demo/src/lib/keys.ts', "import { A } from '../features/a/components/a.tsx';", 'lib → features'],
    ['mfe-demo/src/lib/keys.ts', "import { Page } from '../app/page.tsx';", 'lib → app'],
    ['mfe-demo/src/lib/keys.ts', "import { Card } from '../components/card.tsx';", 'lib → components'],
    ['mfe-demo/src/components/card.tsx', "import { A } from '../features/a/components/a.tsx';", 'components → features'],
    [COMPONENT, "import { Page } from '../../../app/page.tsx';", 'features → app'],
    ['shell/src/features/a/hooks/use-a.ts', "export { routes } from '../../../app/routes.tsx';", 'a re-export upwards in the shell'],
  ])('reports %s importing upwards (%s: %s)', async (file, statement) => {
    expect(await ruleIdsFor(file, `${statement}\n`)).toContain(rule);
  });

  it.each([
    ['mfe-demo/src/app/page.tsx', "import { A } from '../features/a/components/a.tsx';\nimport { keys } from '../lib/keys.ts';"],
    [COMPONENT, "import { keys } from '../../../lib/keys.ts';\nimport { Card } from '../../../components/card.tsx';"],
    ['mfe-demo/src/components/card.tsx', "import { keys } from '../lib/keys.ts';"],
  ])('allows %s to import downwards', async (file, statement) => {
    expect(await ruleIdsFor(file, `${statement}\n`)).not.toContain(rule);
  });
});

describe('no-restricted-imports (package zones)', () => {
  const rule = 'no-restricted-imports';
  it.each([
    ['shared/ui/src/x.tsx', "import { Feed } from 'mfe-feed/src/remote-app.tsx';", 'a shared package importing an app'],
    ['shared/ui/src/x.tsx', "import { Feed } from '../../../mfe-feed/src/remote-app.tsx';", 'the same by a relative path'],
    ['shared/core/src/x.ts', "import { routes } from 'shell/src/app/routes.tsx';", 'core importing the shell'],
    ['shared/contracts/src/x.ts', "import { getSupabase } from '@diva/core';", 'the contracts importing core'],
    ['shared/contracts/src/x.ts', "import { Button } from '@diva/ui';", 'the contracts importing the UI kit'],
  ])('reports %s (%s)', async (file, statement) => {
    expect(await ruleIdsFor(file, `${statement}\n`)).toContain(rule);
  });

  it('lets shared packages use the contracts', async () => {
    expect(await ruleIdsFor('shared/ui/src/x.tsx', "import { paths } from '@diva/contracts';\n")).not.toContain(rule);
  });
});

describe('diva/area-paths', () => {
  const rule = 'diva/area-paths';
  it.each([
    ['mfe-profile/src/features/a/components/x.tsx', "navigate('/app/messages/' + id);", 'a concatenated path'],
    ['mfe-profile/src/features/a/components/x.tsx', 'navigate(`/app/messages/${id}`);', 'a template path'],
    ['mfe-who/src/app/page.tsx', "const to = '/app/profile';", 'a plain path'],
    ['shell/src/features/a/components/x.tsx', "const to = '/timeline';", "the shell linking into an area"],
    ['mfe-feed/src/app/page.tsx', "const to = '/app/events?chapter=1';", 'a path with a query'],
  ])('reports %s: %s (%s)', async (file, statement) => {
    expect(await ruleIdsFor(file, `declare const id: string;\ndeclare function navigate(to: string): void;\n${statement}\n`)).toContain(rule);
  });

  it.each([
    ['mfe-messaging/src/app/page.tsx', "const to = '/app/messages/x';", "the area's own routes"],
    ['mfe-profile/src/features/a/components/x.tsx', "const to = '/app/profile-ish';", 'a path that only shares a prefix'],
    ['mfe-profile/src/features/a/components/x.tsx', "const to = paths.messages('x');", 'the path builders'],
  ])('allows %s: %s (%s)', async (file, statement) => {
    expect(await ruleIdsFor(file, `declare const paths: { messages(id: string): string };\n${statement}\n`)).not.toContain(rule);
  });

  it('reads every area and its prefixes from the contracts', async () => {
    const { AREAS } = await import('../../contracts/src/areas.ts');
    const { readAreaPrefixes } = await import('../rules/area-paths.js');
    expect(readAreaPrefixes()).toEqual(Object.values(AREAS).map((area) => ({ container: area.container, prefixes: [...area.prefixes] })));
  });
});

// Building a workspace's program takes seconds on a busy machine.
describe('type-aware promise rules', { timeout: 60_000 }, () => {
  // An existing file of a real workspace (its text replaced), so that TypeScript's project service types it.
  const FILE = 'shared/contracts/src/paths.ts';
  it('reports a floating promise and a promise handed to a callback that returns nothing', async () => {
    const code = 'export async function save(): Promise<void> {}\nexport function run(): void {\n  save();\n  [1].forEach(async () => {\n    await save();\n  });\n}\n';
    const ids = await ruleIdsFor(FILE, code, typeAware);
    expect(ids).toContain('@typescript-eslint/no-floating-promises');
    expect(ids).toContain('@typescript-eslint/no-misused-promises');
  });

  it('allows an awaited or explicitly ignored promise', async () => {
    const code = 'export async function save(): Promise<void> {}\nexport async function run(): Promise<void> {\n  await save();\n  void save();\n}\n';
    expect(await ruleIdsFor(FILE, code, typeAware)).toEqual([]);
  });
});
