// Which members could help with a goal, and what two members really share: shared Who items, complementary
// needs (her goal asks for what the other member is great at), the same chapter, the connection type's profile.
import type { MemberData, OtherMember, Skills } from '../member-data.ts';
import { DISCOVERY_CATALOG } from './discovery-catalog.ts';
import type { ConnectionType } from './goal-stages.ts';
import { listing, normalise, words } from '../text.ts';

export interface Shared {
  superpowers: string[];
  passions: string[];
  fuel: string[];
  sameChapter: boolean;
  /** Her superpowers that the goal text asks for. */
  complementary: string[];
}

const common = (a: string[], b: string[]) => {
  const theirs = new Set(b.map(normalise));
  return [...new Set(a.filter((x) => theirs.has(normalise(x))))].sort();
};

/** The other member's superpowers that the text (a goal, a prompt) calls for, through the catalogue's words. */
export function superpowersCalledFor(text: string, skills: Skills): string[] {
  const ws = words(text);
  return [...skills.superpowers]
    .sort()
    .filter((s) => {
      const entry = DISCOVERY_CATALOG.superpowers.find((e) => normalise(e.name) === normalise(s));
      const keys = entry ? entry.keywords : words(s).filter((w) => w.length >= 4);
      return ws.some((w) => keys.some((k) => w.startsWith(k)));
    });
}

export function sharedWith(me: MemberData, other: OtherMember, goalText: string): Shared {
  return {
    superpowers: common(me.skills.superpowers, other.skills.superpowers),
    passions: common(me.skills.passions, other.skills.passions),
    fuel: common(me.skills.fuel, other.skills.fuel),
    sameChapter: me.chapterIds.some((c) => other.chapterIds.includes(c)),
    complementary: goalText ? superpowersCalledFor(goalText, other.skills) : [],
  };
}

/** The reasons, as one line: "shares your passion for X; her superpower Y fits your goal; same chapter". */
export function reasonLine(shared: Shared): string {
  const parts: string[] = [];
  if (shared.complementary.length) parts.push(`her ${shared.complementary.length > 1 ? 'superpowers' : 'superpower'} ${listing(shared.complementary)} ${shared.complementary.length > 1 ? 'fit' : 'fits'} your goal`);
  if (shared.superpowers.length) parts.push(`you share the superpower ${listing(shared.superpowers)}`);
  if (shared.passions.length) parts.push(`you share a passion for ${listing(shared.passions)}`);
  if (shared.fuel.length) parts.push(`you are both driven by ${listing(shared.fuel)}`);
  if (shared.sameChapter) parts.push('you are in the same chapter');
  return parts.join('; ');
}

const SENIOR = /\b(founder|ceo|chief|director|head|president|partner|vp|vice|principal|owner|author|speaker|professor)\b/i;

export interface ConnectionSuggestion {
  userId: string;
  name: string;
  role: string | null;
  reason: string;
}

/** Up to `count` members who fit the goal and the connection type, best first, never one she is connected to. */
export function suggestConnections(me: MemberData, others: OtherMember[], goalText: string, type: ConnectionType | null, count = 3): ConnectionSuggestion[] {
  const connected = new Set(me.connectionIds);
  return others
    .filter((o) => o.profile.user_id !== me.profile.user_id && !connected.has(o.profile.user_id))
    .map((o) => {
      const shared = sharedWith(me, o, goalText);
      const senior = SENIOR.test(o.profile.role ?? '');
      let score = shared.complementary.length * 3 + shared.superpowers.length + shared.passions.length * 2 + shared.fuel.length + (shared.sameChapter ? 2 : 0);
      if ((type === 'mentor' || type === 'authority') && senior) score += 2;
      if ((type === 'collaborator' || type === 'raving_fan') && shared.passions.length) score += 1;
      let reason = reasonLine(shared);
      if ((type === 'mentor' || type === 'authority') && senior) reason = [reason, `as ${o.profile.role} she has the experience of a ${type === 'mentor' ? 'mentor' : 'trusted voice'}`].filter(Boolean).join('; ');
      return { o, score, reason };
    })
    .filter((c) => c.score > 0 && c.reason)
    .sort((a, b) => b.score - a.score || a.o.profile.display_name.localeCompare(b.o.profile.display_name) || a.o.profile.user_id.localeCompare(b.o.profile.user_id))
    .slice(0, count)
    .map(({ o, reason }) => ({ userId: o.profile.user_id, name: o.profile.display_name, role: o.profile.role, reason: reason.charAt(0).toUpperCase() + reason.slice(1) + '.' }));
}
