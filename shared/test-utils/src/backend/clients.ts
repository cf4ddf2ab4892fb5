/**
 * supabase-js clients for the people the rules are about: anon, new members, the admin, presidents and the
 * moderator. Everything goes through the public HTTP APIs, as the front end does, and every client counts the
 * requests it sends to /rest/v1 (to check how many round trips a screen's data costs).
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from '@diva/supabase/types';
import WebSocket from 'ws';
import type { LocalSupabase } from './server.ts';

export type Client = SupabaseClient<Database>;

export interface Member {
  client: Client;
  id: string;
  email: string;
  password: string;
  name: string;
  /** Requests this member's client has sent to /rest/v1 so far. */
  restRequests: () => number;
}

/** The password of every new member these helpers sign up. */
export const MEMBER_PASSWORD = 'password123';

/** A client for this server with the given key; `onRest` hears of every request to /rest/v1. */
export function clientFor(server: LocalSupabase, key = server.anonKey, onRest: () => void = () => undefined): Client {
  return createClient<Database>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket.
    realtime: { transport: WebSocket as never },
    global: {
      fetch: (input, init) => {
        if (String(input instanceof Request ? input.url : input).includes('/rest/v1/')) onRest();
        return fetch(input, init);
      },
    },
  });
}

export const anonClient = (server: LocalSupabase): Client => clientFor(server);
/** Bypasses row-level security: for arranging data a test is not about, never for the behaviour under test. */
export const serviceClient = (server: LocalSupabase): Client => clientFor(server, server.serviceRoleKey);

function countingClient(server: LocalSupabase): { client: Client; restRequests: () => number } {
  let rest = 0;
  return { client: clientFor(server, server.anonKey, () => (rest += 1)), restRequests: () => rest };
}

let counter = 0;

/** A new member, signed up through /auth/v1 (auto-confirmed, so signed in), with a unique email. */
export async function signUpMember(server: LocalSupabase, name = `Member ${counter + 1}`): Promise<Member> {
  const { client, restRequests } = countingClient(server);
  counter += 1;
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${process.pid}.${counter}@example.com`;
  const { data, error } = await client.auth.signUp({ email, password: MEMBER_PASSWORD, options: { data: { display_name: name } } });
  if (error) throw error;
  if (!data.session || !data.user) throw new Error('sign-up returned no session (are email confirmations on?)');
  return { client, id: data.user.id, email, password: MEMBER_PASSWORD, name, restRequests };
}

/** An existing account, signed in with email and password through /auth/v1. */
export async function signInMember(server: LocalSupabase, email: string, password: string): Promise<Member> {
  const { client, restRequests } = countingClient(server);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error) throw error;
  const name = String(data.user.user_metadata.display_name ?? email);
  return { client, id: data.user.id, email, password, name, restRequests };
}

/** Signs in and returns only the client. */
export async function signIn(server: LocalSupabase, email: string, password: string): Promise<Client> {
  return (await signInMember(server, email, password)).client;
}

/** Gives a member app_metadata.role = 'admin' (service role only) and signs her in again for a fresh token. */
export async function makeAdmin(server: LocalSupabase, member: Member): Promise<Member> {
  const { error } = await serviceClient(server).auth.admin.updateUserById(member.id, { app_metadata: { role: 'admin' } });
  if (error) throw error;
  return signInMember(server, member.email, member.password);
}

/** The member applies (as herself) and the admin approves: she becomes a president or the moderator. */
export async function approveLeader(
  admin: Member,
  member: Member,
  role: 'president' | 'moderator',
  chapterId: number | null = null,
): Promise<string> {
  const { data, error } = await member.client
    .from('diva_presidents')
    .insert({ user_id: member.id, full_name: member.name, email: member.email, role, chapter_id: chapterId })
    .select('id')
    .single();
  if (error) throw error;
  const approved = await admin.client.from('diva_presidents').update({ approved: true }).eq('id', data.id).select('approved');
  if (approved.error) throw approved.error;
  if (approved.data?.[0]?.approved !== true) throw new Error('the admin could not approve the application');
  return data.id;
}
