// Serves the four AI functions under Deno for the test suites: /functions/v1/<name> runs
// functions/<name>/handler.ts with the context index.ts builds from the environment (as hosted Supabase
// does), so the code under test is the deployed code. Prints "listening <port> deno <version>" once ready.
import discovery from '../../../functions/ai-discovery-chat/handler.ts';
import goalSetter from '../../../functions/ai-goal-setter/handler.ts';
import connectionAssistant from '../../../functions/ai-connection-assistant/handler.ts';
import networkingCoach from '../../../functions/ai-networking-coach/handler.ts';
import { contextFromEnv, type FunctionHandler } from '../../../functions/_shared/context.ts';

declare const Deno: {
  version: { deno: string };
  serve(
    options: { port: number; hostname: string; onListen(addr: { port: number }): void },
    handler: (req: Request) => Response | Promise<Response>,
  ): unknown;
};

const handlers: Record<string, FunctionHandler> = {
  'ai-discovery-chat': discovery,
  'ai-goal-setter': goalSetter,
  'ai-connection-assistant': connectionAssistant,
  'ai-networking-coach': networkingCoach,
};

Deno.serve(
  { port: 0, hostname: '127.0.0.1', onListen: ({ port }) => console.info(`listening ${port} deno ${Deno.version.deno}`) },
  (req) => {
    const name = /^\/functions\/v1\/([^/?]+)/.exec(new URL(req.url).pathname)?.[1] ?? '';
    const handler = handlers[name];
    if (!handler) return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Requested function was not found' }), { status: 404 });
    return handler(req, contextFromEnv(req));
  },
);
