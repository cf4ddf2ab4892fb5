-- search_network (issue 21), measured: ranking every matching post costs too much when a word is in thousands of
-- posts (p95 62 ms on PostgreSQL with 100,000 posts). Posts are now ranked among the 400 newest that match (the
-- GIN index finds them; only those are ranked); people, chapters and events
-- are unchanged. "See all" pages within that window. Measured: p95 108 -> 66 ms on PGlite; still above the aim
-- (fetching every match from the bitmap is the cost when a word is in a sixth of all posts).

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
                      from (select w.id, w.user_id, w.content, w.created_at, w.search_vector from public.posts w
                             where w.search_vector @@ _q order by w.created_at desc limit 400) t
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

