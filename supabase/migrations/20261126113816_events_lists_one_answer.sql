-- Issue 16: the events page, My events and a chapter's members each come as ONE JSON value, whatever their number.
-- The REST API returns at most 1,000 rows per request (max_rows): the events page took one more request per
-- further 1,000 events, and her RSVPs, My events' attendees and a chapter's members were cut at 1,000 rows
-- without a word. A function returning one jsonb value is one row, which max_rows never cuts.
--
-- Every function here is SECURITY INVOKER: row-level security still decides what she reads (pending events
-- only for their creator; RSVPs only her own and those of the events she manages), and the events come
-- through the event_details view, so the column grants that hide events.address still decide: the address is
-- there only when private.event_address lets her read it. (Invoker functions need no MFA guard of their own:
-- the restrictive aal2 policies of the tables apply to them.)

-- The events page: every event a member lists (approved ones and her own pending ones; the admin and the
-- moderator see others' pending events through RLS, but this page does not list them), in (date, time, id)
-- order, each with her RSVP status (attending or waitlisted; null otherwise) and whether its creator is an
-- approved chapter president ("Local Chapter Events").
create function public.events_page() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select coalesce(jsonb_agg(
           to_jsonb(e) || jsonb_build_object(
             'my_status', r.status,
             'by_president', e.created_by in (
               select d.user_id from public.diva_presidents d where d.approved and d.role = 'president'
             )
           ) order by e.date, e.time, e.id), '[]'::jsonb)
    from public.event_details e
    left join public.event_rsvps r
      on r.event_id = e.id and r.user_id = (select auth.uid()) and r.status in ('attending', 'waitlisted')
   where e.approved or e.created_by = (select auth.uid())
$$;

-- My events, "Events I Created": her events (pending ones too) with every RSVP to them, first come first,
-- each with the member's name (null when her profile is gone).
create function public.my_created_events() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select coalesce(jsonb_agg(
           to_jsonb(e) || jsonb_build_object('attendees', coalesce((
             select jsonb_agg(jsonb_build_object('user_id', r.user_id, 'status', r.status, 'name', p.display_name)
                              order by r.queued_at, r.id)
               from public.event_rsvps r
               left join public.profiles p on p.user_id = r.user_id
              where r.event_id = e.id
           ), '[]'::jsonb))
           order by e.date, e.time, e.id), '[]'::jsonb)
    from public.event_details e
   where e.created_by = (select auth.uid())
$$;

-- My events, "Events I'm Attending": the approved events she is attending or waits for, with her status.
create function public.my_attending_events() returns jsonb
language sql stable security invoker set search_path = '' as $$
  select coalesce(jsonb_agg(to_jsonb(e) || jsonb_build_object('my_status', r.status) order by e.date, e.time, e.id), '[]'::jsonb)
    from public.event_rsvps r
    join public.event_details e on e.id = r.event_id
   where r.user_id = (select auth.uid()) and r.status in ('attending', 'waitlisted') and e.approved
$$;

-- A chapter's members, first joined first, with their names and avatars (the chapter page's "Chapter Members").
create function public.chapter_member_list(chapter integer) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select coalesce(jsonb_agg(
           jsonb_build_object(
             'user_id', m.user_id,
             'joined_at', m.joined_at,
             'profiles', case when p.user_id is null then null
                              else jsonb_build_object('display_name', p.display_name, 'avatar_url', p.avatar_url) end
           ) order by m.joined_at, m.user_id), '[]'::jsonb)
    from public.chapter_members m
    left join public.profiles p on p.user_id = m.user_id
   where m.chapter_id = chapter_member_list.chapter
$$;

revoke all on function public.events_page() from public, anon;
revoke all on function public.my_created_events() from public, anon;
revoke all on function public.my_attending_events() from public, anon;
revoke all on function public.chapter_member_list(integer) from public, anon;
grant execute on function public.events_page() to authenticated, service_role;
grant execute on function public.my_created_events() to authenticated, service_role;
grant execute on function public.my_attending_events() to authenticated, service_role;
grant execute on function public.chapter_member_list(integer) to authenticated, service_role;
