-- Events and RSVPs. Approval is decided by the database; the attendee count is kept by the database and can
-- never pass max_attendees, even under concurrent RSVPs.

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(title) <= 200 and title ~ '[^[:space:]]'),
  description text check (char_length(description) <= 5000),
  date date not null,
  time time not null,
  location text not null check (char_length(location) <= 200 and location ~ '[^[:space:]]'),
  type text not null default 'in-person' check (type in ('online', 'in-person')),
  -- A chapter event belongs to one of the chapters; a network event has none.
  chapter_id integer references public.chapters (id) on delete set null,
  max_attendees integer not null default 100 check (max_attendees >= 1),
  current_attendees integer not null default 0 check (current_attendees >= 0),
  price numeric(10, 2) not null default 0 check (price >= 0),
  image_url text check (private.is_image_url(image_url)),
  address text check (char_length(address) <= 500),
  show_address_before_rsvp boolean not null default true,
  created_by uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  approved boolean not null default false,
  approved_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_capacity check (current_attendees <= max_attendees),
  -- "Address is required when the type is in-person."
  constraint events_in_person_address check (type <> 'in-person' or coalesce(address, '') ~ '[^[:space:]]')
);
create index events_approved_date_idx on public.events (approved, date);
create index events_created_by_idx on public.events (created_by);
create index events_chapter_id_idx on public.events (chapter_id);
create index events_created_at_idx on public.events (created_at desc);

create trigger events_touch_updated_at before update on public.events
  for each row execute function private.touch_updated_at();

-- At insert: no attendees yet, and approved only when the creator is an approved president (trusted writers,
-- e.g. the seed or the service role, may create approved events).
create function private.events_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.current_attendees := 0;
  if not private.is_trusted_writer() then
    new.approved := private.is_approved_president(new.created_by);
  end if;
  new.approved_at := case when new.approved then coalesce(new.approved_at, now()) end;
  return new;
end $$;

create trigger events_before_insert before insert on public.events
  for each row execute function private.events_before_insert();

-- On update: approval changes only by the admin or the moderator (approved_at is set here); anyone else who may
-- update (the creator) cannot touch approval, and an approver who is not the creator can touch nothing else.
create function private.events_before_update() returns trigger
language plpgsql set search_path = '' as $$
declare
  _approval_changed boolean := new.approved is distinct from old.approved;
begin
  if not private.is_trusted_writer() then
    if _approval_changed and not private.is_approver() then
      raise exception 'only the admin or the moderator can approve events' using errcode = '42501';
    end if;
    if old.created_by is distinct from (select auth.uid())
       and (to_jsonb(new) - '{approved,approved_at,updated_at}'::text[])
           is distinct from (to_jsonb(old) - '{approved,approved_at,updated_at}'::text[]) then
      raise exception 'only the creator can edit this event' using errcode = '42501';
    end if;
  end if;
  if _approval_changed then
    new.approved_at := case when new.approved then now() end;
  elsif not private.is_trusted_writer() then
    new.approved_at := old.approved_at;
  end if;
  return new;
end $$;

create trigger events_before_update before update on public.events
  for each row execute function private.events_before_update();

create function private.events_after_approval() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.approved and not old.approved then
    perform private.notify(
      new.created_by, 'event_approved', 'Event approved',
      format('Your event "%s" is now live.', new.title),
      jsonb_build_object('event_id', new.id)
    );
  end if;
  return null;
end $$;

create trigger events_after_approval after update of approved on public.events
  for each row execute function private.events_after_approval();

-- RSVPs -------------------------------------------------------------------------------------------------------
create table public.event_rsvps (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  status text not null default 'attending' check (status in ('attending', 'not_attending', 'maybe')),
  created_at timestamptz not null default now(),
  constraint event_rsvps_event_id_user_id_key unique (event_id, user_id)
);
create index event_rsvps_user_id_idx on public.event_rsvps (user_id);

