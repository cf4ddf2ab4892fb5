/**
 * Reads a policy's USING expression as Postgres stores it (pg_policy.polqual, a pg_node_tree such as
 * `{BOOLEXPR :boolop or :args ({VAR :varno 1 :varattno 6 :vartype 16 ...} {OPEXPR ...}) :location 87}`) for the
 * one shape the change feed can answer without asking the database as each subscriber: a boolean column of the
 * row, alone or as one branch of an OR. When such a column is true, the policy passes whoever the caller is
 * (`published or (select auth.uid()) = user_id`: a published post is every member's).
 */

const BOOL_TYPE_OID = 16;

/**
 * The node trees of a list such as `({VAR ...} {OPEXPR ...})`, starting at the `(` at `open`. Braces and
 * parentheses inside a token are escaped with a backslash by Postgres (outToken), so counting them is exact.
 */
function listItems(tree: string, open: number): string[] | null {
  if (tree[open] !== '(') return null;
  const items: string[] = [];
  let depth = 0;
  let start = -1;
  for (let i = open + 1; i < tree.length; i++) {
    const ch = tree[i];
    if (ch === '\\') {
      i++;
      continue;
    }
    if (ch === '{' || ch === '(') {
      if (depth === 0 && ch === '{') start = i;
      depth++;
    } else if (ch === '}' || ch === ')') {
      if (depth === 0) return ch === ')' ? items : null;
      depth--;
      if (depth === 0 && ch === '}') items.push(tree.slice(start, i + 1));
    }
  }
  return null;
}

/** The field `name`'s integer in a node's own text (`:varno 1`). */
function intField(node: string, name: string): number | null {
  const m = new RegExp(`:${name} (-?\\d+)(?=[ }])`).exec(node);
  return m ? Number(m[1]) : null;
}

/** A column of the policy's own table (not of a subquery's), of type boolean: its attribute number. */
function booleanColumn(node: string): number | null {
  if (!node.startsWith('{VAR ')) return null;
  // A VAR holds no nested node but `:varnullingrels (b)`; anything else means it is not the plain shape read here.
  if (node.slice(1, -1).includes('{')) return null;
  const [varno, attno, type, levelsUp] = ['varno', 'varattno', 'vartype', 'varlevelsup'].map((f) => intField(node, f));
  return varno === 1 && levelsUp === 0 && type === BOOL_TYPE_OID && attno !== null && attno > 0 ? attno : null;
}

/**
 * The attribute numbers of the boolean columns that make the expression true on their own: the expression is
 * such a column, or an OR (nested ORs included) with such columns among its branches. Any other shape gives none,
 * which only means every caller is checked as herself.
 */
export function passingBooleanColumns(tree: string | null): number[] {
  if (!tree) return [];
  const column = booleanColumn(tree);
  if (column !== null) return [column];
  const prefix = '{BOOLEXPR :boolop or :args ';
  if (!tree.startsWith(prefix)) return [];
  const items = listItems(tree, prefix.length);
  return items ? [...new Set(items.flatMap(passingBooleanColumns))] : [];
}
