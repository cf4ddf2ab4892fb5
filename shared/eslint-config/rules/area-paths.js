// Links to another area go through the path builders of @diva/contracts (`paths.messages(id)`), never a
// hand-built string: when an area moves its routes, the builders change in one place, and a typo cannot
// send a member to a 404. The areas and their prefixes are read from the contracts' own table.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const AREAS_SOURCE = fileURLToPath(new URL('../../contracts/src/areas.ts', import.meta.url));

/** `{ container, prefixes }` of every area in `shared/contracts/src/areas.ts`. */
export function readAreaPrefixes(source = fs.readFileSync(AREAS_SOURCE, 'utf8')) {
  const table = source.slice(source.indexOf('export const AREAS'));
  return [...table.matchAll(/container: '([^']+)'[\s\S]*?prefixes: \[([^\]]*)\]/g)].map(([, container, list]) => ({
    container,
    prefixes: [...list.matchAll(/'([^']+)'/g)].map((prefix) => prefix[1]),
  }));
}

const APP_DIR = /(?:^|\/)(shell|mfe-[^/]+)\/src\//;

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: "No hand-built string paths to another area's routes" },
    schema: [],
    messages: {
      handBuilt: "'{{value}}' is a path into another area ({{prefix}}): use the path builders (`paths` from @diva/contracts).",
    },
  },
  create(context) {
    const file = context.filename.split(path.sep).join('/');
    const app = APP_DIR.exec(file)?.[1];
    if (!app) return {};
    const ownContainer = app === 'shell' ? null : `mfe_${app.slice('mfe-'.length)}`;
    const foreign = readAreaPrefixes()
      .filter((area) => area.container !== ownContainer)
      .flatMap((area) => area.prefixes);
    const check = (node, value) => {
      const prefix = foreign.find((candidate) => value === candidate || value.startsWith(`${candidate}/`) || value.startsWith(`${candidate}?`) || value.startsWith(`${candidate}#`));
      if (prefix) context.report({ node, messageId: 'handBuilt', data: { value: value.slice(0, 60), prefix } });
    };
    return {
      Literal: (node) => {
        if (typeof node.value !== 'string' || node.parent?.type === 'ImportDeclaration') return;
        check(node, node.value);
      },
      TemplateLiteral: (node) => check(node, node.quasis[0]?.value.cooked ?? ''),
    };
  },
};
