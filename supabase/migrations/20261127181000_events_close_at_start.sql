-- Events close when they start, and their time has a zone.
--
-- An event's date and time are wall-clock time where it happens: the chapter's time zone (stored with the
-- chapter, an IANA name), or UTC for a network event, which has no chapter. event_details gives every reader the
-- instant it starts (starts_at) and the zone, so a calendar file can say the right hour anywhere.
--
-- RSVPs and registration close when the event has started: the database refuses a new RSVP, joining the
-- waitlist, a change back to attending and a registration's answers from then on (cancelling stays possible).
-- The database's own writes (the seed's history, the service role) are not refused.

create function private.is_time_zone(tz text) returns boolean
language plpgsql immutable set search_path = '' as $$
begin
  if tz is null or char_length(tz) > 64 then
    return false;
  end if;
  perform '2000-01-01 00:00'::timestamp at time zone tz;
  return true;
exception when others then
  return false;
end $$;

alter table public.chapters add column time_zone text not null default 'UTC'
  constraint chapters_time_zone_check check (private.is_time_zone(time_zone));

-- The 26 chapters (the chapters migration made them): each city's zone.
update public.chapters c set time_zone = z.tz
  from (values
    ('atlanta', 'America/New_York'), ('austin', 'America/Chicago'), ('boston', 'America/New_York'),
    ('charlotte', 'America/New_York'), ('chicago', 'America/Chicago'), ('dallas', 'America/Chicago'),
    ('denver', 'America/Denver'), ('detroit', 'America/Detroit'), ('houston', 'America/Chicago'),
    ('las-vegas', 'America/Los_Angeles'), ('los-angeles', 'America/Los_Angeles'), ('miami', 'America/New_York'),
    ('minneapolis', 'America/Chicago'), ('nashville', 'America/Chicago'), ('new-orleans', 'America/Chicago'),
    ('new-york', 'America/New_York'), ('orlando', 'America/New_York'), ('philadelphia', 'America/New_York'),
    ('phoenix', 'America/Phoenix'), ('portland', 'America/Los_Angeles'), ('raleigh-durham', 'America/New_York'),
    ('san-diego', 'America/Los_Angeles'), ('san-francisco', 'America/Los_Angeles'), ('seattle', 'America/Los_Angeles'),
    ('tampa-bay', 'America/New_York'), ('washington-dc', 'America/New_York')
  ) as z (slug, tz)
 where c.slug = z.slug;

-- The zone an event's wall-clock time is in: its chapter's, else UTC.
create function private.event_time_zone(chapter integer) returns text
language sql stable security definer set search_path = '' as $$
  select coalesce((select c.time_zone from public.chapters c where c.id = chapter), 'UTC')
$$;
revoke all on function private.event_time_zone(integer) from public, anon;
grant execute on function private.event_time_zone(integer) to authenticated, service_role;

-- The instant an event starts.
create function private.event_starts_at(event uuid) returns timestamptz
language sql stable security definer set search_path = '' as $$
  select (e.date + e.time) at time zone private.event_time_zone(e.chapter_id) from public.events e where e.id = event
$$;
revoke all on function private.event_starts_at(uuid) from public, anon;
grant execute on function private.event_starts_at(uuid) to authenticated, service_role;

create or replace view public.event_details with (security_invoker = true) as
  select e.id, e.title, e.description, e.date, e.time, e.location, e.type, e.chapter_id, e.max_attendees,
         e.current_attendees, e.price, e.image_url, private.event_address(e.id) as address,
         e.show_address_before_rsvp, e.created_by, e.approved, e.approved_at, e.created_at, e.updated_at,
         private.event_time_zone(e.chapter_id) as time_zone,
         (e.date + e.time) at time zone private.event_time_zone(e.chapter_id) as starts_at
    from public.events e;

-- Refuses joining an event that has started. Named to run before the guard and the seat-taking trigger.
-- Security invoker, so is_trusted_writer sees the caller (event_starts_at reads the event as the definer).
create function private.event_rsvps_closed_at_start() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_writer() or new.status = 'not_attending' then
    return new;
  end if;
  if tg_op = 'UPDATE' and new.status = old.status then
    return new;
  end if;
  if private.event_starts_at(new.event_id) <= now() then
    raise exception 'this event has already started: RSVPs are closed'
      using errcode = '23514', constraint = 'event_rsvps_event_not_started';
  end if;
  return new;
end $$;
revoke all on function private.event_rsvps_closed_at_start() from public, anon;
grant execute on function private.event_rsvps_closed_at_start() to authenticated, service_role;

create trigger event_rsvps_before_closed before insert or update on public.event_rsvps
  for each row execute function private.event_rsvps_closed_at_start();

create function private.event_registrations_closed_at_start() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not private.is_trusted_writer() and private.event_starts_at(new.event_id) <= now() then
    raise exception 'this event has already started: registration is closed'
      using errcode = '23514', constraint = 'event_registrations_event_not_started';
  end if;
  return new;
end $$;
revoke all on function private.event_registrations_closed_at_start() from public, anon;
grant execute on function private.event_registrations_closed_at_start() to authenticated, service_role;

create trigger event_registrations_before_closed before insert or update on public.event_registrations
  for each row execute function private.event_registrations_closed_at_start();
