-- Test fixture schema for local-supabase's own contract tests (not the product schema).
create table public.profiles (
  id bigint generated always as identity primary key,
  user_id uuid not null unique references auth.users (id) on delete cascade,
  display_name text not null check (char_length(display_name) <= 100),
  bio text,
  created_at timestamptz not null default now()
);

create table public.posts (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  content text not null check (char_length(content) between 1 and 10000),
  tags text[] not null default '{}',
  likes_count integer not null default 0,
  published boolean not null default true,
  metadata jsonb,
  created_at timestamptz not null default now()
);
create index posts_user_id_idx on public.posts (user_id);
create index posts_created_at_idx on public.posts (created_at desc);

create table public.comments (
  id bigint generated always as identity primary key,
  post_id bigint not null references public.posts (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  content text not null,
  created_at timestamptz not null default now()
);
create index comments_post_id_idx on public.comments (post_id);
create index comments_user_id_idx on public.comments (user_id);

-- Two relationships to the same table: embedding needs a hint.
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  participant_1 uuid not null references public.profiles (user_id),
  participant_2 uuid not null references public.profiles (user_id),
  last_message_at timestamptz not null default now()
);
create index conversations_p1_idx on public.conversations (participant_1);
create index conversations_p2_idx on public.conversations (participant_2);

create table public.messages (
  id bigint generated always as identity primary key,
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null references public.profiles (user_id),
  content text not null check (char_length(content) <= 5000),
  created_at timestamptz not null default now()
);
create index messages_conversation_id_idx on public.messages (conversation_id);

create table public.settings (
  key text primary key,
  value text
);

alter table public.profiles enable row level security;
alter table public.posts enable row level security;
alter table public.comments enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;
alter table public.settings enable row level security;

create policy profiles_select on public.profiles for select to authenticated using (true);
create policy profiles_insert on public.profiles for insert to authenticated with check ((select auth.uid()) = user_id);
create policy profiles_update on public.profiles for update to authenticated
  using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);

create policy posts_select on public.posts for select to anon, authenticated using (published or (select auth.uid()) = user_id);
create policy posts_insert on public.posts for insert to authenticated with check ((select auth.uid()) = user_id);
create policy posts_update on public.posts for update to authenticated using ((select auth.uid()) = user_id);
create policy posts_delete on public.posts for delete to authenticated using ((select auth.uid()) = user_id);

create policy comments_select on public.comments for select to authenticated using (true);
create policy comments_insert on public.comments for insert to authenticated with check ((select auth.uid()) = user_id);

create policy conversations_select on public.conversations for select to authenticated
  using ((select auth.uid()) in (participant_1, participant_2));
create policy conversations_insert on public.conversations for insert to authenticated
  with check ((select auth.uid()) in (participant_1, participant_2));

create policy messages_select on public.messages for select to authenticated using (
  exists (select 1 from public.conversations c where c.id = conversation_id
          and (select auth.uid()) in (c.participant_1, c.participant_2)));
create policy messages_insert on public.messages for insert to authenticated with check (
  sender_id = (select auth.uid()) and exists (select 1 from public.conversations c where c.id = conversation_id
          and (select auth.uid()) in (c.participant_1, c.participant_2)));

create policy settings_select on public.settings for select to anon, authenticated using (true);

-- A view and functions for RPC.
create view public.post_stats with (security_invoker = true) as
  select p.user_id, count(*)::int as post_count, max(p.created_at) as last_post_at
  from public.posts p group by p.user_id;

create function public.add_numbers(a integer, b integer) returns integer language sql immutable as $$ select a + b $$;
create function public.posts_by_tag(tag text) returns setof public.posts language sql stable as $$
  select * from public.posts where tag = any(tags) $$;
create function public.touch_nothing() returns void language sql volatile as $$ select $$;
create function public.echo_json(payload jsonb) returns jsonb language sql immutable as $$ select payload $$;
create function public.whoami() returns uuid language sql stable as $$ select auth.uid() $$;
create function public.fail_with(msg text) returns void language plpgsql as $$ begin raise exception '%', msg; end $$;

-- A profile for each new auth user, as the product does.
create function public.handle_new_user() returns trigger language plpgsql security definer set search_path = '' as $$
begin
  insert into public.profiles (user_id, display_name)
  values (new.id, coalesce(nullif(new.raw_user_meta_data ->> 'display_name', ''), split_part(new.email, '@', 1)));
  return new;
end $$;
create trigger on_auth_user_created after insert on auth.users for each row execute function public.handle_new_user();

alter publication supabase_realtime add table public.posts, public.messages, public.conversations;

-- Storage: a public bucket and a private one; members write only under their own folder.
insert into storage.buckets (id, name, public) values ('avatars', 'avatars', true), ('private', 'private', false);
create policy avatars_read on storage.objects for select to anon, authenticated using (bucket_id = 'avatars');
create policy own_folder_insert on storage.objects for insert to authenticated
  with check ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy own_folder_update on storage.objects for update to authenticated
  using ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy own_folder_delete on storage.objects for delete to authenticated
  using ((storage.foldername(name))[1] = (select auth.uid())::text);
create policy own_private_read on storage.objects for select to authenticated
  using (bucket_id = 'private' and (storage.foldername(name))[1] = (select auth.uid())::text);
