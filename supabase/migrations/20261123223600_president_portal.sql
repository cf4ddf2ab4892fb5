-- The president and moderator portal (issue 20): apply, approve/reject, chapter settings, the chapter's events
-- with RSVP lists and check-in, and the portal's stats. Everything is decided here from auth.uid(): a pending
-- or rejected (deleted) applicant and a plain member get 42501 from every portal function.
--
-- Errors the portal maps to the spec's texts (hint carries the reason):
--   22023 invalid_chapter   -> 'Invalid Chapter: Please select a valid chapter.'
--   23505 moderator_taken   -> 'Moderator Position Unavailable: ...'
--   23505 chapter_taken     -> 'Chapter Unavailable: ...'
--   23505 already_applied   -> 'Failed to create profile.'

-- Check-in at the door ------------------------------------------------------------------------------------------
alter table public.event_rsvps add column checked_in_at timestamptz;

-- The leader who may run an event's door: the admin, the moderator, or the approved president of its chapter.
create function private.leads_event(target uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select (select private.is_approver()) or exists (
    select 1 from public.events e
    where e.id = target and e.chapter_id is not null and e.chapter_id = (select private.president_chapter_id())
  )
$$;
revoke all on function private.leads_event(uuid) from public, anon;
grant execute on function private.leads_event(uuid) to authenticated, service_role;

create function private.require_leader() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not ((select private.is_approver()) or (select private.president_chapter_id()) is not null) then
    raise exception 'only an approved president or the moderator can do this' using errcode = '42501';
  end if;
end $$;
revoke all on function private.require_leader() from public, anon;
grant execute on function private.require_leader() to authenticated, service_role;

-- Chapter settings: a president's cover image is https only and her contact e-mail a well-formed address -------
create function private.chapters_settings_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_writer() or private.is_admin() then
    return new;
  end if;
  if new.cover_image_url is distinct from old.cover_image_url
     and coalesce(new.cover_image_url, '') <> '' and new.cover_image_url !~* '^https://[^[:space:]]+$' then
    raise exception 'the cover image must be an https: URL' using errcode = '22023', hint = 'cover_https';
  end if;
  if new.president_email is distinct from old.president_email and coalesce(new.president_email, '') <> ''
     and new.president_email !~* '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    raise exception 'the contact e-mail is not an e-mail address' using errcode = '22023', hint = 'contact_email';
  end if;
  return new;
end $$;

create trigger chapters_settings_guard before update on public.chapters
  for each row execute function private.chapters_settings_guard();

-- Apply: the unapproved application of the signed-in member (e-mail from her account, not from the form) --------
create function public.president_apply(full_name text, role text, chapter_id integer) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  _id uuid;
  _chapter integer := case when role = 'president' then chapter_id end;
begin
  if (select auth.uid()) is null then
    raise exception 'sign in to apply' using errcode = '42501';
  end if;
  if role not in ('president', 'moderator') then
    raise exception 'unknown role' using errcode = '22023', hint = 'invalid_role';
  end if;
  if role = 'president' and not exists (select 1 from public.chapters c where c.id = _chapter) then
    raise exception 'no such chapter' using errcode = '22023', hint = 'invalid_chapter';
  end if;
  if role = 'moderator' and exists (select 1 from public.diva_presidents d where d.role = 'moderator' and d.approved) then
    raise exception 'there is already an approved moderator' using errcode = '23505', hint = 'moderator_taken';
  end if;
  if role = 'president' and exists (
    select 1 from public.diva_presidents d where d.role = 'president' and d.approved and d.chapter_id = _chapter
  ) then
    raise exception 'this chapter already has an approved president' using errcode = '23505', hint = 'chapter_taken';
  end if;
  if exists (select 1 from public.diva_presidents d where d.user_id = (select auth.uid())) then
    raise exception 'you have applied already' using errcode = '23505', hint = 'already_applied';
  end if;
  insert into public.diva_presidents (user_id, full_name, email, role, chapter_id, approved)
  values ((select auth.uid()), btrim(full_name), (select auth.jwt()) ->> 'email', role, _chapter, false)
  returning id into _id;
  return _id;
end $$;

-- Approve / reject (the moderator or the admin). The unique partial indexes keep one approved moderator and one
-- approved president per chapter whatever the order of parallel approvals; the loser gets 23505 with a hint.
create function public.president_approve_application(target uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _label text;
  _role text;
begin
  if not (select private.is_approver()) then
    raise exception 'only the moderator or the admin can approve applications' using errcode = '42501';
  end if;
  select d.role into _role from public.diva_presidents d where d.id = target and not d.approved;
  if not found then
    raise exception 'no such pending application' using errcode = 'P0002';
  end if;
  begin
    update public.diva_presidents d set approved = true where d.id = target
      returning d.full_name || ' (' || d.role || coalesce(', ' || d.chapter_name, '') || ')' into _label;
  exception when unique_violation then
    raise exception '%', case when _role = 'moderator' then 'there is already an approved moderator'
                              else 'this chapter already has an approved president' end
      using errcode = '23505', hint = case when _role = 'moderator' then 'moderator_taken' else 'chapter_taken' end;
  end;
  perform private.audit('approve_president', 'president', target::text, _label, 'Approved in the president portal');
end $$;

create function public.president_reject_application(target uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _label text;
begin
  if not (select private.is_approver()) then
    raise exception 'only the moderator or the admin can reject applications' using errcode = '42501';
  end if;
  delete from public.diva_presidents d where d.id = target and not d.approved
    returning d.full_name || ' (' || d.role || coalesce(', ' || d.chapter_name, '') || ')' into _label;
  if not found then
    raise exception 'no such pending application' using errcode = 'P0002';
  end if;
  perform private.audit('delete_president', 'president', target::text, _label, 'Rejected in the president portal');
end $$;

-- Events in the leader's scope (her chapter; the moderator and admin: all) with registered, capacity, waitlist --
create function public.president_events()
returns table (
  id uuid, title text, date date, "time" time, location text, type text, chapter_id integer, chapter_name text,
  max_attendees integer, current_attendees integer, waitlisted integer, approved boolean, created_by uuid,
  created_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
declare
  _chapter integer := (select private.president_chapter_id());
  _all boolean := (select private.is_approver());
begin
  perform private.require_leader();
  return query
    select e.id, e.title, e.date, e.time, e.location, e.type, e.chapter_id, c.name, e.max_attendees,
           e.current_attendees,
           (select count(*)::integer from public.event_rsvps r where r.event_id = e.id and r.status = 'waitlisted'),
           e.approved, e.created_by, e.created_at
    from public.events e left join public.chapters c on c.id = e.chapter_id
    where _all or e.chapter_id = _chapter
    order by e.date desc, e.time desc;
end $$;

-- One event's RSVP list with each member's name, company and role.
create function public.president_event_rsvps(target uuid)
returns table (
  id uuid, user_id uuid, display_name text, company text, role text, status text, created_at timestamptz,
  checked_in_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_leader();
  if not private.leads_event(target) then
    raise exception 'not an event of your chapter' using errcode = '42501';
  end if;
  return query
    select r.id, r.user_id, p.display_name, p.company, p.role, r.status, r.created_at, r.checked_in_at
    from public.event_rsvps r join public.profiles p on p.user_id = r.user_id
    where r.event_id = target
    order by r.created_at, r.id;
end $$;

-- Check-in (present = false undoes it). The time is the database's.
create function public.president_check_in(rsvp uuid, present boolean) returns timestamptz
language plpgsql security definer set search_path = '' as $$
declare
  _event uuid;
  _at timestamptz;
begin
  perform private.require_leader();
  select r.event_id into _event from public.event_rsvps r where r.id = rsvp;
  if not found then
    raise exception 'no such RSVP' using errcode = 'P0002';
  end if;
  if not private.leads_event(_event) then
    raise exception 'not an event of your chapter' using errcode = '42501';
  end if;
  update public.event_rsvps r set checked_in_at = case when present then now() end where r.id = rsvp
    returning r.checked_in_at into _at;
  return _at;
end $$;

-- The chapter's members (with search) for its president; every chapter for the moderator and admin.
create function public.president_chapter_members(search text default '')
returns table (user_id uuid, display_name text, company text, role text, chapter_id integer, joined_at timestamptz)
language plpgsql stable security definer set search_path = '' as $$
declare
  _chapter integer := (select private.president_chapter_id());
  _all boolean := (select private.is_approver());
  _q text := '%' || replace(replace(replace(btrim(coalesce(search, '')), '\', '\\'), '%', '\%'), '_', '\_') || '%';
begin
  perform private.require_leader();
  return query
    select m.user_id, p.display_name, p.company, p.role, m.chapter_id, m.joined_at
    from public.chapter_members m join public.profiles p on p.user_id = m.user_id
    where (_all or m.chapter_id = _chapter)
      and (p.display_name ilike _q or coalesce(p.company, '') ilike _q)
    order by p.display_name, m.user_id
    limit 200;
end $$;

-- Stats, one function per scope ---------------------------------------------------------------------------------
create function public.president_chapter_stats()
returns table (members integer, events integer, rsvps integer, connections integer)
language plpgsql stable security definer set search_path = '' as $$
declare
  _chapter integer := (select private.president_chapter_id());
begin
  if _chapter is null then
    raise exception 'only an approved president has chapter stats' using errcode = '42501';
  end if;
  return query select
    (select count(*)::integer from public.chapter_members m where m.chapter_id = _chapter),
    (select count(*)::integer from public.events e where e.chapter_id = _chapter),
    (select count(*)::integer from public.event_rsvps r join public.events e on e.id = r.event_id
      where e.chapter_id = _chapter and r.status = 'attending'),
    (select count(*)::integer from public.connection_requests c
      where c.status = 'approved' and (
        exists (select 1 from public.chapter_members m where m.chapter_id = _chapter and m.user_id = c.requester_id)
        or exists (select 1 from public.chapter_members m where m.chapter_id = _chapter and m.user_id = c.requested_id)));
end $$;

create function public.moderator_network_stats()
returns table (members integer, events integer, rsvps integer, connections integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not (select private.is_approver()) then
    raise exception 'only the moderator or the admin has network stats' using errcode = '42501';
  end if;
  return query select
    (select count(*)::integer from public.profiles),
    (select count(*)::integer from public.events),
    (select count(*)::integer from public.event_rsvps r where r.status = 'attending'),
    (select count(*)::integer from public.connection_requests c where c.status = 'approved');
end $$;

-- Grants --------------------------------------------------------------------------------------------------------
revoke all on function public.president_apply(text, text, integer), public.president_approve_application(uuid),
  public.president_reject_application(uuid), public.president_events(), public.president_event_rsvps(uuid),
  public.president_check_in(uuid, boolean), public.president_chapter_members(text), public.president_chapter_stats(),
  public.moderator_network_stats() from public, anon;
grant execute on function public.president_apply(text, text, integer), public.president_approve_application(uuid),
  public.president_reject_application(uuid), public.president_events(), public.president_event_rsvps(uuid),
  public.president_check_in(uuid, boolean), public.president_chapter_members(text), public.president_chapter_stats(),
  public.moderator_network_stats() to authenticated, service_role;
