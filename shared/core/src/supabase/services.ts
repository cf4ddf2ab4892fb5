import type { GoTrueClient } from '@supabase/auth-js';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.ts';
import type { DivaClient, SupabaseSettings } from './client.ts';

/**
 * Realtime, Storage and Functions: about 26 KiB gzip of supabase-js that no page needs to show its content.
 * The page's client loads them on first use, and not before the shell lets it (holdServicesUntil: once the
 * first area has rendered), so they never compete with the first paint. A live channel opened at mount
 * therefore joins a moment after the content shows; every area refetches what a (re)join may have missed.
 */
/** A Realtime channel, as DivaServices.channel() creates it. */
export type DivaChannel = RealtimeChannel;

export type DivaServices = Pick<SupabaseClient<Database>, 'channel' | 'removeChannel' | 'realtime' | 'storage' | 'functions'>;

let hold: Promise<unknown> = Promise.resolve();

/** The shell: Realtime, Storage and Functions load only once `until` settles (whatever its outcome). */
export function holdServicesUntil(until: Promise<unknown>): void {
  hold = until.catch(() => undefined);
}

export interface ServicesSource {
  settings: SupabaseSettings;
  auth: GoTrueClient;
  accessToken: () => Promise<string | null>;
  fetch: typeof fetch;
  webSocket?: unknown;
}

/**
 * A supabase-js client for the services only, signed in through the page's Auth client: its `accessToken`
 * option (the one supabase-js offers for an auth it does not own) gives every request and every Realtime join
 * the member's current token, and the Auth client's events re-authorise the open socket at once.
 */
export async function loadServicesClient(source: ServicesSource): Promise<DivaServices> {
  await hold;
  const { createClient } = await import(/* webpackChunkName: "supabase-services" */ '@supabase/supabase-js');
  const services = createClient<Database>(source.settings.url, source.settings.anonKey, {
    accessToken: source.accessToken,
    global: { fetch: source.fetch },
    ...(source.webSocket ? { realtime: { transport: source.webSocket as never } } : {}),
  });
  // A channel's join carries the token Realtime holds at that moment: hold hers before any channel is opened.
  await services.realtime.setAuth();
  source.auth.onAuthStateChange((event, session) => {
    if (event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'SIGNED_OUT' || event === 'USER_UPDATED') {
      void services.realtime.setAuth(session?.access_token ?? null).catch(() => undefined);
    }
  });
  return services;
}

// A full supabase-js client (tests, scripts) carries the services itself.
const isServices = (client: DivaClient): client is DivaClient & DivaServices => 'channel' in client;

/** Realtime, Storage and Functions of `client`: loaded on first use for the page's client, at once for a full one. */
export async function loadServices(client: DivaClient): Promise<DivaServices> {
  if (client.services) return client.services();
  if (isServices(client)) return client;
  throw new Error('This Supabase client has no Realtime, Storage or Functions');
}

/**
 * Opens a Realtime channel once Realtime has loaded: `open` creates it, adds its listeners and subscribes.
 * Returns the function that closes it, which works before the channel exists too (it is then never opened).
 * `onUnavailable` hears if Realtime could not be loaded (the page's chunk failed to download).
 */
export function openChannel(
  client: DivaClient,
  open: (services: DivaServices) => RealtimeChannel,
  onUnavailable?: (error: Error) => void,
): () => void {
  let closed = false;
  let opened: { services: DivaServices; channel: RealtimeChannel } | undefined;
  loadServices(client).then(
    (services) => {
      if (!closed) opened = { services, channel: open(services) };
    },
    (error: unknown) => {
      if (!closed) onUnavailable?.(error instanceof Error ? error : new Error(String(error)));
    },
  );
  return () => {
    closed = true;
    if (opened) void opened.services.removeChannel(opened.channel);
  };
}
