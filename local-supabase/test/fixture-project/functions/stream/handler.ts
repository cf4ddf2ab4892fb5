import type { FunctionContext } from '../_shared/context.ts';

/** Server-sent events: a first event at once, the second after `?delay=` ms (default 1500). */
export default async function handler(req: Request, _ctx: FunctionContext): Promise<Response> {
  const delay = Number(new URL(req.url).searchParams.get('delay') ?? 1500);
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async start(controller) {
      controller.enqueue(encoder.encode('data: first\n\n'));
      await new Promise((resolve) => setTimeout(resolve, delay));
      controller.enqueue(encoder.encode('data: second\n\n'));
      controller.close();
    },
  });
  return new Response(body, { headers: { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' } });
}
