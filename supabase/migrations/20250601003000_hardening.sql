-- Issue 10: database rules an attacker got around.
--   * Hidden event addresses: `events.address` is no longer selectable by members; the `event_details` view
--     gives it to those who may read it.
--   * Approved events: a material change by someone who could not have created the event approved sends it
--     back to review, and the approvers are told.
--   * Auto-approval: only an approved president's events for her own chapter.
--   * Image and link addresses: https, paths on the project's own storage (and inline data: images); links https.

-- Image and link addresses ----------------------------------------------------------------------------------
-- An https URL with a plain host (no user info before it, no backslash anywhere: browsers read `https://a\@b` and `/\b` as other
-- hosts); a path on the project's own storage; the local backend's storage over http on loopback (what
-- getPublicUrl returns in development); or a small data: URI of an image (inline, it loads nothing).
create or replace function private.is_image_url(url text) returns boolean
language sql immutable set search_path = '' as $$
  select url is null or url = '' or (
    char_length(url) <= 16384 and url !~ '[[:space:]\\]' and (
      url ~* '^https://[a-z0-9.-]+(:[0-9]{1,5})?(/.*)?$'
      or (url ~ '^/storage/v1/object/public/[^/]+/.+$' and url !~ '(^|/)\.\.?(/|$)|//|%')
      or url ~* '^http://(localhost|127\.0\.0\.1|\[::1\])(:[0-9]{1,5})?/storage/v1/object/public/[^/]+/.+$'
      or url ~* '^data:image/(png|jpeg|gif|webp|svg\+xml)[;,]'
    )
  )
$$;

-- Links a member can click: https only, to a plain host.
create or replace function private.is_web_url(url text) returns boolean
language sql immutable set search_path = '' as $$
  select url is null or url = '' or (
    char_length(url) <= 2048 and url !~ '[[:space:]\\]' and url ~* '^https://[a-z0-9.-]+(:[0-9]{1,5})?([/?#].*)?$'
  )
$$;

-- Approval -----------------------------------------------------------------------------------------------------
-- Whom the database trusts to publish an event without review: the approved president of the event's chapter.
create function private.may_publish_event(member uuid, chapter integer) returns boolean
language sql stable security definer set search_path = '' as $$
  select chapter is not null and exists (
    select 1 from public.diva_presidents d
    where d.user_id = member and d.role = 'president' and d.approved and d.chapter_id = chapter
  )
$$;
revoke all on function private.may_publish_event(uuid, integer) from public, anon;
grant execute on function private.may_publish_event(uuid, integer) to authenticated, service_role;

-- The admins and the approved moderator: who is told that an event waits for review.
create function private.notify_event_review(event public.events) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _approver uuid;
begin
  for _approver in
    select p.user_id from public.profiles p join auth.users u on u.id = p.user_id
     where u.raw_app_meta_data ->> 'role' = 'admin'
    union
    select d.user_id from public.diva_presidents d where d.role = 'moderator' and d.approved
  loop
    if _approver is distinct from event.created_by then
      perform private.notify(
        _approver, 'system', 'Event changed after approval',
        format('"%s" was changed and waits for your review.', event.title),
        jsonb_build_object('event_id', event.id, 'reason', 'event_changed')
      );
    end if;
  end loop;
end $$;
revoke all on function private.notify_event_review(public.events) from public, anon, authenticated;

create or replace function private.events_before_insert() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.current_attendees := 0;
  if not private.is_trusted_writer() then
    new.approved := private.may_publish_event(new.created_by, new.chapter_id);
  end if;
  new.approved_at := case when new.approved then coalesce(new.approved_at, now()) end;
  return new;
end $$;

-- As before (approval only by the admin or the moderator; an approver who is not the creator changes nothing
-- else), plus: a material change to an approved event by someone who could not have created it approved
-- sends it back to pending.
create or replace function private.events_before_update() returns trigger
language plpgsql set search_path = '' as $$
declare
  _approval_changed boolean := new.approved is distinct from old.approved;
  _material boolean := (new.title, new.description, new.date, new.time, new.location, new.type, new.chapter_id,
                        new.address, new.image_url, new.price)
      is distinct from (old.title, old.description, old.date, old.time, old.location, old.type, old.chapter_id,
                        old.address, old.image_url, old.price);
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
    if old.approved and new.approved and _material
       and not private.is_approver()
       and not private.may_publish_event((select auth.uid()), new.chapter_id) then
      new.approved := false;
      _approval_changed := true;
    end if;
  end if;
  if _approval_changed then
    new.approved_at := case when new.approved then now() end;
  elsif not private.is_trusted_writer() then
    new.approved_at := old.approved_at;
  end if;
  return new;
end $$;

create function private.events_after_review_needed() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if old.approved and not new.approved and not private.is_approver() then
    perform private.notify_event_review(new);
  end if;
  return null;
end $$;

revoke all on function private.events_after_review_needed() from public, anon, authenticated;

-- Not `update of approved`: the client's statement sets other columns, and the trigger above sets approved.
create trigger events_after_review_needed after update on public.events
  for each row when (old.approved and not new.approved) execute function private.events_after_review_needed();

-- Hidden addresses -----------------------------------------------------------------------------------------------
-- Who may read an event's address: anyone who sees the event when it is shown before RSVP; otherwise its creator,
-- the approved president of its chapter, the admin, members attending it, and the service role. This function
-- bypasses row-level security, so it repeats the visibility of events_select.
create function private.event_address(event_id uuid) returns text
language sql stable security definer set search_path = '' as $$
  select e.address
    from public.events e
   where e.id = event_id
     and (
       (select auth.role()) = 'service_role'
       or (
         (e.approved or e.created_by = (select auth.uid()) or (select private.is_approver()))
         and (
           e.show_address_before_rsvp
           or e.created_by = (select auth.uid())
           or (select private.is_admin())
           or (e.chapter_id is not null and e.chapter_id = (select private.president_chapter_id()))
           or exists (
             select 1 from public.event_rsvps r
              where r.event_id = e.id and r.user_id = (select auth.uid()) and r.status = 'attending'
           )
         )
       )
     )
$$;
revoke all on function private.event_address(uuid) from public, anon;
grant execute on function private.event_address(uuid) to authenticated, service_role;

-- Members read every column but the address; the address comes through event_details.
revoke select on table public.events from authenticated;
grant select (
  id, title, description, date, time, location, type, chapter_id, max_attendees, current_attendees, price,
  image_url, show_address_before_rsvp, created_by, approved, approved_at, created_at, updated_at
) on table public.events to authenticated;

-- The events a member sees (row-level security of events applies: security_invoker), with the address when she
-- may read it and null otherwise.
create view public.event_details with (security_invoker = true) as
  select e.id, e.title, e.description, e.date, e.time, e.location, e.type, e.chapter_id, e.max_attendees,
         e.current_attendees, e.price, e.image_url, private.event_address(e.id) as address,
         e.show_address_before_rsvp, e.created_by, e.approved, e.approved_at, e.created_at, e.updated_at
    from public.events e;
revoke all on table public.event_details from public, anon, authenticated;
grant select on table public.event_details to authenticated, service_role;
