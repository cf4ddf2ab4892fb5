import { describe, expect, it } from 'vitest';
import { shellContentPolicy } from '../../scripts/lib/content-policy.ts';

const base = {
  supabaseUrl: 'http://localhost:54321',
  supabaseAnonKey: 'anon',
  remotes: { feed: 'http://localhost:3001/mf-manifest.json' },
};
const directive = (policy: string, name: string) => policy.split('; ').find((part) => part.startsWith(`${name} `))?.split(' ').slice(1) ?? [];

describe("the shell's content policy", () => {
  it("allows scripts from the shell and the remotes' origins only", () => {
    const policy = shellContentPolicy(base);
    expect(directive(policy, 'script-src')).toEqual(["'self'", 'http://localhost:3001']);
  });

  it("adds a canary's origin and, while overrides are enabled, the allow-listed origins", () => {
    const config = {
      ...base,
      canary: { feed: { release: '2.0.0-abc', manifest: 'http://localhost:3101/feed/2.0.0-abc/mf-manifest.json', percent: 10 } },
      overrides: { enabled: true, origins: ['http://localhost:4001', 'https://preview.example.test'] },
    };
    const policy = shellContentPolicy(config);
    for (const name of ['script-src', 'connect-src'])
      expect(directive(policy, name)).toEqual(expect.arrayContaining(['http://localhost:3101', 'http://localhost:4001', 'https://preview.example.test']));
    const off = shellContentPolicy({ ...config, overrides: { enabled: false, origins: ['http://localhost:4001'] } });
    expect(directive(off, 'script-src')).not.toContain('http://localhost:4001');
  });
});
