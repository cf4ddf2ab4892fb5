// Database access stays in `api/` folders: one file per request, which hooks and components call. Rules are
// syntactic, so the Supabase client is recognised by how it is reached (documented heuristic):
// - an identifier or property named like the client: `supabase`, `client`, `adminClient`, `this.supabase`;
// - a call of a function named like it: `getSupabase()`, `createSupabaseClient()`.
// Only then are `.from`, `.rpc`, `.channel`, `.storage`, `.functions` and `.removeChannel(s)` reported, so
// `Array.from`, `Buffer.from` and the like pass. A client kept under another name is not seen.

const CLIENT_MEMBERS = new Set(['from', 'rpc', 'channel', 'storage', 'functions', 'removeChannel', 'removeAllChannels']);
const CLIENT_NAME = /supabase|client/i;

/** `supabase!`, `(supabase as X)` and `supabase?.` reach the same object. */
function unwrap(node) {
  let current = node;
  while (current.type === 'TSNonNullExpression' || current.type === 'TSAsExpression' || current.type === 'ChainExpression') {
    current = current.expression;
  }
  return current;
}

function nameOf(node) {
  if (node.type === 'Identifier') return node.name;
  if (node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier') return node.property.name;
  return null;
}

function isClient(node) {
  const object = unwrap(node);
  if (object.type === 'CallExpression') return CLIENT_NAME.test(nameOf(unwrap(object.callee)) ?? '');
  return CLIENT_NAME.test(nameOf(object) ?? '');
}

function memberName(node) {
  if (!node.computed && node.property.type === 'Identifier') return node.property.name;
  if (node.computed && node.property.type === 'Literal' && typeof node.property.value === 'string') return node.property.value;
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: {
    type: 'problem',
    docs: { description: 'Supabase calls (from, rpc, channel, storage, functions) only inside api/ folders' },
    schema: [],
    messages: {
      outsideApi:
        '`.{{member}}` on the Supabase client belongs in an api/ folder: put the request in features/<feature>/api/<request>.ts (one file per request; a channel subscription returns its unsubscribe function) and call it from the hook or component.',
    },
  },
  create(context) {
    return {
      MemberExpression(node) {
        const member = memberName(node);
        if (member && CLIENT_MEMBERS.has(member) && isClient(node.object)) {
          context.report({ node: node.property, messageId: 'outsideApi', data: { member } });
        }
      },
    };
  },
};
