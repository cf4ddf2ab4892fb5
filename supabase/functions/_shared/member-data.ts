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

/** A member with her skills and chapters, in one request (PostgREST embeds the rows that reference her profile). */
const MEMBER_SELECT =
  'user_id, display_name, bio, company, role, location, user_superpowers(superpower), user_passions(passion), user_fuel(fuel), chapter_members(chapter_id)';

interface MemberRow extends Profile {
  user_superpowers: { superpower: string }[];
  user_passions: { passion: string }[];
  user_fuel: { fuel: string }[];
  chapter_members: { chapter_id: number }[];
  posts?: { content: string }[];
  user_achievements?: { title: string; description: string | null; category: string }[];
  user_goals?: Goal[];
}

/** What a function reads beyond her profile, skills and chapters. */
export type Extra = 'posts' | 'achievements' | 'goals' | 'connections' | 'events';

/** An error reading the member's data: the function answers 500 rather than coaching from half the picture. */
export class DataError extends Error {}

function rows<T>(result: { data: unknown; error: { message: string } | null }, what: string): T[] {
  if (result.error) throw new DataError(`reading ${what}: ${result.error.message}`);
  return (result.data ?? []) as T[];
}

const sorted = (values: string[]) => [...values].sort((a, b) => a.localeCompare(b));

function toOther(row: MemberRow): OtherMember {
  return {
    profile: { user_id: row.user_id, display_name: row.display_name, bio: row.bio, company: row.company, role: row.role, location: row.location },
    skills: {
      superpowers: sorted(row.user_superpowers.map((r) => r.superpower)),
      passions: sorted(row.user_passions.map((r) => r.passion)),
      fuel: sorted(row.user_fuel.map((r) => r.fuel)),
    },
    chapterIds: row.chapter_members.map((r) => r.chapter_id).sort((a, b) => a - b),
  };
}

/** The caller's own data. `userId` is the id of the verified JWT; `extras` are read only when asked for. */
export async function loadMember(db: SupabaseClient, userId: string, extras: Extra[] = []): Promise<MemberData> {
  const want = new Set(extras);
  const embeds = [
    want.has('posts') ? 'posts(content)' : '',
    want.has('achievements') ? 'user_achievements(title, description, category)' : '',
    want.has('goals') ? 'user_goals(id, title, description, target_date, status, category)' : '',
  ].filter(Boolean);
  let query = db.from('profiles').select([MEMBER_SELECT, ...embeds].join(', ')).eq('user_id', userId);
  if (want.has('posts')) query = query.order('created_at', { referencedTable: 'posts', ascending: false }).limit(20, { referencedTable: 'posts' });
  if (want.has('goals')) query = query.order('created_at', { referencedTable: 'user_goals', ascending: false }).limit(20, { referencedTable: 'user_goals' });
  const today = new Date().toISOString().slice(0, 10);
  const [me, requests, saved, rsvps] = await Promise.all([
    query.maybeSingle(),
    want.has('connections')
      ? db.from('connection_requests').select('requester_id, requested_id').eq('status', 'approved').or(`requester_id.eq.${userId},requested_id.eq.${userId}`)
      : null,
    want.has('connections') ? db.from('saved_connections').select('connected_user_id').eq('user_id', userId) : null,
    want.has('events') ? db.from('event_rsvps').select('status, events(title, date)').eq('user_id', userId).eq('status', 'attending') : null,
  ]);
  if (me.error) throw new DataError(`reading her profile: ${me.error.message}`);
  // A member always has a profile (made at sign-up); without one, coach her as a newcomer.
  const row = (me.data as unknown as MemberRow | null) ?? {
    user_id: userId, display_name: 'there', bio: null, company: null, role: null, location: null,
    user_superpowers: [], user_passions: [], user_fuel: [], chapter_members: [],
  };
  const base = toOther(row);
  const connectionIds = new Set<string>();
  if (requests) {
    for (const r of rows<{ requester_id: string; requested_id: string }>(requests, 'connections')) {
      connectionIds.add(r.requester_id === userId ? r.requested_id : r.requester_id);
    }
  }
  if (saved) for (const r of rows<{ connected_user_id: string }>(saved, 'saved connections')) connectionIds.add(r.connected_user_id);
  const upcomingEvents = rsvps
    ? rows<{ events: { title: string; date: string } | null }>(rsvps, 'RSVPs')
        .map((r) => r.events)
        .filter((e): e is { title: string; date: string } => !!e && e.date >= today)
        .sort((a, b) => a.date.localeCompare(b.date))
    : [];
  return {
    ...base,
    posts: (row.posts ?? []).map((r) => r.content),
    achievements: row.user_achievements ?? [],
    goals: row.user_goals ?? [],
    connectionIds: [...connectionIds],
    upcomingEvents,
  };
}

/** Up to 50 other members (or the ones named) with their public skills and chapters, in one request. */
export async function loadOtherMembers(db: SupabaseClient, userId: string, onlyIds?: string[]): Promise<OtherMember[]> {
  let query = db.from('profiles').select(MEMBER_SELECT).neq('user_id', userId).order('created_at', { ascending: true }).limit(50);
  if (onlyIds) query = query.in('user_id', onlyIds);
  return rows<MemberRow>(await query, 'members').map(toOther);
}
