-- The per-member rate limit of the AI edge functions. Hosted Supabase runs many function instances, so the
-- count lives here, not in a function's memory. A sliding window: each member's row keeps the times of her
-- counted calls within the window, pruned on every call; the row lock of the upsert serialises her concurrent
-- calls, so two instances cannot both take the last slot.
create table private.ai_call_log (
  user_id uuid primary key references auth.users (id) on delete cascade,
  calls timestamptz[] not null default '{}'
);
revoke all on table private.ai_call_log from public, anon, authenticated;

-- Counts one AI call of the caller (auth.uid(), never an argument) when fewer than max_calls were counted in
-- the last window_seconds, and returns 0; otherwise counts nothing and returns the seconds until a slot frees.
-- The functions call it with the caller's token and pass their configured limit; a member calling it herself
-- can only spend her own allowance.
create function public.ai_rate_limit_hit(max_calls integer, window_seconds integer default 60)
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
revoke execute on function public.ai_rate_limit_hit(integer, integer) from public, anon;
grant execute on function public.ai_rate_limit_hit(integer, integer) to authenticated, service_role;
