-- The mixed-load bench's likes: one row per member and post, and posts.likes_count kept by a trigger, as the
-- product keeps its counters (the bench checks at the end that every counter equals its rows).
create table public.post_likes (
  post_id bigint not null references public.posts (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (post_id, user_id)
);
create index post_likes_user_id_idx on public.post_likes (user_id);
alter table public.post_likes enable row level security;
create policy post_likes_select on public.post_likes for select to authenticated using (true);
create policy post_likes_insert on public.post_likes for insert to authenticated with check ((select auth.uid()) = user_id);

create function public.count_post_like() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  update public.posts set likes_count = likes_count + 1 where id = new.post_id;
  return new;
end $$;
create trigger post_likes_count after insert on public.post_likes for each row execute function public.count_post_like();
