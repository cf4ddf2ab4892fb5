// Responses of the AI functions: JSON or server-sent events, with the CORS headers Supabase's own function
// examples send (hosted Supabase leaves CORS, preflight included, to the function).

export const corsHeaders: Record<string, string> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type, accept',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
};

export function json(value: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(value), {
    status,
    headers: { ...corsHeaders, 'Content-Type': 'application/json', ...headers },
  });
}

/** An answer the UI shows as an error toast: `{ error }` with the status. */
export function errorJson(status: number, error: string, headers: Record<string, string> = {}): Response {
  return json({ error }, status, headers);
}

/** The preflight answer. */
export function preflight(): Response {
  return new Response('ok', { headers: corsHeaders });
}

/** Whether the caller asked for server-sent events. */
export function wantsEventStream(req: Request): boolean {
  return (req.headers.get('accept') ?? '').toLowerCase().includes('text/event-stream');
}

/**
 * Server-sent events from an async sequence of events: each is one `data: <json>` line. Cancelling the
 * response (the client went away) stops the sequence.
 */
export function eventStream(events: AsyncIterable<unknown>): Response {
  const encoder = new TextEncoder();
  const iterator = events[Symbol.asyncIterator]();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const next = await iterator.next();
      if (next.done) controller.close();
      else controller.enqueue(encoder.encode(`data: ${JSON.stringify(next.value)}\n\n`));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
  return new Response(body, {
    headers: { ...corsHeaders, 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache', 'X-Accel-Buffering': 'no' },
  });
}
