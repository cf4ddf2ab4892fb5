// typescript-eslint parses with the TypeScript 5 JavaScript API. The workspace type-checks with TypeScript 7,
// which has no such API, and npm hoists helpers such as ts-api-utils next to it. Inside the ESLint process
// only, send every `require('typescript')` to the TypeScript 5 copy this package depends on.
const Module = require('node:module');
const path = require('node:path');

const typescript5 = require.resolve('typescript', { paths: [__dirname] });
if (!typescript5.startsWith(path.join(__dirname, 'node_modules'))) {
  throw new Error(`@diva/eslint-config expected its own TypeScript 5 copy, found ${typescript5}`);
}
const resolveFilename = Module._resolveFilename;
Module._resolveFilename = function resolveTypescript5(request, ...rest) {
  if (request === 'typescript') return typescript5;
  return resolveFilename.call(this, request, ...rest);
};
