-- The Who area (issue 18): the dashboard in one call, matches ranked by the database with their reasons, and
-- goals that name a member and move with real outcomes (a request sent, a request approved) by trigger.

-- Goals that name the member they are about ------------------------------------------------------------------
alter table public.user_goals
  add column target_member_id uuid references public.profiles (user_id) on delete set null,
  -- Why the goal last moved when the database moved it; only the triggers below write it.
  add column status_reason text check (char_length(status_reason) <= 300),
  add constraint user_goals_target_not_self check (target_member_id is distinct from user_id);
create index user_goals_target_member_id_idx on public.user_goals (user_id, target_member_id)
  where target_member_id is not null;

grant insert (target_member_id), update (target_member_id) on table public.user_goals to authenticated;

create function private.goal_stage_rank(stage text) returns integer
language sql immutable set search_path = '' as $$
  select array_position(
    array['initial', 'goal_created', 'connection_identified', 'outreach_initiated', 'connection_acquired', 'goal_completed'],
    stage)
$$;
revoke all on function private.goal_stage_rank(text) from public, anon, authenticated;
grant execute on function private.goal_stage_rank(text) to service_role;

-- A member moving her own goal clears the database's reason (she moved it, not an outcome).
create function private.user_goals_clear_reason() returns trigger
language plpgsql set search_path = '' as $$
begin
  if not private.is_trusted_writer() and new.status is distinct from old.status then
    new.status_reason := null;
  elsif not private.is_trusted_writer() then
    new.status_reason := old.status_reason;
  end if;
  return new;
end $$;
revoke all on function private.user_goals_clear_reason() from public, anon, authenticated;
create trigger user_goals_clear_reason before update on public.user_goals
  for each row execute function private.user_goals_clear_reason();

-- A request sent moves her goals about that member to outreach_initiated; approved, to connection_acquired.
-- Only forward, never past goal_completed, and only the requester's goals (security definer: the client
-- cannot write status_reason, and nobody else's request can move her goals).
create function private.connection_requests_move_goals() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _name text := private.display_name(new.requested_id);
begin
  if tg_op = 'INSERT' and new.status = 'pending' then
    update public.user_goals g
       set status = 'outreach_initiated',
           status_reason = format('You sent %s a connection request', _name)
     where g.user_id = new.requester_id and g.target_member_id = new.requested_id
       and private.goal_stage_rank(g.status) < private.goal_stage_rank('outreach_initiated');
  elsif new.status = 'approved' and (tg_op = 'INSERT' or old.status <> 'approved') then
    update public.user_goals g
       set status = 'connection_acquired',
           status_reason = format('%s accepted your connection request', _name)
     where g.user_id = new.requester_id and g.target_member_id = new.requested_id
       and private.goal_stage_rank(g.status) < private.goal_stage_rank('connection_acquired');
  end if;
  return null;
end $$;
revoke all on function private.connection_requests_move_goals() from public, anon, authenticated;
create trigger connection_requests_move_goals after insert or update of status on public.connection_requests
  for each row execute function private.connection_requests_move_goals();

-- The dashboard in one call ---------------------------------------------------------------------------------
-- Counts, the 3 newest superpowers, goals and connections, and practice figures, all read as the caller.
create function public.who_dashboard() returns jsonb
language sql stable security invoker set search_path = '' as $$
  with me as (select (select auth.uid()) as id),
  links as (
    select case when r.requester_id = me.id then r.requested_id else r.requester_id end as other, r.responded_at, r.created_at
      from public.connection_requests r, me
     where r.status = 'approved' and (r.requester_id = me.id or r.requested_id = me.id)
  )
  select jsonb_build_object(
    'superpowers', (select count(*) from public.user_superpowers s, me where s.user_id = me.id),
    'passions', (select count(*) from public.user_passions s, me where s.user_id = me.id),
    'fuel', (select count(*) from public.user_fuel s, me where s.user_id = me.id),
    'goals', (select count(*) from public.user_goals g, me where g.user_id = me.id),
    'connections', (select count(*) from links),
    'recent_superpowers', coalesce((select jsonb_agg(x.superpower) from (
        select s.superpower from public.user_superpowers s, me where s.user_id = me.id
         order by s.created_at desc limit 3) x), '[]'),
    'recent_goals', coalesce((select jsonb_agg(jsonb_build_object('id', x.id, 'title', x.title, 'status', x.status)) from (
        select g.id, g.title, g.status from public.user_goals g, me where g.user_id = me.id
         order by g.created_at desc limit 3) x), '[]'),
    'recent_connections', coalesce((select jsonb_agg(jsonb_build_object(
        'user_id', x.other, 'display_name', p.display_name, 'avatar_url', p.avatar_url, 'role', p.role)) from (
        select l.other, coalesce(l.responded_at, l.created_at) as at from links l order by 2 desc limit 3) x
        join public.profiles p on p.user_id = x.other), '[]'),
    'practice_count', (select count(*) from public.practice_sessions s, me where s.user_id = me.id),
    'practice_average', (select round(avg(s.score))::integer from public.practice_sessions s, me
                          where s.user_id = me.id and s.score is not null)
  )
$$;
revoke all on function public.who_dashboard() from public, anon;
grant execute on function public.who_dashboard() to authenticated, service_role;

-- Matches ranked in one call ---------------------------------------------------------------------------------
-- Everyone but herself, her connections and requests either way, and members blocked either way; scored by
-- shared passions (3), shared purpose (3), shared superpowers (2), superpowers that answer her passions or
-- purpose (3), a chapter leader when a goal needs a mentor or authority ally (2), the same chapter (2).
create function public.who_matches(p_limit integer default 3, p_offset integer default 0)
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
  )
  select s.user_id, s.display_name, s.avatar_url, s.role, s.company,
         coalesce((select array_agg(x.superpower) from (
           select u.superpower from public.user_superpowers u where u.user_id = s.user_id
            order by u.created_at desc limit 3) x), '{}') as skills,
         s.reasons, s.score
    from scored s
   order by s.score desc, s.display_name, s.user_id
   limit least(greatest(p_limit, 1), 50) offset greatest(p_offset, 0)
$$;
revoke all on function public.who_matches(integer, integer) from public, anon;
grant execute on function public.who_matches(integer, integer) to authenticated, service_role;
