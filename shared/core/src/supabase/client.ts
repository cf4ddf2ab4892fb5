import { sessionStorageKey } from '@diva/contracts';
import { GoTrueClient } from '@supabase/auth-js';
import { PostgrestClient } from '@supabase/postgrest-js';
import type { Database } from './database.ts';
import { type DivaServices, loadServicesClient } from './services.ts';

type Rest = PostgrestClient<Database, Database['__InternalSupabase'], 'public'>;

/**
 * The page's Supabase client: Auth and the database's REST API at once, Realtime, Storage and Functions on first
 * use (`services`, see services.ts), so that they stay out of the first paint. A full supabase-js client (tests,
 * scripts) is a DivaClient too; it simply has no `services` because it carries them already.
 */
export interface DivaClient {
  readonly auth: GoTrueClient;
  from: Rest['from'];
  rpc: Rest['rpc'];
  /** Present on the page's client only. Area code reaches it through loadServices() and openChannel(). */
  services?: () => Promise<DivaServices>;
}

export interface SupabaseSettings {
  url: string;
  anonKey: string;
}

/** Node 20 and tests: what differs from a browser page. */
export interface DivaClientOptions {
  /** Keep the session in localStorage and refresh it (the page); off for short-lived clients. */
  persistSession?: boolean;
  fetch?: typeof fetch;
  /** Realtime's WebSocket constructor where there is no global one (Node 20). */
  webSocket?: unknown;
}

/**
 * The apikey and the member's token (else the anon key) on every REST request, as supabase-js's own fetch wrapper
 * adds them; headers the caller set win.
 */
function fetchWithAuth(anonKey: string, accessToken: () => Promise<string | null>, baseFetch: typeof fetch): typeof fetch {
  return async (input, init) => {
    const token = await accessToken();
    const headers = new Headers(init?.headers);
    if (!headers.has('apikey')) headers.set('apikey', anonKey);
    if (!headers.has('Authorization')) headers.set('Authorization', `Bearer ${token ?? anonKey}`);
    return baseFetch(input, { ...init, headers });
  };
}

/**
 * Builds a client from supabase-js's own parts, as createClient does: the same Auth client (same storage key, so
 * a stored session carries over) and the same REST client. The rest of supabase-js is created on first use,
 * with the Auth client's session as its access token.
 */
export function createDivaClient(settings: SupabaseSettings, options: DivaClientOptions = {}): DivaClient {
  const persist = options.persistSession ?? true;
  const baseFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const base = settings.url.endsWith('/') ? settings.url : `${settings.url}/`;
  const auth = new GoTrueClient({
    url: new URL('auth/v1', base).href,
    headers: { Authorization: `Bearer ${settings.anonKey}`, apikey: settings.anonKey },
    // supabase-js's own key, so that members stay signed in; the shell's entry reads the session under it too.
    storageKey: sessionStorageKey(settings.url),
    persistSession: persist,
    autoRefreshToken: persist,
    detectSessionInUrl: persist,
    fetch: baseFetch,
  });
  const accessToken = async () => (await auth.getSession()).data.session?.access_token ?? null;
  const rest: Rest = new PostgrestClient(new URL('rest/v1', base).href, {
    fetch: fetchWithAuth(settings.anonKey, accessToken, baseFetch),
  });
  let services: Promise<DivaServices> | undefined;
  return {
    auth,
    from: rest.from.bind(rest),
    rpc: rest.rpc.bind(rest),
    services: () => (services ??= loadServicesClient({ settings, auth, accessToken, fetch: baseFetch, webSocket: options.webSocket })),
  };
}

// The one client of the whole page. This module lives in @diva/core, which every app shares as a singleton,
// so the shell and all remotes see the same instance (two GoTrue clients on one storage key misbehave).
let client: DivaClient | undefined;
let clientSettings: SupabaseSettings | undefined;

/** Creates the client from the runtime config. Calling it again with the same settings is a no-op. */
export function initSupabase(settings: SupabaseSettings): DivaClient {
  if (client) {
    if (clientSettings?.url !== settings.url || clientSettings.anonKey !== settings.anonKey) {
      throw new Error('The Supabase client was already created with different settings');
    }
    return client;
  }
  client = createDivaClient(settings);
  clientSettings = settings;
  return client;
}

export function getSupabase(): DivaClient {
  if (!client) throw new Error('Supabase is not initialised yet: the shell calls initSupabase() at boot');
  return client;
}

export const isSupabaseReady = (): boolean => client !== undefined;

/** The URL and anon key the client was created with (for a request that must outlive the page: fetch keepalive). */
export function getSupabaseSettings(): SupabaseSettings {
  if (!clientSettings) throw new Error('Supabase is not initialised yet: the shell calls initSupabase() at boot');
  return clientSettings;
}

/** Tests only: forget the client so another one can be created. */
export function resetSupabaseForTests(): void {
  client = undefined;
  clientSettings = undefined;
}
