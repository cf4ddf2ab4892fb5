import { newerFirst } from '@diva/core';
import type { Achievement, ProfileFields, ProfilePost, ProfileView, SkillKind } from './profile-types.ts';

// Pure updates of a cached profile. Every path that changes it (optimistic skill edits, a new or shared
// achievement, a saved connection, an edit) goes through these, so the lists keep their order and invariants.

/** The row the profile request returns (see features/profile/api/get-profile.ts). */
export type ProfileRow = ProfileFields & {
  superpowers: { value: string }[] | null;
  passions: { value: string }[] | null;
  fuel: { value: string }[] | null;
  achievements: Achievement[] | null;
  saved: { id: string }[] | null;
  posts: (Omit<ProfilePost, 'isLiked' | 'isAchievement' | 'tags'> & { tags: string[] | null; likes: { user_id: string }[] | null })[] | null;
};

export function toProfileView(row: ProfileRow): ProfileView {
  const { superpowers, passions, fuel, achievements, saved, posts, ...profile } = row;
  const sharedPosts = new Set((achievements ?? []).map((achievement) => achievement.post_id).filter(Boolean));
  return {
    profile,
    skills: {
      superpowers: (superpowers ?? []).map((item) => item.value),
      passions: (passions ?? []).map((item) => item.value),
      fuel: (fuel ?? []).map((item) => item.value),
    },
    achievements: sortAchievements(achievements ?? []),
    connectionSaved: (saved ?? []).length > 0,
    posts: (posts ?? []).map(({ likes, ...post }) => ({
      ...post,
      tags: post.tags ?? [],
      // The request keeps only the viewer's like among each post's likes.
      isLiked: (likes ?? []).length > 0,
      isAchievement: sharedPosts.has(post.id),
    })),
  };
}

/** Newest first: date achieved, then when it was recorded. */
export function sortAchievements(list: readonly Achievement[]): Achievement[] {
  return [...list].sort((a, b) => b.date_achieved.localeCompare(a.date_achieved) || newerFirst(a.created_at, b.created_at));
}

/** Adds an entry at the top of a skill list (newest first); nothing changes when it is there already. */
export function addSkill(view: ProfileView, kind: SkillKind, value: string): ProfileView {
  if (view.skills[kind].includes(value)) return view;
  return { ...view, skills: { ...view.skills, [kind]: [value, ...view.skills[kind]] } };
}

export function removeSkill(view: ProfileView, kind: SkillKind, value: string): ProfileView {
  if (!view.skills[kind].includes(value)) return view;
  return { ...view, skills: { ...view.skills, [kind]: view.skills[kind].filter((item) => item !== value) } };
}

/** Puts an entry back at its former place (a failed removal). */
export function restoreSkill(view: ProfileView, kind: SkillKind, value: string, index: number): ProfileView {
  if (view.skills[kind].includes(value)) return view;
  const list = [...view.skills[kind]];
  list.splice(Math.min(index, list.length), 0, value);
  return { ...view, skills: { ...view.skills, [kind]: list } };
}

export function upsertAchievement(view: ProfileView, achievement: Achievement): ProfileView {
  const others = view.achievements.filter((item) => item.id !== achievement.id);
  return { ...view, achievements: sortAchievements([...others, achievement]) };
}

export function removeAchievement(view: ProfileView, id: string): ProfileView {
  return { ...view, achievements: view.achievements.filter((item) => item.id !== id) };
}

/** After share_achievement: the achievement points at its post, and the post (newest) tops her recent posts. */
export function markShared(view: ProfileView, id: string, post: Omit<ProfilePost, 'isLiked' | 'isAchievement'>, limit = 5): ProfileView {
  const achievements = view.achievements.map((item) => (item.id === id ? { ...item, shared_to_community: true, post_id: post.id } : item));
  const posts = [{ ...post, isLiked: false, isAchievement: true }, ...view.posts.filter((item) => item.id !== post.id)].slice(0, limit);
  return { ...view, achievements, posts };
}

export const withFields = (view: ProfileView, fields: Partial<ProfileFields>): ProfileView => ({
  ...view,
  profile: { ...view.profile, ...fields },
});

