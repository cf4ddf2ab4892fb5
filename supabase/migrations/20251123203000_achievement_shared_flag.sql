-- Issue 14: an achievement counts as shared exactly when it points at its post. The flag is derived by the
-- database on every write, so a client cannot show an achievement as shared without a post in the feed (or
-- hide that a linked one was shared). When the post is deleted, the link is set null and the flag follows.
create function private.user_achievements_derive_shared() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.shared_to_community := new.post_id is not null;
  return new;
end $$;

-- A trigger function: no client calls it (firing a trigger needs no execute privilege).
revoke all on function private.user_achievements_derive_shared() from public, anon, authenticated;

create trigger user_achievements_derive_shared before insert or update on public.user_achievements
  for each row execute function private.user_achievements_derive_shared();

-- Rows written before this migration.
update public.user_achievements set shared_to_community = (post_id is not null)
 where shared_to_community is distinct from (post_id is not null);
