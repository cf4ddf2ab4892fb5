// A feature folder (`<app>/src/features/<name>/`) never imports another feature of the same app: pages in
// `src/app/` compose features, and what several features need lives in `src/lib/` or `src/components/`.
// Relative specifiers are resolved against the importing file; root-style aliases (`@/features/x`,
// `~/features/x`, `src/features/x`) are read as the app's own `src/features/x`.
import path from 'node:path';

const OWN_FEATURE = /^(.*\/src)\/features\/([^/]+)\//;
const ALIASED_FEATURE = /^(?:@|~|src)\/features\/([^/]+)(?:\/|$)/;

function importedFeature(specifier, file, appSource) {
  if (specifier.startsWith('.')) {
    const target = path.posix.resolve(path.posix.dirname(file), specifier);
    const prefix = `${appSource}/features/`;
    return target.startsWith(prefix) ? target.slice(prefix.length).split('/')[0] : null;
  }
  return ALIASED_FEATURE.exec(specifier)?.[1] ?? null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'No imports between feature folders of one app' },
    schema: [],
    messages: {
      crossFeature:
        'features/{{own}} imports features/{{other}}: features do not import each other. Compose them in a page under src/app/, or move what both use to src/lib/ or src/components/.',
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const own = OWN_FEATURE.exec(file);
    if (!own) return {};
    const [, appSource, ownFeature] = own;
    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const other = importedFeature(source.value, file, appSource);
      if (other && other !== ownFeature) context.report({ node: source, messageId: 'crossFeature', data: { own: ownFeature, other } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};
