import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, DefinePlugin, HtmlRspackPlugin, LightningCssMinimizerRspackPlugin, SwcJsMinimizerRspackPlugin } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { AREAS, type AreaName, REMOTE_EXPOSED_MODULE, SHELL_PORT } from '@diva/contracts';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FEDERATION_ERROR_CODES_GLOBAL, FEDERATION_SDK_GLOBAL } from './federation-globals.ts';
import { CORS_HEADERS } from './headers.ts';
import { PreloadFontsPlugin } from './preload-fonts.ts';
import { ShellRuntimePlugin } from './shell-runtime-plugin.ts';
import { sharedDependencies } from './shared-dependencies.ts';

export interface AppConfigOptions {
  /** The app folder (where package.json is). */
  dir: string;
  /** 'shell' for the host, otherwise the area this remote implements. */
  app: 'shell' | AreaName;
  mode?: 'development' | 'production';
  /** Page title of the app's own HTML (the shell, or a remote's standalone harness). */
  title: string;
  /** The page's meta description (the shell's public page; a standalone harness needs none). */
  description?: string;
  /** Module that exposes the remote App, relative to dir (remotes only). */
  exposes?: string;
  /** Runtime plugins (absolute paths), e.g. the shell's retry/fallback plugin. */
  runtimePlugins?: string[];
}

/** Where the app listens in development and is served in production. */
export const portOf = (app: 'shell' | AreaName): number => (app === 'shell' ? SHELL_PORT : AREAS[app].port);

/**
 * Development only, in the shell's page before any script: a React DevTools hook that records renderers.
 * React Refresh runtimes attach through this hook; without the record, a remote's runtime (loaded after React)
 * never finds the renderer and its edits do not refresh inside the shell.
 */
const DEVTOOLS_HOOK_STUB = `<script>(function(){if(window.__REACT_DEVTOOLS_GLOBAL_HOOK__)return;var id=0,renderers=new Map();window.__REACT_DEVTOOLS_GLOBAL_HOOK__={renderers:renderers,supportsFiber:true,inject:function(r){var n=++id;renderers.set(n,r);return n},onScheduleFiberRoot:function(){},onCommitFiberRoot:function(){},onCommitFiberUnmount:function(){}}})();</script>`;

const REMOTE_EXPOSE = fileURLToPath(new URL('./remote-expose.tsx', import.meta.url));

/** In every remote's entry: its chunks are requested past the cache while the shell retries a load. */
const CHUNK_CACHE_BUST_PLUGIN = fileURLToPath(new URL('./chunk-cache-bust-plugin.ts', import.meta.url));

/** In the production shell's entry: the federation runtime's SDK and error codes, put on globals for the remotes. */
const FEDERATION_HELPERS_PLUGIN = fileURLToPath(new URL('./federation-helpers-plugin.ts', import.meta.url));

/** The browsers the CSS is written for: those that run the ES2022 scripts (swc's target below). */
const CSS_TARGETS = ['chrome >= 94', 'edge >= 94', 'firefox >= 93', 'safari >= 15.4'];

/** Every app's page: the shell's and each remote's standalone harness (one template, not one per app). */
/**
 * React Router 7's package exports name only its development build (remix-run/react-router#12532, #14102): its
 * warnings and their texts ship to production and run on every route match. Production builds take the
 * production build beside it, the same code with the warnings compiled out.
 */
const REACT_ROUTER_DIR = path.dirname(createRequire(import.meta.url).resolve('react-router/package.json'));
const REACT_ROUTER_PRODUCTION = {
  'react-router$': path.join(REACT_ROUTER_DIR, 'dist/production/index.mjs'),
  'react-router/dom$': path.join(REACT_ROUTER_DIR, 'dist/production/dom-export.mjs'),
};

const PAGE_TEMPLATE = fileURLToPath(new URL('./index.html', import.meta.url));

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** What an app adds to the template's <head>: its description, and the shell's DevTools hook in development. */
function headTags(options: AppConfigOptions, isDev: boolean): string {
  const tags = [];
  if (options.description) tags.push(`<meta name="description" content="${escapeAttribute(options.description)}" />`);
  if (options.app === 'shell' && isDev) tags.push(DEVTOOLS_HOOK_STUB);
  return tags.join('\n    ');
}

