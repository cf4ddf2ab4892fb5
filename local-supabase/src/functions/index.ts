import type { App, Service } from '../app.ts';
import { json } from '../http/reply.ts';

/** Not built yet: answers 501 so callers get an honest error. */
export function createFunctionsService(_app: App): Service {
  return {
    async handle() {
      return json(501, { message: 'functions is not implemented yet in local-supabase' });
    },
  };
}
