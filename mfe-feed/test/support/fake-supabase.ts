/**
 * A stand-in for the supabase client in component tests: every query chain is recorded and answered by the
 * test's `respond` function; channels keep their postgres_changes handlers so a test can emit live events.
 * Data access itself is tested against a real local-supabase in test/integration.
 */
export interface RecordedCall {
  table: string;
  action: 'select' | 'insert' | 'update' | 'delete';
  columns?: string;
  payload?: unknown;
  /** Filters and modifiers in call order, e.g. ['eq', 'post_id', 'p1']. */
  steps: unknown[][];
}

export interface FakeResponse {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  status?: number;
}

type Handler = (payload: { new: Record<string, unknown>; old: Record<string, unknown> }) => void;

export interface FakeSupabase {
  client: unknown;
  calls: RecordedCall[];
  respond: (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;
  emit: (table: string, event: 'INSERT' | 'UPDATE' | 'DELETE', payload: { new?: Record<string, unknown>; old?: Record<string, unknown> }) => void;
  channels: () => number;
}

export function createFakeSupabase(): FakeSupabase {
  const fake: FakeSupabase = {
    client: null,
    calls: [],
    respond: () => ({ data: [] }),
    emit: (table, event, payload) => {
      for (const channel of channels) {
        for (const binding of channel.bindings) {
          if (binding.table === table && (binding.event === '*' || binding.event === event)) {
            binding.handler({ new: payload.new ?? {}, old: payload.old ?? {} });
          }
        }
      }
    },
    channels: () => channels.size,
  };
  const channels = new Set<{ bindings: { table: string; event: string; handler: Handler }[] }>();

  const builder = (call: RecordedCall) => {
    const chain: Record<string, unknown> = {};
    const step =
      (name: string) =>
      (...args: unknown[]) => {
        if (name === 'select' && call.action !== 'select') call.columns = args[0] as string;
        else call.steps.push([name, ...args]);
        return chain;
      };
    for (const name of ['select', 'eq', 'neq', 'in', 'not', 'is', 'order', 'limit', 'single', 'maybeSingle', 'range', 'retry']) chain[name] = step(name);
    chain.then = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => {
      fake.calls.push(call);
      return Promise.resolve(fake.respond(call))
        .then((response) => ({ data: response.data ?? null, error: response.error ?? null, status: response.status ?? (response.error ? 400 : 200) }))
        .then(resolve, reject);
    };
    return chain;
  };

  fake.client = {
    from: (table: string) => ({
      select: (columns: string) => builder({ table, action: 'select', columns, steps: [] }),
      insert: (payload: unknown) => builder({ table, action: 'insert', payload, steps: [] }),
      update: (payload: unknown) => builder({ table, action: 'update', payload, steps: [] }),
      delete: () => builder({ table, action: 'delete', steps: [] }),
    }),
    channel: () => {
      const channel = { bindings: [] as { table: string; event: string; handler: Handler }[] };
      const api = {
        on: (_type: string, filter: { event: string; table: string }, handler: Handler) => {
          channel.bindings.push({ table: filter.table, event: filter.event, handler });
          return api;
        },
        subscribe: (callback?: (status: string) => void) => {
          channels.add(channel);
          callback?.('SUBSCRIBED');
          return api;
        },
        channel,
      };
      return api;
    },
    removeChannel: async (api: { channel: { bindings: unknown[] } }) => {
      for (const channel of channels) if (channel === api.channel) channels.delete(channel);
      return 'ok';
    },
  };
  return fake;
}

/** The value of the first step with this name and column, e.g. stepValue(call, 'eq', 'user_id'). */
export function stepValue(call: RecordedCall, name: string, column: string): unknown {
  return call.steps.find((step) => step[0] === name && step[1] === column)?.[2];
}