-- Takes one seat of an approved event. The conditional update locks the event row, so concurrent RSVPs
-- queue behind each other and each one re-checks the count (PostgreSQL re-evaluates the WHERE clause on the
-- newest row version under READ COMMITTED).
create function private.events_take_seat(event uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _e record;
begin
  update public.events set current_attendees = current_attendees + 1
   where id = event and approved and current_attendees < max_attendees;
  if found then
    return;
  end if;
  select e.approved, e.current_attendees, e.max_attendees into _e from public.events e where e.id = event;
  if not found or not _e.approved then
    raise exception 'this event is not open for RSVPs' using errcode = '23514', constraint = 'event_rsvps_event_approved';
  end if;
  raise exception 'this event is full' using errcode = '23514', constraint = 'event_rsvps_event_full';
end $$;

create function private.event_rsvps_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.event_id is distinct from old.event_id then
    raise exception 'an RSVP cannot move to another event' using errcode = '42501';
  end if;
  if new.status = 'attending' and (tg_op = 'INSERT' or old.status <> 'attending') then
    perform private.events_take_seat(new.event_id);
  elsif not exists (select 1 from public.events e where e.id = new.event_id and e.approved) then
    raise exception 'this event is not open for RSVPs' using errcode = '23514', constraint = 'event_rsvps_event_approved';
  end if;
  if tg_op = 'UPDATE' and old.status = 'attending' and new.status <> 'attending' then
    update public.events set current_attendees = greatest(current_attendees - 1, 0) where id = old.event_id;
  end if;
  return new;
end $$;

create trigger event_rsvps_before_write before insert or update on public.event_rsvps
  for each row execute function private.event_rsvps_before_write();

-- Cancelling (deleting) an RSVP frees the seat. When the event itself is being deleted there is nothing left
-- to update.
create function private.event_rsvps_after_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'attending' then
    update public.events set current_attendees = greatest(current_attendees - 1, 0) where id = old.event_id;
  end if;
  return null;
end $$;

create trigger event_rsvps_after_delete after delete on public.event_rsvps
  for each row execute function private.event_rsvps_after_delete();

-- Events whose RSVP list the caller manages: her own events and, for a president, her chapter's events.
-- (The admin and the moderator see every list; the policy checks that separately.)
create function private.managed_event_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select e.id from public.events e where e.created_by = (select auth.uid())
  union
  select e.id from public.events e where e.chapter_id = (select private.president_chapter_id())
$$;
grant execute on function private.managed_event_ids() to authenticated, service_role;

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.events enable row level security;
alter table public.event_rsvps enable row level security;

-- Approved events are visible to members; pending ones to their creator, the admin and the moderator.
create policy events_select on public.events for select to authenticated
  using (approved or created_by = (select auth.uid()) or (select private.is_approver()));
create policy events_insert on public.events for insert to authenticated
  with check (created_by = (select auth.uid()));
create policy events_update on public.events for update to authenticated
  using (created_by = (select auth.uid()) or (select private.is_approver()))
  with check (created_by = (select auth.uid()) or (select private.is_approver()));
create policy events_delete on public.events for delete to authenticated
  using (created_by = (select auth.uid()) or (select private.is_admin()));

create policy event_rsvps_select on public.event_rsvps for select to authenticated
  using (
    user_id = (select auth.uid())
    or (select private.is_approver())
    or event_id in (select private.managed_event_ids())
  );
create policy event_rsvps_insert on public.event_rsvps for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy event_rsvps_update on public.event_rsvps for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy event_rsvps_delete on public.event_rsvps for delete to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.events, public.event_rsvps from public, anon, authenticated;
grant all on table public.events, public.event_rsvps to service_role;

grant select, delete on table public.events to authenticated;
-- current_attendees and approved may be sent at insert (the form sends 0 and false) but are decided here.
grant insert (
  title, description, date, time, location, type, chapter_id, max_attendees, current_attendees, price, image_url,
  address, show_address_before_rsvp, created_by, approved
) on table public.events to authenticated;
grant update (
  title, description, date, time, location, type, chapter_id, max_attendees, price, image_url, address,
  show_address_before_rsvp, approved, approved_at
) on table public.events to authenticated;

grant select, delete on table public.event_rsvps to authenticated;
grant insert (event_id, user_id, status), update (status) on table public.event_rsvps to authenticated;
