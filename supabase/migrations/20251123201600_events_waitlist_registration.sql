-- Issue 16 (chapters and events): a waitlist the database runs, registration details behind the RSVP, and the
-- chapter grid's facts (approved president, next event, membership) in one view.

-- Waitlist ------------------------------------------------------------------------------------------------------
-- A full event takes 'waitlisted' RSVPs. When a seat frees (an attendee cancels, the capacity grows, the event
-- is approved again) the database promotes the longest-waiting member and tells her. Members cannot promote
-- themselves or move back into the queue: only inserting 'waitlisted' and leaving (deleting) are theirs.
alter table public.event_rsvps drop constraint event_rsvps_status_check;
alter table public.event_rsvps add constraint event_rsvps_status_check
  check (status in ('attending', 'not_attending', 'maybe', 'waitlisted'));
-- Queue order: the wall-clock moment of the insert (not the transaction start), set by the database.
alter table public.event_rsvps add column queued_at timestamptz not null default clock_timestamp();
create index event_rsvps_waitlist_idx on public.event_rsvps (event_id, queued_at) where status = 'waitlisted';

-- Promotes waiting members while the event has free seats, first come first served. Runs after a seat was freed
-- by an update of the event row, which holds that row's lock: promotions of one event queue behind each other.
create function private.events_promote_waitlist(event uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _next record;
begin
  loop
    select r.id, r.user_id, e.title into _next
      from public.event_rsvps r join public.events e on e.id = r.event_id
     where r.event_id = event and r.status = 'waitlisted' and e.approved and e.current_attendees < e.max_attendees
     order by r.queued_at, r.id
     limit 1;
    exit when not found;
    -- The RSVP trigger takes the seat (and re-checks the capacity under the row lock).
    update public.event_rsvps set status = 'attending' where id = _next.id;
    perform private.notify(
      _next.user_id, 'system', 'You have a seat',
      format('A seat opened up at "%s": you are now attending.', _next.title),
      jsonb_build_object('event_id', event, 'reason', 'waitlist_promoted')
    );
  end loop;
end $$;
revoke all on function private.events_promote_waitlist(uuid) from public, anon, authenticated;

-- As before, plus: a 'waitlisted' insert takes a free seat at once when nobody waits ahead of her.
create or replace function private.event_rsvps_before_write() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and new.event_id is distinct from old.event_id then
    raise exception 'an RSVP cannot move to another event' using errcode = '42501';
  end if;
  if tg_op = 'INSERT' and new.status = 'waitlisted' then
    update public.events e set current_attendees = e.current_attendees + 1
     where e.id = new.event_id and e.approved and e.current_attendees < e.max_attendees
       and not exists (select 1 from public.event_rsvps r where r.event_id = e.id and r.status = 'waitlisted');
    if found then
      new.status := 'attending';
      return new;
    end if;
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

-- What a member may not do to her own RSVP (runs as the member, so the database's own promotion passes): promote
-- herself from the waitlist, or put an RSVP back into the queue.
create function private.event_rsvps_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if tg_op = 'UPDATE' and not private.is_trusted_writer()
     and ((old.status = 'waitlisted' and new.status <> 'waitlisted')
          or (new.status = 'waitlisted' and old.status <> 'waitlisted')) then
    raise exception 'the waitlist is moved by the database only' using errcode = '42501';
  end if;
  return new;
end $$;
revoke all on function private.event_rsvps_guard() from public, anon;
grant execute on function private.event_rsvps_guard() to authenticated, service_role;

-- Named to run before event_rsvps_before_write (triggers fire in name order): refused before a seat is taken.
create trigger event_rsvps_before_guard before update on public.event_rsvps
  for each row execute function private.event_rsvps_guard();

-- A freed seat goes to the waitlist: cancelling (delete) or leaving 'attending'.
create or replace function private.event_rsvps_after_delete() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.status = 'attending' then
    update public.events set current_attendees = greatest(current_attendees - 1, 0) where id = old.event_id;
    perform private.events_promote_waitlist(old.event_id);
  end if;
  return null;
end $$;

create function private.event_rsvps_after_leave() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.events_promote_waitlist(new.event_id);
  return null;
end $$;
revoke all on function private.event_rsvps_after_leave() from public, anon, authenticated;

create trigger event_rsvps_after_leave after update of status on public.event_rsvps
  for each row when (old.status = 'attending' and new.status <> 'attending')
  execute function private.event_rsvps_after_leave();

-- More seats, or an event (re)approved: the waitlist moves up.
create function private.events_after_seats_change() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.events_promote_waitlist(new.id);
  return null;
end $$;
revoke all on function private.events_after_seats_change() from public, anon, authenticated;

create trigger events_after_seats_change after update of max_attendees, approved on public.events
  for each row when (new.approved and (new.max_attendees > old.max_attendees or not old.approved))
  execute function private.events_after_seats_change();

-- Registration details -------------------------------------------------------------------------------------------
-- The registration form's answers, one per RSVP (deleted with it). Read by the member and the event's managers
-- (its creator and its chapter's president).
create table public.event_registrations (
  event_id uuid not null,
  user_id uuid not null default auth.uid(),
  first_name text not null check (char_length(first_name) <= 100 and first_name ~ '[^[:space:]]'),
  last_name text not null check (char_length(last_name) <= 100 and last_name ~ '[^[:space:]]'),
  email text not null check (char_length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  phone text not null check (char_length(phone) <= 40 and phone ~ '[0-9]'),
  company text check (char_length(company) <= 200),
  dietary_restrictions text check (char_length(dietary_restrictions) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (event_id, user_id),
  constraint event_registrations_rsvp_fkey foreign key (event_id, user_id)
    references public.event_rsvps (event_id, user_id) on delete cascade
);
create index event_registrations_user_id_idx on public.event_registrations (user_id);

create trigger event_registrations_touch_updated_at before update on public.event_registrations
  for each row execute function private.touch_updated_at();

alter table public.event_registrations enable row level security;

create policy event_registrations_select on public.event_registrations for select to authenticated
  using (user_id = (select auth.uid()) or event_id in (select private.managed_event_ids()));
create policy event_registrations_insert on public.event_registrations for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy event_registrations_update on public.event_registrations for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy event_registrations_delete on public.event_registrations for delete to authenticated
  using (user_id = (select auth.uid()));

revoke all on table public.event_registrations from public, anon, authenticated;
grant all on table public.event_registrations to service_role;
grant select, delete on table public.event_registrations to authenticated;
grant insert (event_id, user_id, first_name, last_name, email, phone, company, dietary_restrictions),
  update (first_name, last_name, email, phone, company, dietary_restrictions)
  on table public.event_registrations to authenticated;

-- Registers the caller in one call: her RSVP (attending, or on the waitlist when she asks for it) and the form's
-- answers. Runs as the caller: row-level security and the RSVP rules apply. Returns her RSVP status.
create function public.register_for_event(
  event_id uuid, first_name text, last_name text, email text, phone text,
  company text default null, dietary_restrictions text default null, waitlist boolean default false
) returns text
language plpgsql security invoker set search_path = '' as $$
declare
  _me uuid := (select auth.uid());
  _status text;
begin
  if _me is null then
    raise exception 'sign in to register' using errcode = '42501';
  end if;
  select r.status into _status from public.event_rsvps r where r.event_id = register_for_event.event_id and r.user_id = _me;
  if not found then
    insert into public.event_rsvps (event_id, user_id, status)
    values (register_for_event.event_id, _me, case when waitlist then 'waitlisted' else 'attending' end)
    returning status into _status;
  end if;
  insert into public.event_registrations as g (event_id, user_id, first_name, last_name, email, phone, company, dietary_restrictions)
  values (register_for_event.event_id, _me, btrim(first_name), btrim(last_name), btrim(email), btrim(phone),
          nullif(btrim(company), ''), nullif(btrim(dietary_restrictions), ''))
  on conflict on constraint event_registrations_pkey do update
    set first_name = excluded.first_name, last_name = excluded.last_name, email = excluded.email,
        phone = excluded.phone, company = excluded.company, dietary_restrictions = excluded.dietary_restrictions;
  return _status;
end $$;
revoke all on function public.register_for_event(uuid, text, text, text, text, text, text, boolean) from public, anon;
grant execute on function public.register_for_event(uuid, text, text, text, text, text, text, boolean) to authenticated, service_role;

-- Chapter overview -----------------------------------------------------------------------------------------------
-- The chapter grid and detail in one request: the chapter, its approved president (if any), its next approved
-- event from today on, and whether the caller is a member. Runs under the callers' row-level security.
create view public.chapter_overview with (security_invoker = true) as
  select c.id, c.name, c.slug, c.location, c.description, c.status, c.founded_year, c.member_count,
         c.cover_image_url, c.logo_url, c.map_image_url,
         c.president_title, c.president_bio, c.president_photo_url, c.president_linkedin_url,
         d.user_id as president_user_id, d.full_name as president_name,
         n.id as next_event_id, n.title as next_event_title, n.date as next_event_date, n.time as next_event_time,
         exists (
           select 1 from public.chapter_members m where m.chapter_id = c.id and m.user_id = (select auth.uid())
         ) as is_member
    from public.chapters c
    left join public.diva_presidents d on d.chapter_id = c.id and d.role = 'president' and d.approved
    left join lateral (
      select e.id, e.title, e.date, e.time from public.events e
       where e.chapter_id = c.id and e.approved and e.date >= current_date
       order by e.date, e.time, e.id
       limit 1
    ) n on true;
revoke all on table public.chapter_overview from public, anon, authenticated;
grant select on table public.chapter_overview to authenticated, service_role;
