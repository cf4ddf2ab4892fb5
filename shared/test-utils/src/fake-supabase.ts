/**
 * A stand-in for the supabase client in component tests: every query chain (and rpc) is recorded and answered by
 * the test's `respond` function; channels keep their postgres_changes handlers so a test can emit live events.
 * Data access itself is tested against a real local-supabase (see `@diva/test-utils/backend`).
 *
 * This module imports nothing from the app packages, so a `vi.mock('@diva/core', …)` factory may import it.
 */
export type FakeAction = 'select' | 'insert' | 'update' | 'upsert' | 'delete' | 'rpc';

export interface RecordedCall {
  /** The table, or the function name for an rpc. */
  table: string;
  action: FakeAction;
  /** The columns of `.select(...)`, also when it follows a write. */
  columns?: string;
  /** The row(s) written, or the rpc's arguments. */
  payload?: unknown;
  /** `{ head: true }` was asked (a count without rows). */
  head: boolean;
  /** The count mode asked for, e.g. 'exact'. */
  count?: string;
  /** Filters and modifiers in call order, e.g. ['eq', 'post_id', 'p1']. */
  steps: unknown[][];
}

export interface FakeResponse {
  data?: unknown;
  error?: { message: string; code?: string } | null;
  count?: number | null;
  status?: number;
}

type Handler = (payload: { new: Record<string, unknown>; old: Record<string, unknown> }) => void;
type ChangeEvent = 'INSERT' | 'UPDATE' | 'DELETE';

export interface FakeSupabase {
  /** Hand this to the code under test where it expects a supabase client. */
  client: unknown;
  /** Every finished request, in the order they were awaited. */
  calls: RecordedCall[];
  /** Answers each request; replace it per test. Default: no rows. */
  respond: (call: RecordedCall) => FakeResponse | Promise<FakeResponse>;
  /** Delivers a postgres_changes event to the subscribed channels that listen to this table and event. */
  emit: (table: string, event: ChangeEvent, payload: { new?: Record<string, unknown>; old?: Record<string, unknown> }) => void;
  /** How many channels are subscribed now. */
  channels: () => number;
  /** Delivers a Realtime broadcast to the subscribed channels of this topic that listen to the event. */
  broadcast: (topic: string, event: string, payload: Record<string, unknown>) => void;
  /** Every `channel.send(...)`, in order, with the channel's topic. */
  sent: { topic: string; message: unknown }[];
}

const MODIFIERS = [
  'eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'is', 'in', 'not', 'or', 'match', 'filter', 'contains',
  'containedBy', 'overlaps', 'textSearch', 'order', 'limit', 'range', 'single', 'maybeSingle', 'retry', 'abortSignal',
] as const;

interface Binding {
  type: string;
  table: string;
  event: string;
  handler: Handler;
}

/** `extras` are merged into the client, e.g. `{ auth: { signInWithPassword: vi.fn() } }`. */
export function createFakeSupabase(extras: Record<string, unknown> = {}): FakeSupabase {
  const subscribed = new Set<{ topic: string; bindings: Binding[] }>();
  const fake: FakeSupabase = {
    client: null,
    calls: [],
    respond: () => ({ data: [] }),
    emit: (table, event, payload) => {
      for (const channel of subscribed) {
        for (const binding of channel.bindings) {
          if (binding.type !== 'broadcast' && binding.table === table && (binding.event === '*' || binding.event === event)) {
            binding.handler({ new: payload.new ?? {}, old: payload.old ?? {} });
          }
        }
      }
    },
    channels: () => subscribed.size,
    broadcast: (topic, event, payload) => {
      for (const channel of subscribed) {
        if (channel.topic !== topic) continue;
        for (const binding of channel.bindings) {
          if (binding.type === 'broadcast' && (binding.event === '*' || binding.event === event)) {
            (binding.handler as unknown as (message: unknown) => void)({ type: 'broadcast', event, payload });
          }
        }
      }
    },
    sent: [],
  };

  const builder = (call: RecordedCall) => {
    const chain: Record<string, unknown> = {};
    chain.select = (columns?: string, options?: { head?: boolean; count?: string }) => {
      call.columns = columns ?? '*';
      if (options?.head) call.head = true;
      if (options?.count) call.count = options.count;
      return chain;
    };
    for (const name of MODIFIERS) {
      chain[name] = (...args: unknown[]) => {
        call.steps.push([name, ...args]);
        return chain;
      };
    }
    chain.then = (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) => {
      fake.calls.push(call);
      return Promise.resolve()
        .then(() => fake.respond(call))
        .then((response) => ({
          data: response.data ?? null,
          error: response.error ?? null,
          count: response.count ?? null,
          status: response.status ?? (response.error ? 400 : 200),
        }))
        .then(resolve, reject);
    };
    return chain;
  };

  const start = (table: string, action: FakeAction, payload?: unknown) => builder({ table, action, payload, head: false, steps: [] });

  fake.client = {
    from: (table: string) => ({
      select: (columns?: string, options?: { head?: boolean; count?: string }) =>
        (start(table, 'select').select as (c?: string, o?: unknown) => unknown)(columns, options),
      insert: (payload: unknown) => start(table, 'insert', payload),
      upsert: (payload: unknown) => start(table, 'upsert', payload),
      update: (payload: unknown) => start(table, 'update', payload),
      delete: () => start(table, 'delete'),
    }),
    rpc: (fn: string, args?: unknown) => start(fn, 'rpc', args),
    channel: (topic: string) => {
      const channel = { topic, bindings: [] as Binding[] };
      const api = {
        on: (type: string, filter: { event: string; table: string }, handler: Handler) => {
          channel.bindings.push({ type, table: filter.table, event: filter.event, handler });
          return api;
        },
        send: async (message: unknown) => {
          fake.sent.push({ topic, message });
          return 'ok';
        },
        subscribe: (callback?: (status: string) => void) => {
          subscribed.add(channel);
          callback?.('SUBSCRIBED');
          return api;
        },
        unsubscribe: async () => {
          subscribed.delete(channel);
          return 'ok';
        },
        channel,
      };
      return api;
    },
    removeChannel: async (api: { channel: { topic: string; bindings: Binding[] } }) => {
      subscribed.delete(api.channel);
      return 'ok';
    },
    ...extras,
  };
  return fake;
}

/** The value of the first step with this name and column, e.g. stepValue(call, 'eq', 'user_id'). */
export function stepValue(call: RecordedCall, name: string, column: string): unknown {
  return call.steps.find((step) => step[0] === name && step[1] === column)?.[2];
}

let current: FakeSupabase = createFakeSupabase();

/** The fake that `fakeCoreModule` hands out now (one per test file: vitest isolates modules per file). */
export const currentFake = (): FakeSupabase => current;

/** A fresh fake for the next test (call it in beforeEach). */
export function resetFake(extras: Record<string, unknown> = {}): FakeSupabase {
  current = createFakeSupabase(extras);
  return current;
}

/**
 * @diva/core with `getSupabase()` answering with the current fake. In a test file:
 *   vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));
 */
export const fakeCoreModule = async (original: () => Promise<unknown>) => ({
  ...((await original()) as object),
  getSupabase: () => currentFake().client,
});
