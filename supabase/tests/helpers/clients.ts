/**
 * supabase-js clients signed in as the people the rules are about: anon, members, the admin, presidents and
 * the moderator. Everything goes through the public HTTP APIs, as the front end does.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { LocalSupabase } from 'local-supabase';
import type { Database } from '../../types/database.ts';

export type Client = SupabaseClient<Database>;

export interface Member {
  client: Client;
  id: string;
  email: string;
  password: string;
  name: string;
}

function client(server: LocalSupabase, key: string): Client {
  return createClient<Database>(server.url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    // Node 20 has no global WebSocket.
    realtime: { transport: WebSocket as never },
  });
}

export const anonClient = (server: LocalSupabase) => client(server, server.anonKey);
export const serviceClient = (server: LocalSupabase) => client(server, server.serviceRoleKey);

let counter = 0;

/** A new member, signed up through /auth/v1 (auto-confirmed) and signed in. */
export async function signUpMember(server: LocalSupabase, name = `Member ${++counter}`): Promise<Member> {
  const c = anonClient(server);
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${process.pid}.${++counter}@example.com`;
  const password = 'password123';
  const { data, error } = await c.auth.signUp({ email, password, options: { data: { display_name: name } } });
  if (error) throw error;
  if (!data.session) throw new Error('sign-up returned no session (are email confirmations on?)');
  return { client: c, id: data.user!.id, email, password, name };
}

export async function signIn(server: LocalSupabase, email: string, password: string): Promise<Client> {
  const c = anonClient(server);
  const { error } = await c.auth.signInWithPassword({ email, password });
  if (error) throw error;
  return c;
}

/** Gives a member app_metadata.role = 'admin' (service role only) and signs her in again for a fresh token. */
export async function makeAdmin(server: LocalSupabase, member: Member): Promise<Member> {
  const { error } = await serviceClient(server).auth.admin.updateUserById(member.id, { app_metadata: { role: 'admin' } });
  if (error) throw error;
  return { ...member, client: await signIn(server, member.email, member.password) };
}

/** The member applies (as herself) and the admin approves. */
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

/** Inserts an event and returns its id (throws on error). */
export async function createEvent(
  member: Member,
  fields: Partial<Database['public']['Tables']['events']['Insert']> = {},
): Promise<{ id: string; approved: boolean }> {
  const { data, error } = await member.client
    .from('events')
    .insert({
      title: 'Test event',
      date: '2099-06-01',
      time: '18:30',
      location: 'Online',
      type: 'online',
      created_by: member.id,
      ...fields,
    })
    .select('id, approved')
    .single();
  if (error) throw error;
  return data;
}
