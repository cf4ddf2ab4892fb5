import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.ts';

export type DivaClient = SupabaseClient<Database>;

export interface SupabaseSettings {
  url: string;
  anonKey: string;
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
  client = createClient<Database>(settings.url, settings.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
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
