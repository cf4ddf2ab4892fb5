-- search_network (issue 21): the posts group never used its GIN index. EXPLAIN (ANALYZE, BUFFERS) on PGlite and on
-- PostgreSQL 15 showed a sequential scan of all 100,000 posts for every search ('chapter', which no post contains,
-- read them all: 94 ms on PGlite, 45 ms on PostgreSQL). Under row-level security Postgres applies an operator
-- that is not leakproof, as tsvector @@ tsquery is, only after the policies' conditions, so never as an index
-- condition; the MFA restrictive policy (posts_mfa_select) is such a condition on every table. Marking the
-- operator leakproof needs a superuser, which hosted Supabase does not give.
--
-- Now the candidates come from private.search_post_candidates (security definer, in the private schema, which the
-- API does not expose): the ids of the 400 newest posts that match. Only ids leave it. search_network stays
-- security invoker and reads those posts by id, so row-level security still decides what a member finds; it ranks
-- only those (at most 400) rows, as before. People, chapters and events are unchanged (1,000 rows or fewer).
--
-- The GIN index no longer keeps a pending list (fastupdate): a search read the whole list, which only VACUUM
-- empties, and PGlite has no autovacuum (258 buffers instead of 16 for a word no post contains). A post's words
-- now go into the index as it is written.
alter index public.posts_search_idx set (fastupdate = off);
select gin_clean_pending_list('public.posts_search_idx'::regclass);

-- The ids of at most n posts among the `newest` posts that match, the newest first.
create function private.search_newest_posts(q tsquery, n integer, newest integer) returns uuid[]
language sql stable security definer set search_path = '' as $$
  select coalesce(array_agg(w.id order by w.created_at desc), '{}')
    from (select r.id, r.created_at
            from (select p.id, p.created_at, p.search_vector from public.posts p order by p.created_at desc limit newest) r
           where r.search_vector @@ q order by r.created_at desc limit n) w
$$;
revoke all on function private.search_newest_posts(tsquery, integer, integer) from public, anon;

create function private.search_post_candidates(q tsquery, n integer) returns uuid[]
language plpgsql stable security definer set search_path = '' as $$
declare
  _n integer := least(greatest(coalesce(n, 0), 0), 1000);
  _ids uuid[];
begin
  if q is null or _n = 0 or not private.mfa_satisfied() then
    return '{}';
  end if;
  -- The newest posts first (the created_at index): a common word's newest matches are among them, and how many
  -- of the 1,000 newest match tells how common the words are.
  _ids := private.search_newest_posts(q, _n, 1000);
  if cardinality(_ids) = _n then
    return _ids;
  end if;
  -- Common (7% or more of the newest posts): read on, up to 10,000 posts. Measured, reading a post in order costs
  -- about what fetching one match found by the GIN index costs, and for a word this common reading on needs fewer.
  if cardinality(_ids) >= 70 then
    _ids := private.search_newest_posts(q, _n, 10000);
    if cardinality(_ids) = _n then
      return _ids;
    end if;
  end if;
  -- Rarer: every match through the GIN index (materialised, so the planner does not walk the created_at index
  -- instead), the newest first.
  with m as materialized (select p.id, p.created_at from public.posts p where p.search_vector @@ q)
  select array_agg(w.id order by w.created_at desc) into _ids
    from (select m.id, m.created_at from m order by m.created_at desc limit _n) w;
  return coalesce(_ids, '{}');
end;
$$;
revoke all on function private.search_post_candidates(tsquery, integer) from public, anon;
grant execute on function private.search_post_candidates(tsquery, integer) to authenticated, service_role;

create or replace function public.search_network(
  q text,
  per_group integer default 5,
  only_group text default null,
  group_offset integer default 0
) returns jsonb
language plpgsql stable security invoker set search_path = '' as $$
declare
  _q tsquery := private.search_query(q);
  _n integer := least(greatest(coalesce(per_group, 5), 1), 50);
  _o integer := least(greatest(coalesce(group_offset, 0), 0), 1000);
  _empty constant jsonb := jsonb_build_object('items', '[]'::jsonb, 'more', false);
  _people jsonb := _empty;
  _posts jsonb := _empty;
  _chapters jsonb := _empty;
  _events jsonb := _empty;
  _post_ids uuid[];
