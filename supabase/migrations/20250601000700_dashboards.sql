-- Figures for the admin portal and the president / moderator portal. Each function checks the caller's role
-- (security definer: the counts cover rows the caller could not read one by one).

create function public.admin_dashboard_stats()
returns table (total_users integer, connections_made integer, total_posts integer, posts_last_7_days integer)
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'only the admin can see these figures' using errcode = '42501';
  end if;
  return query select
    (select count(*) from public.profiles)::integer,
    (select count(*) from public.connection_requests r where r.status = 'approved')::integer,
    (select count(*) from public.posts)::integer,
    (select count(*) from public.posts p where p.created_at >= now() - interval '7 days')::integer;
end $$;

-- A president sees her chapter (members of the chapter, its events and their attending RSVPs, approved
-- connections involving its members); the moderator (and the admin) see the whole network.
create function public.president_dashboard_stats()
returns table (
  scope text, chapter_id integer, chapter_name text, members integer, events integer, rsvps integer, connections integer
)
language plpgsql stable security definer set search_path = '' as $$
declare
  _chapter integer := private.president_chapter_id();
begin
  if private.is_moderator() or private.is_admin() then
    return query select
      'network'::text, null::integer, null::text,
      (select count(*) from public.profiles)::integer,
      (select count(*) from public.events)::integer,
      (select count(*) from public.event_rsvps r where r.status = 'attending')::integer,
      (select count(*) from public.connection_requests r where r.status = 'approved')::integer;
  elsif _chapter is not null then
    return query
      with chapter_events as (
        select e.id from public.events e
        where e.chapter_id = _chapter or e.created_by = (select auth.uid())
      ), chapter_people as (
        select m.user_id from public.chapter_members m where m.chapter_id = _chapter
      )
      select
        'chapter'::text, _chapter, (select c.name from public.chapters c where c.id = _chapter),
        (select count(*) from chapter_people)::integer,
        (select count(*) from chapter_events)::integer,
        (select count(*) from public.event_rsvps r
          where r.status = 'attending' and r.event_id in (select id from chapter_events))::integer,
        (select count(*) from public.connection_requests r
          where r.status = 'approved'
            and (r.requester_id in (select user_id from chapter_people)
                 or r.requested_id in (select user_id from chapter_people)))::integer;
  else
    raise exception 'only approved presidents and the moderator can see these figures' using errcode = '42501';
  end if;
end $$;

revoke all on function public.admin_dashboard_stats(), public.president_dashboard_stats() from public, anon;
grant execute on function public.admin_dashboard_stats(), public.president_dashboard_stats()
  to authenticated, service_role;
