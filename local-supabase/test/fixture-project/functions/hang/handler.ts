import type { FunctionContext } from '../_shared/context.ts';

/** Never answers on its own: the runtime's time limit must end the request. Reports whether it saw the abort. */
export const seen = { aborted: false };

export default function handler(req: Request, _ctx: FunctionContext): Promise<Response> {
  return new Promise((_resolve, reject) => {
    req.signal.addEventListener('abort', () => {
      seen.aborted = true;
      reject(new Error('aborted'));
    });
  });
}
