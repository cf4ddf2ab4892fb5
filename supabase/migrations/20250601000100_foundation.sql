-- Foundation: the private helper schema, chapters, profiles (one per auth user) and notifications.
--
-- Conventions used by every migration of this project:
--   * Tables live in `public` (exposed through PostgREST); helpers and trigger functions live in `private`
--     (not exposed), `security definer` only where they must read or write past row-level security, always
--     with `set search_path = ''`.
--   * Row-level security on every table, one policy per operation, `(select auth.uid())` wrapped so it is
--     evaluated once per statement, every column a policy filters on indexed.
--   * Grants are revoked from anon/authenticated and given back per table (column lists where a client must
--     not write some columns: counters, approval flags, owners).
--   * Spec limits are CHECK constraints. Business rules enforced by triggers raise 23514 (check_violation,
--     HTTP 400) with a named constraint; "who may do this" rules raise 42501 (HTTP 403), like RLS does.

create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

-- Writes made by the database itself (security definer functions), by the service role or by a superuser
-- (migrations, seed) are trusted; requests from anon/authenticated clients are not. Deliberately NOT
-- security definer: inside a definer function current_user is the function owner, which is exactly how the
-- database's own counter and approval updates get through the guards below.
create function private.is_trusted_writer() returns boolean
language sql stable set search_path = '' as $$
  select current_user not in ('anon', 'authenticated')
$$;

-- The admin is a member whose app_metadata.role is 'admin'. app_metadata can only be changed with the
-- service role, so the claim in the signed JWT can be trusted.
create function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
$$;

create function private.touch_updated_at() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.updated_at := now();
  return new;
end $$;

-- Links a member can click: http(s) only (no javascript: URLs). Empty string means "not set".
create function private.is_web_url(url text) returns boolean
language sql immutable set search_path = '' as $$
  select url is null or url = '' or (char_length(url) <= 2048 and url ~* '^https?://[^[:space:]]+$')
$$;

-- Images: http(s), a path on the own origin, or a small data: URI of a raster or SVG image.
create function private.is_image_url(url text) returns boolean
language sql immutable set search_path = '' as $$
  select url is null or url = '' or (
    char_length(url) <= 16384 and (
      url ~* '^https?://[^[:space:]]+$'
      or url ~ '^/[^/[:space:]][^[:space:]]*$'
      or url ~* '^data:image/(png|jpeg|gif|webp|svg\+xml)[;,]'
    )
  )
$$;

grant execute on function private.is_trusted_writer(), private.is_admin() to authenticated, service_role;

