import type { FunctionContext } from '../_shared/context.ts';

/** Always fails: the runtime must answer 500 WORKER_ERROR, not crash. */
export default async function handler(_req: Request, _ctx: FunctionContext): Promise<Response> {
  throw new Error('boom');
}
