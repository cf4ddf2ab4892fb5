-- who_matches: the 3 skills are read for the page's members only (they were read for every candidate before the
-- limit). Same answer, same grants.
create or replace function public.who_matches(p_limit integer default 3, p_offset integer default 0)
returns table (user_id uuid, display_name text, avatar_url text, role text, company text, skills text[],
               reasons text[], score integer)
language sql stable security invoker set search_path = '' as $$
  with me as (select (select auth.uid()) as id),
  my_sp as (select lower(s.superpower) as k from public.user_superpowers s, me where s.user_id = me.id),
  my_pa as (select lower(s.passion) as k from public.user_passions s, me where s.user_id = me.id),
  my_fu as (select lower(s.fuel) as k from public.user_fuel s, me where s.user_id = me.id),
  my_ch as (select c.chapter_id from public.chapter_members c, me where c.user_id = me.id),
  needs_senior as (select exists (select 1 from public.user_goals g, me where g.user_id = me.id
                   and g.category in ('mentor', 'authority') and g.status <> 'goal_completed') as yes),
  candidates as (
    select p.user_id, p.display_name, p.avatar_url, p.role, p.company
      from public.profiles p, me
     where p.user_id <> me.id
       and not exists (select 1 from public.connection_requests r
                        where (r.requester_id = me.id and r.requested_id = p.user_id)
                           or (r.requested_id = me.id and r.requester_id = p.user_id and r.status <> 'denied'))
       and not exists (select 1 from public.member_blocks b
                        where (b.blocker_id = me.id and b.blocked_id = p.user_id)
                           or (b.blocker_id = p.user_id and b.blocked_id = me.id))
  ),
  reasons as (
    select s.user_id, 3 as w, format('You both care about %s', min(s.passion)) as why
      from public.user_passions s join my_pa m on m.k = lower(s.passion) group by s.user_id
    union all
    select s.user_id, 3, format('You share a purpose: %s', min(s.fuel))
      from public.user_fuel s join my_fu m on m.k = lower(s.fuel) group by s.user_id
    union all
    select s.user_id, 2, format('You both bring %s', min(s.superpower))
      from public.user_superpowers s join my_sp m on m.k = lower(s.superpower) group by s.user_id
    union all
    select s.user_id, 3, format('Her superpower %s serves what drives you', min(s.superpower))
      from public.user_superpowers s
     where lower(s.superpower) in (select k from my_pa union select k from my_fu)
       and lower(s.superpower) not in (select k from my_sp)
     group by s.user_id
    union all
    select d.user_id, 2, format('%s: a possible mentor or authority ally', initcap(d.role))
      from public.diva_presidents d, needs_senior n where n.yes and d.approved
    union all
    select c.user_id, 2, format('%s chapter', ch.name)
      from public.chapter_members c join my_ch m on m.chapter_id = c.chapter_id
      join public.chapters ch on ch.id = c.chapter_id
  ),
  scored as (
    select c.*, coalesce(sum(r.w), 0)::integer as score,
           coalesce(array_agg(r.why order by r.w desc, r.why) filter (where r.why is not null), '{}') as reasons
      from candidates c left join reasons r on r.user_id = c.user_id
     group by c.user_id, c.display_name, c.avatar_url, c.role, c.company
  ),
  -- The page first, then the 3 skills of only the members on it.
  top as (
    select * from scored s
     order by s.score desc, s.display_name, s.user_id
     limit least(greatest(p_limit, 1), 50) offset greatest(p_offset, 0)
  )
  select t.user_id, t.display_name, t.avatar_url, t.role, t.company,
         coalesce((select array_agg(x.superpower) from (
           select u.superpower from public.user_superpowers u where u.user_id = t.user_id
            order by u.created_at desc limit 3) x), '{}') as skills,
         t.reasons, t.score
    from top t
   order by t.score desc, t.display_name, t.user_id
$$;
