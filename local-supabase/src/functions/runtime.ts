/**
 * Globals that Deno (hosted functions) has and Node 20 lacks, installed before the first handler loads.
 * WebSocket: supabase-js builds a realtime client inside createClient and throws without one.
 */
export async function ensureRuntimeGlobals(): Promise<void> {
  const g = globalThis as { WebSocket?: unknown };
  if (g.WebSocket === undefined) g.WebSocket = (await import('ws')).WebSocket;
}
