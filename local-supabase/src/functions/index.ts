import path from 'node:path';
import type { App, Service } from '../app.ts';
import { HttpError, json } from '../http/reply.ts';
import { bodyReader, type ApiRequest } from '../http/request.ts';
import { toReply, toRequest } from './bridge.ts';
import { FunctionsConfig } from './config.ts';
import { BootError, FunctionRegistry } from './registry.ts';
import type { FunctionContext } from './types.ts';

/**
 * `/functions/v1/<name>[/…]`: runs `<projectDir>/functions/<name>/handler.ts` in-process, with the gateway
 * behaviour of hosted Supabase around it (JWT check unless `verify_jwt = false`, its error bodies and codes).
 */
export function createFunctionsService(app: App): Service {
  const registry = new FunctionRegistry(path.join(app.settings.projectDir, 'functions'));
  const config = new FunctionsConfig(path.join(app.settings.projectDir, 'config.toml'));

  return {
    async handle(req) {
      const name = req.path.split('/')[1] ?? '';
      let handler;
      try {
        handler = await registry.handler(name);
      } catch (e) {
        if (!(e instanceof BootError)) throw e;
        app.log(e.message);
        return json(503, { code: 'BOOT_ERROR', message: 'Worker failed to boot (please check logs)' });
      }
      if (!handler) return json(404, { code: 'NOT_FOUND', message: 'Requested function was not found' });

      if (await config.verifyJwt(name)) {
        if (!req.auth.token) return json(401, { code: 401, message: 'Missing authorization header' });
        if (req.auth.error) return json(401, { code: 401, message: 'Invalid JWT' });
      }

      const body = await readBody(app, req);
      const ctx: FunctionContext = {
        supabaseUrl: app.url(),
        anonKey: app.settings.anonKey,
        serviceRoleKey: app.settings.serviceRoleKey,
        authorization: req.auth.token ? `Bearer ${req.auth.token}` : null,
      };
      // Hosted Supabase answers 504 when a function sends no response within its request idle timeout; the
      // handler's request.signal aborts then, so it can stop its work.
      const limit = new AbortController();
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), app.settings.functionTimeoutMs);
      });
      let res: unknown;
      try {
        const answer = Promise.resolve(handler(toRequest(req, app.url(), body, limit.signal), ctx));
        res = await Promise.race([answer, timedOut]);
        if (res === 'timeout') {
          answer.catch(() => {}); // its late failure (often the abort itself) has no one left to answer
          limit.abort(new Error('function time limit reached'));
          app.log(`function ${name} sent no response within ${app.settings.functionTimeoutMs} ms`);
          return json(504, { code: 'TIMEOUT', message: `Function did not respond within ${app.settings.functionTimeoutMs / 1000} s` });
        }
      } catch (e) {
        app.log(`function ${name} threw: ${(e as Error)?.stack ?? e}`);
        return workerError();
      } finally {
        clearTimeout(timer);
      }
      if (!(res instanceof Response)) {
        app.log(`function ${name} did not return a Response`);
        return workerError();
      }
      return toReply(res);
    },
  };
}

/** The function's own failure, as the hosted runtime reports it. */
function workerError() {
  return json(500, { code: 'WORKER_ERROR', message: 'Function exited due to an error (please check logs)' });
}

/** Request bodies up to the upload limit (functions receive files too), not just the JSON limit. */
function readBody(app: App, req: ApiRequest): Promise<Buffer | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return Promise.resolve(null);
  return bodyReader(req.raw, app.settings.maxUploadBytes, () => new HttpError(413, { code: 413, message: 'Payload Too Large' }))();
}