-- Chapters ----------------------------------------------------------------------------------------------------
-- The 26 local chapters (ids 1-26), with everything the chapter grid and detail pages show. member_count is
-- maintained from chapter_members; the descriptive fields are edited by the admin or the chapter's president.
create table public.chapters (
  id integer primary key check (id > 0),
  name text not null unique check (char_length(name) <= 100 and name ~ '[^[:space:]]'),
  slug text not null unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 100),
  location text not null check (char_length(location) <= 100 and location ~ '[^[:space:]]'),
  description text not null default '' check (char_length(description) <= 2000),
  status text not null default 'active' check (status in ('active', 'forming', 'inactive')),
  founded_year integer check (founded_year between 1900 and 2100),
  member_count integer not null default 0 check (member_count >= 0),
  next_event text check (char_length(next_event) <= 200),
  next_event_date date,
  cover_image_url text check (private.is_image_url(cover_image_url)),
  logo_url text check (private.is_image_url(logo_url)),
  map_image_url text check (private.is_image_url(map_image_url)),
  president_name text check (char_length(president_name) <= 100),
  president_title text check (char_length(president_title) <= 100),
  president_bio text check (char_length(president_bio) <= 1000),
  president_email text check (char_length(president_email) <= 255),
  president_phone text check (char_length(president_phone) <= 50),
  president_linkedin_url text check (private.is_web_url(president_linkedin_url)),
  president_photo_url text check (private.is_image_url(president_photo_url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger chapters_touch_updated_at before update on public.chapters
  for each row execute function private.touch_updated_at();

-- Profiles ----------------------------------------------------------------------------------------------------
create table public.profiles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null unique references auth.users (id) on delete cascade,
  display_name text not null check (char_length(display_name) <= 100 and display_name ~ '[^[:space:]]'),
  avatar_url text check (private.is_image_url(avatar_url)),
  bio text check (char_length(bio) <= 1000),
  company text check (char_length(company) <= 200),
  role text check (char_length(role) <= 100),
  location text check (char_length(location) <= 100),
  instagram_url text check (private.is_web_url(instagram_url)),
  facebook_url text check (private.is_web_url(facebook_url)),
  twitter_url text check (private.is_web_url(twitter_url)),
  linkedin_url text check (private.is_web_url(linkedin_url)),
  tiktok_url text check (private.is_web_url(tiktok_url)),
  youtube_url text check (private.is_web_url(youtube_url)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_created_at_idx on public.profiles (created_at desc);

create trigger profiles_touch_updated_at before update on public.profiles
  for each row execute function private.touch_updated_at();

-- A profile for each new auth user: display name from the sign-up metadata, else the part of the email
-- before the at-sign.
create function private.handle_new_user() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _trim constant text := '^[[:space:]]+|[[:space:]]+$';
  _name text := coalesce(
    nullif(regexp_replace(new.raw_user_meta_data ->> 'display_name', _trim, '', 'g'), ''),
    nullif(regexp_replace(new.raw_user_meta_data ->> 'full_name', _trim, '', 'g'), ''),
    nullif(regexp_replace(split_part(coalesce(new.email, ''), '@', 1), _trim, '', 'g'), ''),
    'Member'
  );
begin
  insert into public.profiles (user_id, display_name)
  values (new.id, left(_name, 100))
  on conflict (user_id) do nothing;
  return new;
end $$;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function private.handle_new_user();

-- Deleting a member's profile (the admin's "delete user") removes the account too, so no orphaned login
-- remains. When the account is deleted first, the cascade reaches here and finds nothing left to delete.
create function private.delete_auth_user() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  delete from auth.users where id = old.user_id;
  return old;
end $$;

create trigger profiles_delete_auth_user after delete on public.profiles
  for each row execute function private.delete_auth_user();

-- Notifications -----------------------------------------------------------------------------------------------
-- Created by the database only (connection requests, approvals, messages, events); a member reads, marks read
-- and deletes her own.
create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  type text not null check (type in (
    'connection_request', 'connection_approved', 'message', 'event_approved', 'application_approved', 'system'
  )),
  title text not null check (char_length(title) <= 200 and title ~ '[^[:space:]]'),
  message text not null default '' check (char_length(message) <= 1000),
  data jsonb not null default '{}' check (jsonb_typeof(data) = 'object'),
  read boolean not null default false,
  created_at timestamptz not null default now()
);
create index notifications_user_id_created_at_idx on public.notifications (user_id, created_at desc);
create index notifications_user_id_unread_idx on public.notifications (user_id) where not read;

-- The one way notifications are created. created_at is the time of the event being notified.
create function private.notify(
  recipient uuid, kind text, title text, message text, data jsonb, at timestamptz default now()
) returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.notifications (user_id, type, title, message, data, created_at)
  values (recipient, kind, left(title, 200), left(coalesce(message, ''), 1000), coalesce(data, '{}'), coalesce(at, now()));
end $$;

create function private.display_name(member uuid) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select p.display_name from public.profiles p where p.user_id = member), 'A member')
$$;

revoke all on function private.notify(uuid, text, text, text, jsonb, timestamptz) from public;
revoke all on function private.display_name(uuid) from public;

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.chapters enable row level security;
alter table public.profiles enable row level security;
alter table public.notifications enable row level security;

-- Chapters are public information (landing and chapter pages).
create policy chapters_select on public.chapters for select to anon, authenticated using (true);
-- Update: the admin, or the approved president of that chapter (policy added with diva_presidents).

create policy profiles_select on public.profiles for select to authenticated using (true);
create policy profiles_insert on public.profiles for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy profiles_update on public.profiles for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy profiles_delete on public.profiles for delete to authenticated
  using ((select private.is_admin()));

create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_update on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notifications_delete on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.chapters, public.profiles, public.notifications from public, anon, authenticated;
grant all on table public.chapters, public.profiles, public.notifications to service_role;

grant select on table public.chapters to anon, authenticated;
grant update (
  name, location, description, status, founded_year, next_event, next_event_date, cover_image_url, logo_url,
  map_image_url, president_name, president_title, president_bio, president_email, president_phone,
  president_linkedin_url, president_photo_url
) on table public.chapters to authenticated;

grant select, delete on table public.profiles to authenticated;
grant insert (
  user_id, display_name, avatar_url, bio, company, role, location,
  instagram_url, facebook_url, twitter_url, linkedin_url, tiktok_url, youtube_url
) on table public.profiles to authenticated;
grant update (
  display_name, avatar_url, bio, company, role, location,
  instagram_url, facebook_url, twitter_url, linkedin_url, tiktok_url, youtube_url
) on table public.profiles to authenticated;

grant select, delete on table public.notifications to authenticated;
grant update (read) on table public.notifications to authenticated;
