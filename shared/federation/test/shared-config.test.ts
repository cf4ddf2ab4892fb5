import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHELL_RUNTIME_VERSION } from '@diva/contracts';
import { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from '../src/federation-globals.ts';
import { ShellRuntimePlugin } from '../src/shell-runtime-plugin.ts';
import { HOST_PROVIDED, SHARED_PACKAGES, cacheControlFor, createAppConfig, sharedDependencies } from '../src/index.ts';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');

describe('shared singletons', () => {
  const table = sharedDependencies(path.join(repo, 'shell'));
  it('shares every singleton with the installed version, and subpaths by prefix', () => {
    for (const name of SHARED_PACKAGES) expect(table[name]?.singleton).toBe(true);
    expect(table.react!.requiredVersion).toMatch(/^\^19\./);
    expect(table['@diva/core']!.requiredVersion).toBe(false);
    expect(table['react/']).toBeDefined();
    expect(table['react-dom/']).toBeDefined();
  });
  it('keeps Mantine, react-router and zod out of the table (reached through curated packages)', () => {
    for (const name of ['@mantine/core', 'react-router', 'react-router-dom', 'zod']) expect(table[name]).toBeUndefined();
  });
  it('leaves the stateless text catalogue and icon set unshared, so each bundle keeps only what it imports', () => {
    for (const name of ['@diva/core/texts', '@diva/ui/icons']) expect(table[name]).toBeUndefined();
    expect(Object.keys(table).some((key) => key.endsWith('/') && ('@diva/core/texts'.startsWith(key) || '@diva/ui/icons'.startsWith(key)))).toBe(false);
    expect(table['@diva/ui/data']?.singleton).toBe(true);
  });
  it('makes production remotes take the UI kit from the host', () => {
    const remote = sharedDependencies(path.join(repo, 'mfe-feed'), { hostProvidesUi: true });
    for (const name of HOST_PROVIDED) expect(remote[name]!.import).toBe(false);
    expect(remote.react!.import).toBeUndefined();
  });
});

describe('app config', () => {
  it('gives remotes a manifest, remoteEntry.js and a unique name; the shell registers remotes at runtime', () => {
    const remote = createAppConfig({ dir: path.join(repo, 'mfe-feed'), app: 'feed', title: 'Feed', mode: 'production' });
    const shell = createAppConfig({ dir: path.join(repo, 'shell'), app: 'shell', title: 'Shell', mode: 'production' });
    expect(remote.output?.uniqueName).toBe('mfe_feed');
    expect(remote.output?.publicPath).toBe('auto');
    expect(shell.output?.uniqueName).toBe('shell');
    const devServer = (config: typeof remote) => config.devServer as { port: number; headers: Record<string, string> };
    expect(devServer(remote).port).toBe(3001);
    expect(devServer(shell).port).toBe(3000);
    expect(devServer(remote).headers['Access-Control-Allow-Origin']).toBe('*');
    expect(remote.optimization?.runtimeChunk).toBeUndefined();
  });

  it("has production remotes read the federation runtime's SDK and error codes from the globals the shell fills", () => {
    const config = (app: 'feed' | 'shell', mode: 'production' | 'development') =>
      createAppConfig({ dir: path.join(repo, app === 'shell' ? 'shell' : 'mfe-feed'), app, title: app, mode });
    const runtimePlugins = (built: ReturnType<typeof config>) =>
      (built.plugins?.find((plugin) => plugin?.constructor.name === 'ModuleFederationPlugin') as { _options?: { runtimePlugins?: string[] } })._options?.runtimePlugins ?? [];
    const remote = config('feed', 'production');
    expect(remote.externalsType).toBe('global');
    expect(remote.externals).toEqual({ '@module-federation/sdk': FEDERATION_SDK_GLOBAL, '@module-federation/error-codes': FEDERATION_ERROR_CODES_GLOBAL });
    expect(runtimePlugins(config('shell', 'production')).some((file) => file.endsWith('federation-helpers-plugin.ts'))).toBe(true);
    // In development every app carries its own runtime (a remote's harness runs without the shell).
    expect(config('feed', 'development').externals).toBeUndefined();
    expect(runtimePlugins(config('shell', 'development')).some((file) => file.endsWith('federation-helpers-plugin.ts'))).toBe(false);
    // Both sides say so in their build (shell-runtime.json), so a release check can refuse such a remote on an older shell.
    const shellRuntime = (built: ReturnType<typeof config>) => built.plugins?.find((plugin) => plugin instanceof ShellRuntimePlugin);
    expect(shellRuntime(remote)).toEqual(new ShellRuntimePlugin('remote'));
    expect(shellRuntime(config('shell', 'production'))).toEqual(new ShellRuntimePlugin('shell'));
    expect(shellRuntime(config('feed', 'development'))).toBeUndefined();
    expect(SHELL_RUNTIME_VERSION).toBeGreaterThanOrEqual(2);
    // The plugin fills exactly the globals the remotes read.
    const plugin = fs.readFileSync(path.join(repo, 'shared', 'federation', 'src', 'federation-helpers-plugin.ts'), 'utf8');
    expect(plugin).toContain("scope[FEDERATION_SDK_GLOBAL] ??= require('@module-federation/sdk')");
    expect(plugin).toContain("scope[FEDERATION_ERROR_CODES_GLOBAL] ??= require('@module-federation/error-codes')");
  });
});

describe('cache rules', () => {
  it('never caches entry points, manifests or the registry, and caches hashed files for good', () => {
    for (const file of ['index.html', 'remoteEntry.js', 'mf-manifest.json', 'config.json']) expect(cacheControlFor(file)).toBe('no-cache');
    expect(cacheControlFor('main.0123456789.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('logo.png')).toBe('no-cache');
  });
});

describe('the page template', () => {
  const page = (config: ReturnType<typeof createAppConfig>) => {
    const plugin = config.plugins?.find((candidate) => candidate?.constructor.name === 'HtmlRspackPlugin') as
      | { _args: [{ title: string; template: string; templateParameters: { headTags: string } }] }
      | undefined;
    return plugin?._args[0];
  };
  const build = (app: 'shell' | 'feed' | 'who', mode: 'development' | 'production', description?: string) =>
    createAppConfig({ dir: path.join(repo, app === 'shell' ? 'shell' : `mfe-${app}`), app, title: `${app} page`, mode, description });

  it('is one file in this package for every app, with the title each app passes', () => {
    const pages = [build('shell', 'production'), build('feed', 'development'), build('who', 'development')].map(page);
    expect(new Set(pages.map((options) => options!.template)).size).toBe(1);
    expect(path.relative(repo, pages[0]!.template)).toBe(path.join('shared', 'federation', 'src', 'index.html'));
    expect(pages.map((options) => options!.title)).toEqual(['shell page', 'feed page', 'who page']);
  });

  it("adds the shell's description and, in development only, its DevTools hook; a remote's harness gets neither", () => {
    const shellDev = page(build('shell', 'development', 'Members "only" & <friends>'))!.templateParameters.headTags;
    expect(shellDev).toContain('<meta name="description" content="Members &quot;only&quot; &amp; &lt;friends>" />');
    expect(shellDev).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
    expect(page(build('shell', 'production', 'Members'))!.templateParameters.headTags).not.toContain('<script>');
    expect(page(build('feed', 'development'))!.templateParameters.headTags).toBe('');
    // Production remotes are loaded by the shell: no page of their own.
    expect(page(build('feed', 'production'))).toBeUndefined();
  });

  it('writes the head tags and the title into the page', () => {
    const template = fs.readFileSync(page(build('feed', 'development'))!.template, 'utf8');
    expect(template).toContain('<title><%= htmlRspackPlugin.options.title %></title>');
    expect(template).toContain('<%= headTags %>');
    expect(template).toContain('<div id="root"></div>');
  });
});
