// The layers of an app (`<app>/src/`): `app/` (pages and routes) may use everything below it; a feature
// (`features/<name>/`) may use `lib/` and `components/` but not the pages; `components/` (the app's shared UI)
// may use `lib/`; `lib/` (keys, cache updates, types) uses none of them. Imports only point downwards, so a
// page can be rewritten without touching the features it composes.
import path from 'node:path';

const APP_SOURCE = /^(.*\/(?:shell|mfe-[^/]+)\/src)\/([^/]+)\//;
const RANK = { app: 3, features: 2, components: 1, lib: 0 };

function layerOf(relative) {
  const top = relative.split('/')[0];
  return top in RANK ? top : null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Imports inside an app point down its layers: app → features → components → lib' },
    schema: [],
    messages: {
      upward: 'src/{{own}} imports src/{{other}}: an app\'s layers import downwards only (app → features → components → lib).',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const match = APP_SOURCE.exec(file);
    if (!match) return {};
    const [, appSource, ownTop] = match;
    const own = layerOf(ownTop);
    if (!own) return {};
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.posix.resolve(path.posix.dirname(file), source.value);
      if (!target.startsWith(`${appSource}/`)) return;
      const other = layerOf(target.slice(appSource.length + 1));
      // Features importing each other is diva/no-cross-feature-imports' concern.
      if (other && other !== own && RANK[other] > RANK[own]) context.report({ node: source, messageId: 'upward', data: { own, other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
