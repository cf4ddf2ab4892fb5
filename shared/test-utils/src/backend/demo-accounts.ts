/**
 * The accounts supabase/seed.sql creates (see supabase/README.md), for tests on a server started with
 * `startTestServer({ seed: true })`. Local use only: the seed never goes to a production project.
 */
import { signInMember, type Member } from './clients.ts';
import type { LocalSupabase } from './server.ts';

export const DEMO_PASSWORD = 'DivaDemo2024!';

export const DEMO_ACCOUNTS = {
  /** Grace Whitfield, app_metadata.role = 'admin'. */
  admin: 'admin@example.com',
  /** Naomi Brooks, the approved network moderator. */
  moderator: 'naomi@example.com',
  /** Keisha Monroe, approved president of Atlanta Divas (chapter 1). */
  president: 'keisha@example.com',
  /** Sofia Ramirez, approved president of Los Angeles Divas (chapter 11). */
  otherPresident: 'sofia@example.com',
  /** Priya Patel, whose president application (Chicago Divas, chapter 5) is pending. */
  applicant: 'priya@example.com',
  /** Maya Thompson, the member with the richest data. */
  member: 'maya@example.com',
} as const;

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** The chapters the demo presidents lead. */
export const DEMO_CHAPTERS = { president: 1, otherPresident: 11, applicant: 5 } as const;

export const signInDemo = (server: LocalSupabase, account: DemoAccount): Promise<Member> =>
  signInMember(server, DEMO_ACCOUNTS[account], DEMO_PASSWORD);

export const signInAdmin = (server: LocalSupabase): Promise<Member> => signInDemo(server, 'admin');
export const signInModerator = (server: LocalSupabase): Promise<Member> => signInDemo(server, 'moderator');
export const signInPresident = (server: LocalSupabase): Promise<Member> => signInDemo(server, 'president');
