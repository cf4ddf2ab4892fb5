-- Issue 22: a member with a verified second factor (TOTP) is at aal2 or is refused by the database.
-- This is the pattern Supabase documents for enrolled users ("enforce MFA for users who have enrolled"):
--   * every table of `public` with row-level security gets RESTRICTIVE policies (one per operation) that let a
--     statement through only when the token is aal2 or its member has no verified factor. Restrictive policies
--     are AND-ed with the permissive ones, so nothing anyone could do before is widened.
--   * the security definer functions (they bypass row-level security) check the same thing: through the guarded
--     helpers (is_admin, require_admin, is_moderator, president_chapter_id, is_participant), and explicitly in
--     the definer RPCs that use none of them (list_conversations, ai_rate_limit_hit).
-- What an aal1 session of an enrolled member can still do is what Auth serves: list her factors, challenge and
-- verify (to reach aal2), refresh and sign out. Members without a factor (the demo accounts) are unaffected.
--
-- A NEW TABLE in public gets the same policies with one line in its migration, after `enable row level security`:
--     select private.require_mfa_policies('public.my_table');
-- supabase/tests/mfa-aal.test.ts fails for a table with row-level security that lacks them.
--
-- auth.mfa_factors is Supabase Auth's table (hosted), created by local-supabase's bootstrap locally.
do $$ begin
  if to_regclass('auth.mfa_factors') is null then
    raise exception 'auth.mfa_factors is missing: this migration needs Supabase Auth''s MFA tables (local-supabase with MFA support)';
  end if;
end $$;

-- True when the caller's token may see member data: aal2, or no verified factor. Security definer because the
-- authenticated role has no grant on auth's tables; STABLE and used as `(select private.mfa_satisfied())`, so
-- Postgres reads it once per statement (an init plan), not once per row.
create function private.mfa_satisfied() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
      or not exists (
        select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
      )
$$;
revoke all on function private.mfa_satisfied() from public, anon;
grant execute on function private.mfa_satisfied() to authenticated, service_role;

-- For the definer RPCs: refuses (42501, HTTP 403) an enrolled member's aal1 token with a message in words.
create function private.require_mfa_satisfied() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.mfa_satisfied() then
    raise exception 'enter your two-factor code first: this account uses two-factor sign-in' using errcode = '42501';
  end if;
end $$;
revoke all on function private.require_mfa_satisfied() from public, anon;
grant execute on function private.require_mfa_satisfied() to authenticated, service_role;

-- The four restrictive policies of one table (select, insert, update, delete), for the authenticated role
-- (anon has no factors; service_role is the server's). Idempotent.
create function private.require_mfa_policies(tbl regclass) returns void
language plpgsql set search_path = '' as $$
declare
  _name text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
  _op text;
begin
  foreach _op in array array['select', 'insert', 'update', 'delete'] loop
    if not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = tbl and p.polname = _name || '_mfa_' || _op) then
      execute format(
        'create policy %I on %s as restrictive for %s to authenticated %s',
        _name || '_mfa_' || _op, tbl, _op,
        case _op
          when 'insert' then 'with check ((select private.mfa_satisfied()))'
          when 'update' then 'using ((select private.mfa_satisfied())) with check ((select private.mfa_satisfied()))'
          else 'using ((select private.mfa_satisfied()))'
        end
      );
    end if;
  end loop;
end $$;
revoke all on function private.require_mfa_policies(regclass) from public, anon, authenticated;

do $$
declare
  r record;
begin
  for r in
    select c.oid from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and c.relrowsecurity
  loop
    perform private.require_mfa_policies(r.oid);
  end loop;
end $$;

-- The guarded helpers: an enrolled admin, moderator, president or participant at aal1 is none of these. -------
create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
    and coalesce((
      select max((entry ->> 'timestamp')::numeric)
      from jsonb_array_elements(
        case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array' then (select auth.jwt()) -> 'amr' else '[]'::jsonb end
      ) as entry
      where jsonb_typeof(entry -> 'timestamp') = 'number'
    ), 0) > extract(epoch from now()) - 86400
    and private.mfa_satisfied()
$$;

create or replace function private.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_mfa_satisfied();
  if not private.is_admin() then
    raise exception 'only the admin can do this' using errcode = '42501';
  end if;
end $$;

create or replace function private.is_moderator() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.diva_presidents d
    where d.user_id = (select auth.uid()) and d.role = 'moderator' and d.approved
  ) and private.mfa_satisfied()
$$;

