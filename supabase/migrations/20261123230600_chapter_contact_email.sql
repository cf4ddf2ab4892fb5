-- The chapter page shows the contact e-mail her president sets in the portal's Settings (issue 20). The column
-- is appended to chapter_overview (create or replace keeps every existing column and its order).
create or replace view public.chapter_overview with (security_invoker = true) as
  select c.id, c.name, c.slug, c.location, c.description, c.status, c.founded_year, c.member_count,
         c.cover_image_url, c.logo_url, c.map_image_url,
         c.president_title, c.president_bio, c.president_photo_url, c.president_linkedin_url,
         d.user_id as president_user_id, d.full_name as president_name,
         n.id as next_event_id, n.title as next_event_title, n.date as next_event_date, n.time as next_event_time,
         exists (
           select 1 from public.chapter_members m where m.chapter_id = c.id and m.user_id = (select auth.uid())
         ) as is_member,
         c.president_email as contact_email
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
