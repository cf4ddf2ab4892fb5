import { vi } from 'vitest';

export interface TableAnswer {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  count?: number;
}

/**
 * A stand-in for the Supabase client at the data boundary: each table call is a chain that records its
 * filters and resolves with what `answer` returns for it.
 */
export function fakeSupabase(
  answer: (table: string, call: { method: string; filters: string[]; head: boolean }) => TableAnswer | Promise<TableAnswer>,
) {
  const channel = { on: vi.fn(() => channel), subscribe: vi.fn(() => channel) };
  const from = vi.fn((table: string) => {
    const call = { method: 'select', filters: [] as string[], head: false };
    const chain: Record<string, unknown> = {};
    for (const method of ['select', 'update', 'insert', 'delete']) {
      chain[method] = (arg: unknown, options?: { head?: boolean }) => {
        call.method = method === 'select' && call.method !== 'select' ? call.method : method;
        if (options?.head) call.head = true;
        if (method !== 'select') call.filters.push(`${method}:${JSON.stringify(arg)}`);
        return chain;
      };
    }
    for (const method of ['eq', 'or', 'in', 'order', 'limit', 'maybeSingle', 'single']) {
      chain[method] = (...args: unknown[]) => {
        call.filters.push(`${method}:${args.map((arg) => JSON.stringify(arg)).join(',')}`);
        return chain;
      };
    }
    chain.then = (resolve: (value: unknown) => void, reject: (error: unknown) => void) =>
      Promise.resolve()
        .then(() => answer(table, call))
        .then((result) => resolve({ data: null, error: null, count: null, ...result }), reject);
    return chain;
  });
  return { client: { from, channel: vi.fn(() => channel), removeChannel: vi.fn(async () => 'ok') }, from, channel };
}
