-- Search from the header box (issue 21): people, posts, chapters and events in ONE request, by Postgres
-- full-text search. Generated tsvector columns with GIN indexes; the 'simple' configuration (no stemming, no
-- stop words: names and words are matched as written, and every word of the query is a prefix, so "fund"
-- finds "fundraising"). The function is security invoker: row-level security decides what each member finds
-- (pending events only for those who may see them). Messages are never searched.

alter table public.profiles add column search_vector tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, display_name), 'A')
  || setweight(to_tsvector('simple'::regconfig, coalesce(role, '') || ' ' || coalesce(company, '')), 'B')
  || setweight(to_tsvector('simple'::regconfig, coalesce(bio, '')), 'D')
) stored;
create index profiles_search_idx on public.profiles using gin (search_vector);

-- Skills (superpowers) live in their own table; their own index, weighted like role and company.
create index user_superpowers_search_idx on public.user_superpowers
  using gin (to_tsvector('simple'::regconfig, superpower));

alter table public.posts add column search_vector tsvector generated always as (
  to_tsvector('simple'::regconfig, content)
) stored;
create index posts_search_idx on public.posts using gin (search_vector);

alter table public.chapters add column search_vector tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, location), 'B')
) stored;
create index chapters_search_idx on public.chapters using gin (search_vector);

alter table public.events add column search_vector tsvector generated always as (
  setweight(to_tsvector('simple'::regconfig, title), 'A')
  || setweight(to_tsvector('simple'::regconfig, location), 'B')
  || setweight(to_tsvector('simple'::regconfig, coalesce(description, '')), 'C')
) stored;
create index events_search_idx on public.events using gin (search_vector);
-- Members read events column by column (the address is withheld); the vector holds no address.
grant select (search_vector) on table public.events to authenticated;

-- The member's text as a safe prefix query: at most 100 characters, only its letters and digits (quotes,
-- operators & | ! ( ) : * and backslashes are separators, never syntax), at most 8 words, each a prefix, all
-- required. Null when nothing searchable is left.
create function private.search_query(q text) returns tsquery
language sql immutable parallel safe set search_path = '' as $$
  select case when count(*) = 0 then null
              else to_tsquery('simple'::regconfig, string_agg(w.word || ':*', ' & ')) end
    from (select lower(m[1]) as word
            from regexp_matches(left(coalesce(q, ''), 100), '([[:alnum:]]+)', 'g') as m
           limit 8) as w
$$;

-- One answer for the four groups: {people, posts, chapters, events}, each {items, more}, best first by
-- ts_rank. "See all": only_group names one group and group_offset pages through it (per_group at most 50).
create function public.search_network(
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
    select jsonb_build_object('items', coalesce(jsonb_agg(r.item order by r.nr) filter (where r.nr <= _n), '[]'),
                              'more', count(*) > _n)
      into _posts
      from (select row_number() over (order by b.rank desc, b.created_at desc, b.id) as nr,
                   jsonb_build_object('id', b.id, 'created_at', b.created_at, 'user_id', b.user_id,
                     'author', a.display_name,
                     -- An excerpt around the first match, plain text: the client marks the words itself.
                     'excerpt', ts_headline('simple'::regconfig, b.content, _q,
                       'StartSel="",StopSel="",MaxWords=28,MinWords=12,ShortWord=0')) as item
              from (select t.id, t.user_id, t.content, t.created_at, ts_rank(t.search_vector, _q) as rank
                      from public.posts t where t.search_vector @@ _q
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

revoke all on function private.search_query(text) from public;
grant execute on function private.search_query(text) to authenticated, service_role;
revoke all on function public.search_network(text, integer, text, integer) from public, anon;
grant execute on function public.search_network(text, integer, text, integer) to authenticated, service_role;