export function createAppConfig(options: AppConfigOptions): Configuration {
  const mode = options.mode ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development');
  const isDev = mode === 'development';
  const isShell = options.app === 'shell';
  const container = isShell ? 'shell' : AREAS[options.app as AreaName].container;
  // DIVA_OUT_DIR lets a test build a changed remote elsewhere without touching dist/ (redeploy checks).
  // Production remotes do not carry their own copy of the federation runtime (about 34 KiB gzip): they use the
  // shell's. Their standalone harness page is a development tool, so production remote builds have no page.
  const standalonePage = isShell || isDev;
  const outDir = process.env.DIVA_OUT_DIR ? path.resolve(process.env.DIVA_OUT_DIR) : path.join(options.dir, 'dist');

  return {
    mode,
    // The same browsers as swc's target below: the runtime rspack writes uses arrow functions and const too.
    target: ['web', 'es2022'],
    context: options.dir,
    entry: standalonePage ? { main: './src/index.ts' } : {},
    devtool: isDev ? 'cheap-module-source-map' : 'source-map',
    output: {
      path: outDir,
      publicPath: 'auto',
      uniqueName: container,
      filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      cssFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      cssChunkFilename: isDev ? '[name].css' : '[name].[contenthash:10].css',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    // Production remotes read the federation runtime's SDK and error codes from the shell, as they read its core.
    ...(isShell || isDev
      ? {}
      : {
          externalsType: 'global' as const,
          externals: { '@module-federation/sdk': FEDERATION_SDK_GLOBAL, '@module-federation/error-codes': FEDERATION_ERROR_CODES_GLOBAL },
        }),
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      alias: {
        ...(isShell ? {} : { '@diva/remote-app$': path.resolve(options.dir, options.exposes ?? './src/remote-app.tsx') }),
        ...(isDev ? {} : REACT_ROUTER_PRODUCTION),
      },
    },
    module: {
      // CSS modules default-export their class map (import classes from './x.module.css').
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        { test: /\.css$/, type: 'css/auto' },
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@diva)/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              // Evergreen browsers (ES2022: Chrome/Edge 94+, Firefox 93+, Safari 15.4+). Without a target swc emits
              // ES5, and async/await alone becomes generator helpers worth several KiB of every first paint.
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: isDev, refresh: isDev } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.(png|jpe?g|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new DefinePlugin({ 'process.env.DIVA_BUILD_LABEL': JSON.stringify(process.env.DIVA_BUILD_LABEL ?? '') }),
      new ModuleFederationPlugin({
        name: container,
        ...(isShell
          ? { remotes: {} }
          : { filename: 'remoteEntry.js', exposes: { [REMOTE_EXPOSED_MODULE]: REMOTE_EXPOSE } }),
        shared: sharedDependencies(options.dir, { hostProvidesUi: !isShell && !isDev }),
        // One offline remote must not break start-up: do not load every remote's entry to negotiate versions.
        shareStrategy: 'loaded-first',
        runtimePlugins: [
          ...(isShell ? (isDev ? [] : [FEDERATION_HELPERS_PLUGIN]) : [CHUNK_CACHE_BUST_PLUGIN]),
          ...(options.runtimePlugins ?? []),
        ],
        manifest: true,
        dts: false,
        experiments: {
          ...(isShell ? { provideExternalRuntime: !isDev } : { externalRuntime: !isDev }),
          // Browser-only runtime: drops the Node loading paths from the federation runtime.
          optimization: { target: 'web' },
        },
      }),
      // The page is served at deep client-side routes: its own scripts are always linked from the root.
      ...(standalonePage
        ? [
            new HtmlRspackPlugin({
              title: options.title,
              template: PAGE_TEMPLATE,
              chunks: ['main'],
              publicPath: '/',
              templateParameters: { headTags: headTags(options, isDev) },
            }),
            new PreloadFontsPlugin(),
          ]
        : []),
      ...(isDev ? [new ReactRefreshRspackPlugin()] : []),
      // Production builds say which shell runtime (the globals above) they provide or need: a release check reads it.
      ...(isDev ? [] : [new ShellRuntimePlugin(isShell ? 'shell' : 'remote')]),
    ],
    optimization: {
      minimize: !isDev,
      minimizer: [
        new SwcJsMinimizerRspackPlugin(),
        // The CSS for the same browsers as the scripts (ES2022 above). Without targets the minimizer wrote
        // fallbacks for old browsers: every :is()/:where() rule of Mantine once more as :-webkit-any() and
        // :-moz-any(), which doubled the one style sheet every page parses before it renders.
        new LightningCssMinimizerRspackPlugin({ minimizerOptions: { targets: CSS_TARGETS } }),
      ],
      // The shell's texts (@diva/core/texts, one module) are imported by its own code and by the UI kit's shared
      // entries. Below splitChunks' minimum size they were copied into each of those chunks: three copies in the
      // shell's build, two of them (about 3 KiB gzip) in every area's first paint. One chunk of their own instead.
      ...(isShell
        ? { splitChunks: { cacheGroups: { divaTexts: { test: /[\\/]shared[\\/]core[\\/]src[\\/]texts[\\/]/, chunks: 'async' as const, enforce: true, priority: 10 } } } }
        : {}),
    },
    performance: { hints: false },
    devServer: {
      port: portOf(options.app),
      host: 'localhost',
      historyApiFallback: true,
      hot: true,
      headers: { ...CORS_HEADERS, 'Cache-Control': 'no-cache' },
      // The shell serves public/config.json; remotes have no public folder.
      static: fs.existsSync(path.join(options.dir, 'public')) ? { directory: path.join(options.dir, 'public'), publicPath: '/' } : false,
      client: { overlay: { errors: true, warnings: false } },
    },
  };
}
