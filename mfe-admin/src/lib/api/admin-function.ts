import { DataError, type DivaClient, getSupabase, loadServices } from '@diva/core';

/**
 * Calls the admin edge function (spec 02 §7) with the admin's own access token; supabase-js adds it. The
 * function answers refusals as `{ error }` with a status, turned into a DataError here.
 */
export async function callAdminFunction<T>(
  method: 'GET' | 'PUT' | 'DELETE',
  query: string,
  body?: Record<string, unknown>,
  client: DivaClient = getSupabase(),
): Promise<T> {
  const { data, error } = await (await loadServices(client)).functions.invoke(`admin${query}`, { method, body });
  if (!error) return data as T;
  const response = (error as { context?: unknown }).context;
  if (response instanceof Response) {
    const payload = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new DataError({ message: payload?.error ?? error.message }, response.status);
  }
  throw new DataError({ message: error.message }, 0);
}