begin
  if only_group is not null and only_group not in ('people', 'posts', 'chapters', 'events') then
    raise exception 'unknown search group' using errcode = '22023';
  end if;
  if _q is null or querytree(_q) = 'T' or (select auth.uid()) is null then
    return jsonb_build_object('people', _empty, 'posts', _empty, 'chapters', _empty, 'events', _empty);
  end if;

  if coalesce(only_group, 'people') = 'people' then
    with hits as (
      select p.user_id, ts_rank(p.search_vector, _q) as rank from public.profiles p where p.search_vector @@ _q
      union all
      select s.user_id, 0.4 * ts_rank(to_tsvector('simple'::regconfig, s.superpower), _q)
        from public.user_superpowers s where to_tsvector('simple'::regconfig, s.superpower) @@ _q
    ), best as (
      select h.user_id, max(h.rank) as rank from hits h group by h.user_id
      order by 2 desc, 1 limit _n + 1 offset _o
    )
    select jsonb_build_object('items', coalesce(jsonb_agg(r.item order by r.rank desc, r.user_id) filter (where r.nr <= _n), '[]'),
                              'more', count(*) > _n)
      into _people
      from (select b.user_id, b.rank, row_number() over (order by b.rank desc, b.user_id) as nr,
                   jsonb_build_object('user_id', p.user_id, 'display_name', p.display_name, 'avatar_url', p.avatar_url,
                     'role', p.role, 'company', p.company,
                     'skills', coalesce((select jsonb_agg(x.superpower) from (
                        select s.superpower from public.user_superpowers s where s.user_id = p.user_id
                         order by s.created_at, s.superpower limit 2) x), '[]')) as item
              from best b join public.profiles p on p.user_id = b.user_id) r;
  end if;

  if coalesce(only_group, 'posts') = 'posts' then
    -- The candidates first, into a variable: Postgres would otherwise run the helper again to estimate the plan.
    _post_ids := private.search_post_candidates(_q, 400);
    select jsonb_build_object('items', coalesce(jsonb_agg(r.item order by r.nr) filter (where r.nr <= _n), '[]'),
                              'more', count(*) > _n)
      into _posts
      from (select row_number() over (order by b.rank desc, b.created_at desc, b.id) as nr,
                   jsonb_build_object('id', b.id, 'created_at', b.created_at, 'user_id', b.user_id,
                     'author', a.display_name,
                     -- An excerpt around the first match, plain text: the client marks the words itself.
                     'excerpt', ts_headline('simple'::regconfig, b.content, _q,
                       'StartSel="",StopSel="",MaxWords=28,MinWords=12,ShortWord=0')) as item
              -- Read by id (uuid equality is leakproof: the primary key serves it), so row-level security decides.
              from (select t.id, t.user_id, t.content, t.created_at, ts_rank(t.search_vector, _q) as rank
                      from public.posts t where t.id = any(_post_ids)
                     order by 5 desc, t.created_at desc, t.id limit _n + 1 offset _o) b
              left join public.profiles a on a.user_id = b.user_id) r;
  end if;

  if coalesce(only_group, 'chapters') = 'chapters' then
    select jsonb_build_object('items', coalesce(jsonb_agg(r.item order by r.nr) filter (where r.nr <= _n), '[]'),
                              'more', count(*) > _n)
      into _chapters
      from (select row_number() over (order by ts_rank(c.search_vector, _q) desc, c.name) as nr,
                   jsonb_build_object('id', c.id, 'name', c.name, 'slug', c.slug, 'location', c.location) as item
              from public.chapters c where c.search_vector @@ _q
             order by ts_rank(c.search_vector, _q) desc, c.name limit _n + 1 offset _o) r;
  end if;

  if coalesce(only_group, 'events') = 'events' then
    select jsonb_build_object('items', coalesce(jsonb_agg(r.item order by r.nr) filter (where r.nr <= _n), '[]'),
                              'more', count(*) > _n)
      into _events
      from (select row_number() over (order by b.rank desc, b.date, b.id) as nr,
                   jsonb_build_object('id', b.id, 'title', b.title, 'date', b.date, 'time', b.time,
                     'approved', b.approved, 'chapter', c.name) as item
              from (select e.id, e.title, e.date, e.time, e.approved, e.chapter_id, ts_rank(e.search_vector, _q) as rank
                      from public.events e where e.search_vector @@ _q
                     order by 7 desc, e.date, e.id limit _n + 1 offset _o) b
              left join public.chapters c on c.id = b.chapter_id) r;
  end if;

  return jsonb_build_object('people', _people, 'posts', _posts, 'chapters', _chapters, 'events', _events);
end;
$$;

