-- Chapter leadership (president and moderator applications) and chapter membership.

create table public.diva_presidents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() unique references public.profiles (user_id) on delete cascade,
  full_name text not null check (char_length(full_name) <= 100 and full_name ~ '[^[:space:]]'),
  email text not null check (char_length(email) <= 255 and email ~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  role text not null default 'president' check (role in ('president', 'moderator')),
  chapter_id integer references public.chapters (id),
  -- Copied from chapters by the database (clients may send it; it is overwritten).
  chapter_name text,
  approved boolean not null default false,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A president leads one of the chapters; the moderator is network-wide ("changing the role clears the chapter").
  constraint diva_presidents_chapter_matches_role check ((role = 'president') = (chapter_id is not null))
);
create index diva_presidents_chapter_id_idx on public.diva_presidents (chapter_id);
create index diva_presidents_approved_role_idx on public.diva_presidents (approved, role);
-- At most one approved moderator, and at most one approved president per chapter.
create unique index diva_presidents_one_approved_moderator on public.diva_presidents (role)
  where role = 'moderator' and approved;
create unique index diva_presidents_one_approved_president_per_chapter on public.diva_presidents (chapter_id)
  where role = 'president' and approved;

create trigger diva_presidents_touch_updated_at before update on public.diva_presidents
  for each row execute function private.touch_updated_at();

-- Role helpers (security definer: they read diva_presidents past its own row-level security) -----------------
create function private.is_moderator() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.diva_presidents d
    where d.user_id = (select auth.uid()) and d.role = 'moderator' and d.approved
  )
$$;

-- The chapter the caller presides over (approved), or null.
create function private.president_chapter_id() returns integer
language sql stable security definer set search_path = '' as $$
  select d.chapter_id from public.diva_presidents d
  where d.user_id = (select auth.uid()) and d.role = 'president' and d.approved
$$;

create function private.is_approved_president(member uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.diva_presidents d where d.user_id = member and d.role = 'president' and d.approved
  )
$$;

-- The admin or the approved moderator: who approves applications and events.
create function private.is_approver() returns boolean
language sql stable security definer set search_path = '' as $$
  select (select private.is_admin()) or (select private.is_moderator())
$$;

grant execute on function private.is_moderator(), private.president_chapter_id(), private.is_approved_president(uuid),
  private.is_approver() to authenticated, service_role;

-- Applications: clients cannot approve themselves; the chapter name follows the chapter ---------------------
create function private.diva_presidents_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    if not private.is_trusted_writer() then
      new.approved := false;
    end if;
    new.approved_at := case when new.approved then coalesce(new.approved_at, now()) end;
  elsif new.approved is distinct from old.approved then
    new.approved_at := case when new.approved then now() end;
  elsif not private.is_trusted_writer() then
    new.approved_at := old.approved_at;
  end if;
  new.chapter_name := (select c.name from public.chapters c where c.id = new.chapter_id);
  return new;
end $$;

create trigger diva_presidents_before_write before insert or update on public.diva_presidents
  for each row execute function private.diva_presidents_before_write();

create function private.diva_presidents_after_approval() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.approved and not old.approved then
    perform private.notify(
      new.user_id, 'application_approved',
      'Application approved',
      case when new.role = 'moderator' then 'You are now the network moderator.'
           else format('You are now the president of %s.', coalesce(new.chapter_name, 'your chapter')) end,
      jsonb_build_object('application_id', new.id, 'role', new.role, 'chapter_id', new.chapter_id)
    );
  end if;
  return null;
end $$;

create trigger diva_presidents_after_approval after update of approved on public.diva_presidents
  for each row execute function private.diva_presidents_after_approval();

-- Chapter membership ("Join Chapter") -------------------------------------------------------------------------
create table public.chapter_members (
  chapter_id integer not null references public.chapters (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  joined_at timestamptz not null default now(),
  primary key (chapter_id, user_id)
);
create index chapter_members_user_id_idx on public.chapter_members (user_id);

create function private.chapter_members_count() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    update public.chapters set member_count = member_count + 1 where id = new.chapter_id;
  else
    update public.chapters set member_count = greatest(member_count - 1, 0) where id = old.chapter_id;
  end if;
  return null;
end $$;

create trigger chapter_members_count after insert or delete on public.chapter_members
  for each row execute function private.chapter_members_count();

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.diva_presidents enable row level security;
alter table public.chapter_members enable row level security;

create policy chapters_update on public.chapters for update to authenticated
  using ((select private.is_admin()) or id = (select private.president_chapter_id()))
  with check ((select private.is_admin()) or id = (select private.president_chapter_id()));

-- Approved leaders are public to members (chapter pages, "Local Chapter Events"); applications are seen by
-- the applicant, the admin and the moderator.
create policy diva_presidents_select on public.diva_presidents for select to authenticated
  using (approved or user_id = (select auth.uid()) or (select private.is_approver()));
create policy diva_presidents_insert on public.diva_presidents for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy diva_presidents_update on public.diva_presidents for update to authenticated
  using ((select private.is_approver())) with check ((select private.is_approver()));
-- Rejection is deletion (admin or moderator); an applicant may also withdraw her own application.
create policy diva_presidents_delete on public.diva_presidents for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_approver()));

create policy chapter_members_select on public.chapter_members for select to authenticated using (true);
create policy chapter_members_insert on public.chapter_members for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy chapter_members_delete on public.chapter_members for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.diva_presidents, public.chapter_members from public, anon, authenticated;
grant all on table public.diva_presidents, public.chapter_members to service_role;

grant select, delete on table public.diva_presidents to authenticated;
grant insert (user_id, full_name, email, role, chapter_id, chapter_name, approved)
  on table public.diva_presidents to authenticated;
grant update (full_name, email, role, chapter_id, approved, approved_at) on table public.diva_presidents to authenticated;

grant select, delete on table public.chapter_members to authenticated;
grant insert (chapter_id, user_id) on table public.chapter_members to authenticated;
