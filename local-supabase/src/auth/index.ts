import type { App, Service } from '../app.ts';
import { json } from '../http/reply.ts';

/** Not built yet: answers 501 so callers get an honest error. */
export function createAuthService(_app: App): Service {
  return {
    async handle() {
      return json(501, { message: 'auth is not implemented yet in local-supabase' });
    },
  };
}
