-- The network feed: posts with tags, likes, comments and shares (counters kept by the database), and
-- achievements, which can be shared to the feed as a post.

-- Composer tags: trimmed, non-empty, at most 50 characters, no duplicates, at most 10 per post.
create function private.are_valid_tags(tags text[]) returns boolean
language sql immutable set search_path = '' as $$
  select tags is not null
    and coalesce(array_length(tags, 1), 0) <= 10
    and array_position(tags, null) is null
    and not exists (
      select 1 from unnest(tags) as t(tag)
      where t.tag !~ '^[^[:space:]](.*[^[:space:]])?$' or char_length(t.tag) > 50
    )
    and (select count(distinct t.tag) from unnest(tags) as t(tag)) = coalesce(array_length(tags, 1), 0)
$$;

create table public.posts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  content text not null check (char_length(content) <= 10000 and content ~ '[^[:space:]]'),
  tags text[] not null default '{}' check (private.are_valid_tags(tags)),
  likes_count integer not null default 0 check (likes_count >= 0),
  comments_count integer not null default 0 check (comments_count >= 0),
  shares_count integer not null default 0 check (shares_count >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index posts_created_at_idx on public.posts (created_at desc);
create index posts_user_id_idx on public.posts (user_id);
create index posts_tags_idx on public.posts using gin (tags);

create trigger posts_touch_updated_at before update on public.posts
  for each row execute function private.touch_updated_at();

-- Every post starts with its counters at 0, whatever the client sends (the composer sends zeros).
create function private.posts_reset_counters() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.likes_count := 0;
  new.comments_count := 0;
  new.shares_count := 0;
  return new;
end $$;

create trigger posts_reset_counters before insert on public.posts
  for each row execute function private.posts_reset_counters();

-- Likes: one per member and post. (A surrogate key, not a composite one: with (post_id, user_id) as primary
-- key PostgREST would also see posts <-> profiles as many-to-many through this table, and
-- posts?select=*,profiles(...) would become ambiguous.)
create table public.post_likes (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint post_likes_post_id_user_id_key unique (post_id, user_id)
);
create index post_likes_user_id_idx on public.post_likes (user_id);

create table public.post_comments (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  content text not null check (char_length(content) <= 2000 and content ~ '[^[:space:]]'),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index post_comments_post_id_created_at_idx on public.post_comments (post_id, created_at);
create index post_comments_user_id_idx on public.post_comments (user_id);

create trigger post_comments_touch_updated_at before update on public.post_comments
  for each row execute function private.touch_updated_at();

-- Shares: a member shares (reposts or passes on) a post once; shares_count counts them.
create table public.post_shares (
  id uuid primary key default gen_random_uuid(),
  post_id uuid not null references public.posts (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  constraint post_shares_post_id_user_id_key unique (post_id, user_id)
);
create index post_shares_user_id_idx on public.post_shares (user_id);

-- Counter maintenance. A row deleted because its post is being deleted finds no post to update.
create function private.posts_count_children() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _delta integer := 1;
  _post uuid;
begin
  if tg_op = 'INSERT' then
    _post := new.post_id;
  else
    _post := old.post_id;
    _delta := -1;
  end if;
  if tg_table_name = 'post_likes' then
    update public.posts set likes_count = greatest(likes_count + _delta, 0) where id = _post;
  elsif tg_table_name = 'post_comments' then
    update public.posts set comments_count = greatest(comments_count + _delta, 0) where id = _post;
  elsif tg_table_name = 'post_shares' then
    update public.posts set shares_count = greatest(shares_count + _delta, 0) where id = _post;
  end if;
  return null;
end $$;

create trigger post_likes_count after insert or delete on public.post_likes
  for each row execute function private.posts_count_children();
create trigger post_comments_count after insert or delete on public.post_comments
  for each row execute function private.posts_count_children();
create trigger post_shares_count after insert or delete on public.post_shares
  for each row execute function private.posts_count_children();

-- Achievements ------------------------------------------------------------------------------------------------
create table public.user_achievements (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  category text not null check (category in (
    'New Connections', 'Appearances', 'Business Deals', 'Fundraisers', 'New Clients', 'Business Growth'
  )),
  title text not null check (char_length(title) <= 200 and title ~ '[^[:space:]]'),
  description text check (char_length(description) <= 1000),
  date_achieved date not null default current_date,
  shared_to_community boolean not null default false,
  post_id uuid references public.posts (id) on delete set null,
  created_at timestamptz not null default now()
);
create index user_achievements_user_id_date_idx on public.user_achievements (user_id, date_achieved desc);
create index user_achievements_post_id_idx on public.user_achievements (post_id) where post_id is not null;

-- An achievement can only point at its owner's own post.
create function private.owns_post(post uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.posts p where p.id = post and p.user_id = (select auth.uid()))
$$;
grant execute on function private.owns_post(uuid) to authenticated, service_role;

-- Shares an achievement as a feed post in one step and returns the post.
create function public.share_achievement(achievement_id uuid) returns public.posts
language plpgsql security invoker set search_path = '' as $$
declare
  _a public.user_achievements;
  _post public.posts;
begin
  select * into _a from public.user_achievements a
  where a.id = achievement_id and a.user_id = (select auth.uid());
  if not found then
    raise exception 'achievement not found' using errcode = 'PT404';
  end if;
  if _a.post_id is not null then
    raise exception 'achievement already shared' using errcode = '23514', constraint = 'user_achievements_shared_once';
  end if;
  insert into public.posts (user_id, content, tags)
  values (
    _a.user_id,
    left(format('Exciting news! I just achieved: %s in %s', _a.title, _a.category)
      || coalesce(E'\n\n' || nullif(btrim(_a.description), ''), ''), 10000),
    array['Achievement']
  )
  returning * into _post;
  update public.user_achievements set post_id = _post.id, shared_to_community = true where id = _a.id;
  return _post;
end $$;

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.posts enable row level security;
alter table public.post_likes enable row level security;
alter table public.post_comments enable row level security;
alter table public.post_shares enable row level security;
alter table public.user_achievements enable row level security;

create policy posts_select on public.posts for select to authenticated using (true);
create policy posts_insert on public.posts for insert to authenticated with check (user_id = (select auth.uid()));
create policy posts_update on public.posts for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy posts_delete on public.posts for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy post_likes_select on public.post_likes for select to authenticated using (true);
create policy post_likes_insert on public.post_likes for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy post_likes_delete on public.post_likes for delete to authenticated
  using (user_id = (select auth.uid()));

create policy post_comments_select on public.post_comments for select to authenticated using (true);
create policy post_comments_insert on public.post_comments for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy post_comments_update on public.post_comments for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy post_comments_delete on public.post_comments for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy post_shares_select on public.post_shares for select to authenticated using (true);
create policy post_shares_insert on public.post_shares for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy post_shares_delete on public.post_shares for delete to authenticated
  using (user_id = (select auth.uid()));

-- Achievements show on profiles and flag feed posts, so members read everyone's.
create policy user_achievements_select on public.user_achievements for select to authenticated using (true);
create policy user_achievements_insert on public.user_achievements for insert to authenticated
  with check (user_id = (select auth.uid()) and (post_id is null or private.owns_post(post_id)));
create policy user_achievements_update on public.user_achievements for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()) and (post_id is null or private.owns_post(post_id)));
create policy user_achievements_delete on public.user_achievements for delete to authenticated
  using (user_id = (select auth.uid()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.posts, public.post_likes, public.post_comments, public.post_shares,
  public.user_achievements from public, anon, authenticated;
grant all on table public.posts, public.post_likes, public.post_comments, public.post_shares,
  public.user_achievements to service_role;

grant select, delete on table public.posts to authenticated;
-- The counters may be sent (as zeros) but are reset by the database; they are never updatable by clients.
grant insert (user_id, content, tags, likes_count, comments_count, shares_count) on table public.posts to authenticated;
grant update (content, tags) on table public.posts to authenticated;

grant select, delete on table public.post_likes to authenticated;
grant insert (post_id, user_id) on table public.post_likes to authenticated;

grant select, delete on table public.post_comments to authenticated;
grant insert (post_id, user_id, content) on table public.post_comments to authenticated;
grant update (content) on table public.post_comments to authenticated;

grant select, delete on table public.post_shares to authenticated;
grant insert (post_id, user_id) on table public.post_shares to authenticated;

grant select, delete on table public.user_achievements to authenticated;
grant insert (user_id, category, title, description, date_achieved, shared_to_community, post_id)
  on table public.user_achievements to authenticated;
grant update (category, title, description, date_achieved, shared_to_community, post_id)
  on table public.user_achievements to authenticated;

revoke all on function public.share_achievement(uuid) from public, anon;
grant execute on function public.share_achievement(uuid) to authenticated, service_role;
