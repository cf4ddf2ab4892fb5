// What the functions know about the caller and the other members, read with the caller's token: row-level
// security decides what is visible (her own goals and sessions; members' public profiles and skills), so
// nothing here comes from the request body.
import type { SupabaseClient } from '@supabase/supabase-js';

export interface Profile {
  user_id: string;
  display_name: string;
  bio: string | null;
  company: string | null;
  role: string | null;
  location: string | null;
}

export interface Skills {
  superpowers: string[];
  passions: string[];
  fuel: string[];
}

export interface Goal {
  id: string;
  title: string;
  description: string | null;
  target_date: string | null;
  status: string;
  category: string;
}

export interface MemberData {
  profile: Profile;
  skills: Skills;
  posts: string[];
  achievements: { title: string; description: string | null; category: string }[];
  goals: Goal[];
  /** Members she is connected with (approved requests either way, and saved connections). */
  connectionIds: string[];
  chapterIds: number[];
  upcomingEvents: { title: string; date: string }[];
}

export interface OtherMember {
  profile: Profile;
  skills: Skills;
  chapterIds: number[];
}

const PROFILE_COLUMNS = 'user_id, display_name, bio, company, role, location';

/** An error reading the member's data: the function answers 500 rather than coaching from half the picture. */
export class DataError extends Error {}

function rows<T>(result: { data: unknown; error: { message: string } | null }, what: string): T[] {
  if (result.error) throw new DataError(`reading ${what}: ${result.error.message}`);
  return (result.data ?? []) as T[];
}

/** The caller's own data. `userId` is the id Auth resolved from her JWT. */
export async function loadMember(db: SupabaseClient, userId: string): Promise<MemberData> {
  const today = new Date().toISOString().slice(0, 10);
  const [profile, sp, pa, fu, posts, ach, goals, requests, saved, chapters, rsvps] = await Promise.all([
    db.from('profiles').select(PROFILE_COLUMNS).eq('user_id', userId).maybeSingle(),
    db.from('user_superpowers').select('superpower').eq('user_id', userId).order('created_at', { ascending: false }),
    db.from('user_passions').select('passion').eq('user_id', userId).order('created_at', { ascending: false }),
    db.from('user_fuel').select('fuel').eq('user_id', userId).order('created_at', { ascending: false }),
    db.from('posts').select('content').eq('user_id', userId).order('created_at', { ascending: false }).limit(20),
    db.from('user_achievements').select('title, description, category').eq('user_id', userId).limit(20),
    db.from('user_goals').select('id, title, description, target_date, status, category').eq('user_id', userId).order('created_at', { ascending: false }).limit(20),
    db.from('connection_requests').select('requester_id, requested_id').eq('status', 'approved').or(`requester_id.eq.${userId},requested_id.eq.${userId}`),
    db.from('saved_connections').select('connected_user_id').eq('user_id', userId),
    db.from('chapter_members').select('chapter_id').eq('user_id', userId),
    db.from('event_rsvps').select('status, events(title, date)').eq('user_id', userId).eq('status', 'attending'),
  ]);
  if (profile.error) throw new DataError(`reading the profile: ${profile.error.message}`);
  const p = (profile.data as Profile | null) ?? { user_id: userId, display_name: 'there', bio: null, company: null, role: null, location: null };
  const connectionIds = new Set<string>();
  for (const r of rows<{ requester_id: string; requested_id: string }>(requests, 'connections')) {
    connectionIds.add(r.requester_id === userId ? r.requested_id : r.requester_id);
  }
  for (const s of rows<{ connected_user_id: string }>(saved, 'saved connections')) connectionIds.add(s.connected_user_id);
  const upcomingEvents = rows<{ events: { title: string; date: string } | null }>(rsvps, 'RSVPs')
    .map((r) => r.events)
    .filter((e): e is { title: string; date: string } => !!e && e.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
  return {
    profile: p,
    skills: {
      superpowers: rows<{ superpower: string }>(sp, 'superpowers').map((r) => r.superpower),
      passions: rows<{ passion: string }>(pa, 'passions').map((r) => r.passion),
      fuel: rows<{ fuel: string }>(fu, 'fuel').map((r) => r.fuel),
    },
    posts: rows<{ content: string }>(posts, 'posts').map((r) => r.content),
    achievements: rows(ach, 'achievements'),
    goals: rows<Goal>(goals, 'goals'),
    connectionIds: [...connectionIds],
    chapterIds: rows<{ chapter_id: number }>(chapters, 'chapters').map((r) => r.chapter_id),
    upcomingEvents,
  };
}

/** Up to 50 other members with their public skills and chapters (what the Matches page shows too). */
export async function loadOtherMembers(db: SupabaseClient, userId: string, onlyIds?: string[]): Promise<OtherMember[]> {
  let query = db.from('profiles').select(PROFILE_COLUMNS).neq('user_id', userId).order('created_at', { ascending: true }).limit(50);
  if (onlyIds) query = query.in('user_id', onlyIds);
  const profiles = rows<Profile>(await query, 'members');
  if (profiles.length === 0) return [];
  const ids = profiles.map((p) => p.user_id);
  const [sp, pa, fu, ch] = await Promise.all([
    db.from('user_superpowers').select('user_id, superpower').in('user_id', ids),
    db.from('user_passions').select('user_id, passion').in('user_id', ids),
    db.from('user_fuel').select('user_id, fuel').in('user_id', ids),
    db.from('chapter_members').select('user_id, chapter_id').in('user_id', ids),
  ]);
  const byUser = new Map<string, OtherMember>(
    profiles.map((p) => [p.user_id, { profile: p, skills: { superpowers: [], passions: [], fuel: [] }, chapterIds: [] }]),
  );
  for (const r of rows<{ user_id: string; superpower: string }>(sp, 'superpowers')) byUser.get(r.user_id)?.skills.superpowers.push(r.superpower);
  for (const r of rows<{ user_id: string; passion: string }>(pa, 'passions')) byUser.get(r.user_id)?.skills.passions.push(r.passion);
  for (const r of rows<{ user_id: string; fuel: string }>(fu, 'fuel')) byUser.get(r.user_id)?.skills.fuel.push(r.fuel);
  for (const r of rows<{ user_id: string; chapter_id: number }>(ch, 'chapters')) byUser.get(r.user_id)?.chapterIds.push(r.chapter_id);
  return [...byUser.values()];
}
