-- Issue 22, after 20261123222500_mfa_aal2_enforced: the two security definer RPCs added since then that use none
-- of the guarded helpers check the second factor too (each as in its own migration, with one line added):
--   * who_matches (20261123223454): an enrolled member at aal1 gets no suggestions (as a read under RLS);
--   * president_apply (20261123223600): her aal1 token cannot apply (42501).
-- And storage.objects (the avatars bucket) gets the same restrictive policies as the tables of public.
-- supabase/tests/mfa-aal.test.ts fails for a public security definer function that checks neither the second
-- factor nor a guarded helper.

create or replace function public.who_matches(p_limit integer default 3, p_offset integer default 0)
returns table (user_id uuid, display_name text, avatar_url text, role text, company text, skills text[],
               reasons text[], score integer)
language plpgsql stable security definer set search_path = '' as $$
#variable_conflict use_column
declare
  v_me uuid := (select auth.uid());
  -- Her own keys first, as arrays: the planner then sees how few they are and probes the lower() indexes.
  v_sp text[] := array(select distinct lower(s.superpower) from public.user_superpowers s where s.user_id = v_me);
  v_pa text[] := array(select distinct lower(s.passion) from public.user_passions s where s.user_id = v_me);
  v_fu text[] := array(select distinct lower(s.fuel) from public.user_fuel s where s.user_id = v_me);
  v_serves text[];
  v_ch integer[] := array(select c.chapter_id from public.chapter_members c where c.user_id = v_me);
  v_senior boolean := exists (select 1 from public.user_goals g where g.user_id = v_me
                              and g.category in ('mentor', 'authority') and g.status <> 'goal_completed');
  v_collab boolean := exists (select 1 from public.user_goals g where g.user_id = v_me
                              and g.category = 'collaborator' and g.status <> 'goal_completed');
  v_fans boolean := exists (select 1 from public.user_goals g where g.user_id = v_me
                            and g.category = 'raving_fan' and g.status <> 'goal_completed');
begin
  if v_me is null or not private.mfa_satisfied() then
    return;
  end if;
  -- Her passions and purpose that another member's superpower can serve (not one she brings herself).
  v_serves := array(select k from unnest(v_pa || v_fu) k where not k = any (v_sp));
  return query
  with hits as (
    -- One row per member and kind of reason, with its weight.
    select distinct s.user_id, 1 as kind, 3 as w from public.user_passions s where lower(s.passion) = any (v_pa)
    union all
    select distinct s.user_id, 2, 3 from public.user_fuel s where lower(s.fuel) = any (v_fu)
    union all
    select distinct s.user_id, 3, 2 from public.user_superpowers s where lower(s.superpower) = any (v_sp)
    union all
    select distinct s.user_id, 4, 3 from public.user_superpowers s where lower(s.superpower) = any (v_serves)
    union all
    select distinct d.user_id, 5, 2 from public.diva_presidents d where v_senior and d.approved
    union all
    select distinct c.user_id, 6, 2 from public.chapter_members c where c.chapter_id = any (v_ch)
    union all
    select distinct s.user_id, 7, 3 from public.user_superpowers s
     where v_collab and not lower(s.superpower) = any (v_sp)
       and (exists (select 1 from public.user_passions x where x.user_id = s.user_id and lower(x.passion) = any (v_pa))
            or exists (select 1 from public.user_fuel x where x.user_id = s.user_id and lower(x.fuel) = any (v_fu)))
    union all
    select distinct x.user_id, 8, 3 from (
      select s.user_id from public.user_passions s where v_fans and lower(s.passion) = any (v_sp)
      union all
      select s.user_id from public.user_fuel s where v_fans and lower(s.fuel) = any (v_sp)
    ) x
  ),
  scores as (select h.user_id, sum(h.w)::integer as score from hits h group by h.user_id),
  top as (
    select p.user_id, p.display_name, p.avatar_url, p.role, p.company, coalesce(sc.score, 0) as score
      from public.profiles p
      left join scores sc on sc.user_id = p.user_id
     where p.user_id <> v_me
       and not exists (select 1 from public.connection_requests r where r.requester_id = v_me and r.requested_id = p.user_id)
       and not exists (select 1 from public.connection_requests r
                        where r.requested_id = v_me and r.requester_id = p.user_id and r.status <> 'denied')
       and not exists (select 1 from public.member_blocks b where b.blocker_id = v_me and b.blocked_id = p.user_id)
       and not exists (select 1 from public.member_blocks b where b.blocker_id = p.user_id and b.blocked_id = v_me)
     order by coalesce(sc.score, 0) desc, p.display_name, p.user_id
     limit least(greatest(p_limit, 1), 50) offset greatest(p_offset, 0)
  )
  -- The texts, the 3 skills: for the page's members only.
  select t.user_id, t.display_name, t.avatar_url, t.role, t.company,
         array(select u.superpower from public.user_superpowers u where u.user_id = t.user_id
                order by u.created_at desc limit 3) as skills,
         array(select r.why from (
           select 3 as w, format('You both care about %s', min(s.passion)) as why
             from public.user_passions s where s.user_id = t.user_id and lower(s.passion) = any (v_pa) having count(*) > 0
           union all
           select 3, format('You share a purpose: %s', min(s.fuel))
             from public.user_fuel s where s.user_id = t.user_id and lower(s.fuel) = any (v_fu) having count(*) > 0
           union all
           select 2, format('You both bring %s', min(s.superpower))
             from public.user_superpowers s where s.user_id = t.user_id and lower(s.superpower) = any (v_sp)
           having count(*) > 0
           union all
           select 3, format('Her superpower %s serves what drives you', min(s.superpower))
             from public.user_superpowers s where s.user_id = t.user_id and lower(s.superpower) = any (v_serves)
           having count(*) > 0
           union all
           select 2, format('%s: a possible mentor or authority ally', initcap(min(d.role)))
             from public.diva_presidents d where v_senior and d.approved and d.user_id = t.user_id having count(*) > 0
           union all
           select 2, format('%s chapter', min(ch.name))
             from public.chapter_members c join public.chapters ch on ch.id = c.chapter_id
            where c.user_id = t.user_id and c.chapter_id = any (v_ch) having count(*) > 0
           union all
           select 3, format('A possible collaborator who brings %s', min(s.superpower))
             from public.user_superpowers s
            where v_collab and s.user_id = t.user_id and not lower(s.superpower) = any (v_sp)
              and (exists (select 1 from public.user_passions x where x.user_id = t.user_id and lower(x.passion) = any (v_pa))
                   or exists (select 1 from public.user_fuel x where x.user_id = t.user_id and lower(x.fuel) = any (v_fu)))
           having count(*) > 0
           union all
           select 3, format('Cares about what you bring: %s', min(x.v))
             from (select s.passion as v from public.user_passions s where s.user_id = t.user_id and lower(s.passion) = any (v_sp)
                   union all
                   select s.fuel from public.user_fuel s where s.user_id = t.user_id and lower(s.fuel) = any (v_sp)) x
            where v_fans having count(*) > 0
         ) r order by r.w desc, r.why) as reasons,
         t.score
    from top t
   order by t.score desc, t.display_name, t.user_id;
end
$$;


create or replace function public.president_apply(full_name text, role text, chapter_id integer) returns uuid
language plpgsql security definer set search_path = '' as $$
declare
  _id uuid;
  _chapter integer := case when role = 'president' then chapter_id end;
begin
  if (select auth.uid()) is null then
    raise exception 'sign in to apply' using errcode = '42501';
  end if;
  perform private.require_mfa_satisfied();
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


select private.require_mfa_policies('storage.objects');