create or replace function private.president_chapter_id() returns integer
language sql stable security definer set search_path = '' as $$
  select d.chapter_id from public.diva_presidents d
  where d.user_id = (select auth.uid()) and d.role = 'president' and d.approved and private.mfa_satisfied()
$$;

create or replace function private.is_participant(conversation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversations c
     where c.id = conversation and (c.participant_1 = (select auth.uid()) or c.participant_2 = (select auth.uid()))
  ) and private.mfa_satisfied()
$$;

-- The definer RPCs that use none of the helpers above. -----------------------------------------------------
-- list_conversations as in 20251123204500_messaging_list_at_scale.sql; `me` is empty at aal1 for an enrolled
-- member, so she gets no rows (as row-level security answers a read).
create or replace function public.list_conversations(search text default null, max_rows integer default 500)
returns table (
  id uuid,
  other_user_id uuid,
  other_display_name text,
  other_avatar_url text,
  last_message_at timestamptz,
  last_message_content text,
  last_message_sender_id uuid,
  last_message_created_at timestamptz,
  unread_count integer,
  other_last_read_at timestamptz
)
language sql stable security definer set search_path = '' as $$
  with me as (select (select auth.uid()) as id where (select private.mfa_satisfied())),
  pattern as (
    select case when nullif(btrim(search), '') is null then null
           else '%' || replace(replace(replace(btrim(search), '\', '\\'), '%', '\%'), '_', '\_') || '%' end as value
  ),
  mine as (
    select c.id, c.last_message_at,
           case when c.participant_1 = me.id then c.participant_2 else c.participant_1 end as other
      from public.conversations c, me
     where c.participant_1 = me.id or c.participant_2 = me.id
  )
  select m.id, m.other, p.display_name, p.avatar_url, m.last_message_at,
         last.content, last.sender_id, last.created_at,
         (select count(*)::integer from (
            select 1 from public.messages u
             where u.conversation_id = m.id and u.sender_id = m.other
               and u.created_at > coalesce(mine_read.last_read_at, '-infinity'::timestamptz)
             limit 100) as unread),
         other_read.last_read_at
    from mine m
    cross join me
    cross join pattern
    left join public.profiles p on p.user_id = m.other
    left join public.conversation_reads mine_read on mine_read.conversation_id = m.id and mine_read.user_id = me.id
    left join public.conversation_reads other_read on other_read.conversation_id = m.id and other_read.user_id = m.other
    left join lateral (
      select x.content, x.sender_id, x.created_at from public.messages x
       where x.conversation_id = m.id order by x.created_at desc, x.id desc limit 1
    ) last on true
   where not exists (select 1 from public.member_blocks b where b.blocker_id = me.id and b.blocked_id = m.other)
     and (pattern.value is null
          or p.display_name ilike pattern.value
          or exists (select 1 from public.messages s where s.conversation_id = m.id and s.content ilike pattern.value))
   order by m.last_message_at desc, m.id
   limit greatest(1, least(coalesce(max_rows, 500), 1000))
$$;

-- ai_rate_limit_hit as in 20250601002000_ai_rate_limit.sql, refusing an enrolled member's aal1 token first (the
-- AI functions call it with her token before anything else, so they refuse her too).
create or replace function public.ai_rate_limit_hit(max_calls integer, window_seconds integer default 60)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _uid uuid := (select auth.uid());
  _now timestamptz := clock_timestamp();
  _calls timestamptz[];
begin
  if _uid is null then
    raise exception 'sign in to use the AI functions' using errcode = '42501';
  end if;
  perform private.require_mfa_satisfied();
  if max_calls is null or max_calls not between 1 and 10000 or window_seconds is null or window_seconds not between 1 and 3600 then
    raise exception 'max_calls must be 1-10000 and window_seconds 1-3600' using errcode = '22023';
  end if;

  insert into private.ai_call_log as l (user_id) values (_uid)
    on conflict (user_id) do update set calls = l.calls;  -- takes the row lock either way
  select coalesce(array_agg(c order by c), '{}') into _calls
    from private.ai_call_log l, unnest(l.calls) c
   where l.user_id = _uid and c > _now - make_interval(secs => window_seconds);

  if coalesce(array_length(_calls, 1), 0) >= max_calls then
    update private.ai_call_log set calls = _calls where user_id = _uid;
    return greatest(1, ceil(extract(epoch from (_calls[array_length(_calls, 1) - max_calls + 1] + make_interval(secs => window_seconds) - _now)))::integer);
  end if;
  update private.ai_call_log set calls = _calls || _now where user_id = _uid;
  return 0;
end
$$;
