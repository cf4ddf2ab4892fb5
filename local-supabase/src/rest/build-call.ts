/** The call of a function for /rpc: its arguments as bind parameters, or typed out of the JSON body. */
import type { Payload } from './payload.ts';
import type { RestRequest } from './request.ts';
import { bodyRows } from './build-write.ts';
import { type Column, type Routine, routineSql } from './schema-cache.ts';
import { ident, type Params } from './sql.ts';

/** The function call: named arguments from the query string, the JSON body, a form, or the raw body. */
export function callExpr(params: Params, routine: Routine, r: RestRequest, payload: Payload | null): { call: string; from: string } {
  const fn = routineSql(routine);
  if (routine.params.length === 1 && routine.params[0].name === '' && payload) {
    const p = routine.params[0];
    if (payload.kind === 'raw') {
      const value = p.type === 'bytea' ? payload.body : payload.body.toString('utf8');
      return { call: `${fn}(${params.add(value, p.type)})`, from: '' };
    }
    if (payload.kind === 'json') return { call: `${fn}(${params.add(payload.raw, p.type)})`, from: '' };
  }
  const direct = (args: [string, string][]) => {
    const given = new Map<string, string[]>();
    for (const [k, v] of args) given.set(k, [...(given.get(k) ?? []), v]);
    const list = routine.params
      .filter((p) => given.has(p.name))
      .map((p) => {
        const values = given.get(p.name)!;
        const value = p.variadic ? arrayText(values) : values[values.length - 1];
        return `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := ${params.add(value, argType(p.type))}`;
      });
    return { call: `${fn}(${list.join(', ')})`, from: '' };
  };
  if (!payload) return direct(r.query.rpcParams);
  if (payload.kind === 'form') return direct(payload.params);
  if (payload.kind !== 'json') throw new Error('unreachable');
  const keys = new Set(payload.keys);
  const used = routine.params.filter((p) => keys.has(p.name));
  if (used.length === 0) return { call: `${fn}()`, from: '' };
  const cols: Column[] = used.map((p) => ({ name: p.name, type: argType(p.type), baseType: p.type, isArray: false, nullable: true, default: null }));
  const from = bodyRows(params, cols, payload, false, true);
  const args = used.map((p) => `${p.variadic ? 'VARIADIC ' : ''}${ident(p.name)} := pgrst_body.${ident(p.name)}`);
  return { call: `${fn}(${args.join(', ')})`, from: ` FROM ${from}` };
}

/** Fixed-length character types would truncate: PostgREST passes them as their varying kind. */
function argType(t: string): string {
  if (t === 'character') return 'character varying';
  if (t === 'character[]') return 'character varying[]';
  if (t === 'bit') return 'bit varying';
  if (t === 'bit[]') return 'bit varying[]';
  return t;
}

function arrayText(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
