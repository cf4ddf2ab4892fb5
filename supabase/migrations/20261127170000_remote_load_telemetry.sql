-- Remote load telemetry (issue 28): the shell reports how each remote loaded for a member (the release, her
-- cohort, the last phase reached, the time from navigation to the area's first render, retries, the federation
-- error code), and the release tool reads per-release health from it to show `release status` and to roll a
-- failing canary back by itself.
--
-- Clients only call public.report_remote_load; nobody but the service role reads the table. Who reported
-- (auth.uid(), or nobody for a signed-out visitor) and when (now()) are set here, never taken from the client.

create table public.remote_loads (
  id bigint generated always as identity primary key,
  environment text not null check (environment ~ '^[a-z0-9][a-z0-9-]{0,62}$'),
  area text not null check (area ~ '^[a-z][a-z0-9-]{0,39}$'),
  release text not null check (char_length(release) between 1 and 120 and release ~ '^[0-9A-Za-z][0-9A-Za-z.+_-]*$'),
  cohort text not null check (cohort in ('stable', 'canary', 'override')),
  phase text not null check (phase in ('config', 'manifest', 'entry', 'init', 'expose', 'factory', 'render')),
  ok boolean not null,
  duration_ms integer not null check (duration_ms between 0 and 600000),
  retries integer not null check (retries between 0 and 100),
  error_code text check (char_length(error_code) between 1 and 100 and error_code ~ '^[0-9A-Za-z_.:-]+$'),
  member_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  check (not ok or phase = 'render')
);
create index remote_loads_created_at_idx on public.remote_loads (created_at);
create index remote_loads_release_idx on public.remote_loads (environment, area, release, created_at);

alter table public.remote_loads enable row level security;
-- As every table: a member enrolled in two-factor sign-in acts only once she entered her code.
select private.require_mfa_policies('public.remote_loads');
-- Only the service role (the release tool on the server side) reads the rows; members and visitors see their
-- health through public.remote_health, which only the admin may call.
create policy remote_loads_select on public.remote_loads for select to service_role using (true);
revoke all on table public.remote_loads from public, anon, authenticated, service_role;
grant select on table public.remote_loads to service_role;

-- The per-caller rate limit: one row per caller and fixed one-minute window. A member is keyed by her id; a
-- signed-out visitor by the address the gateway reports (x-real-ip, else the last x-forwarded-for hop), and
-- all signed-out visitors together have a ceiling too, so forging addresses cannot flood the table.
create table private.remote_load_rate (
  caller text primary key,
  window_start timestamptz not null,
  calls integer not null
);
revoke all on table private.remote_load_rate from public, anon, authenticated;

create function public.report_remote_load(
  p_environment text, p_area text, p_release text, p_cohort text,
  p_phase text, p_ok boolean, p_duration_ms integer, p_retries integer, p_error_code text default null
) returns void
language plpgsql volatile security definer set search_path = '' as $$
declare
  _uid uuid := (select auth.uid());
  _window timestamptz := date_trunc('minute', now());
  _headers jsonb;
  _address text;
  _caller text;
  _calls integer;
  _anon_calls integer;
begin
  if p_environment is null or p_environment !~ '^[a-z0-9][a-z0-9-]{0,62}$' then
    raise exception 'environment must be an environment name (lower-case letters, digits and -, at most 63)' using errcode = '22023';
  end if;
  if p_area is null or p_area !~ '^[a-z][a-z0-9-]{0,39}$' then
    raise exception 'area must be an area name (lower-case letters, digits and -, at most 40)' using errcode = '22023';
  end if;
  if p_release is null or char_length(p_release) not between 1 and 120 or p_release !~ '^[0-9A-Za-z][0-9A-Za-z.+_-]*$' then
    raise exception 'release must be a release id (letters, digits, . + _ -, at most 120)' using errcode = '22023';
  end if;
  if p_cohort is null or p_cohort not in ('stable', 'canary', 'override') then
    raise exception 'cohort must be stable, canary or override' using errcode = '22023';
  end if;
  if p_phase is null or p_phase not in ('config', 'manifest', 'entry', 'init', 'expose', 'factory', 'render') then
    raise exception 'phase must be one of config, manifest, entry, init, expose, factory, render' using errcode = '22023';
  end if;
  if p_ok is null then
    raise exception 'ok must be true or false' using errcode = '22023';
  end if;
  if p_ok and p_phase <> 'render' then
    raise exception 'a load that succeeded reached the render phase' using errcode = '22023';
  end if;
  if p_duration_ms is null or p_duration_ms not between 0 and 600000 then
    raise exception 'duration_ms must be 0-600000' using errcode = '22023';
  end if;
  if p_retries is null or p_retries not between 0 and 100 then
    raise exception 'retries must be 0-100' using errcode = '22023';
  end if;
  if p_error_code is not null and (char_length(p_error_code) not between 1 and 100 or p_error_code !~ '^[0-9A-Za-z_.:-]+$') then
    raise exception 'error_code must be a code (letters, digits, _ . : -, at most 100)' using errcode = '22023';
  end if;

  if _uid is not null then
    -- A member enrolled in two-factor sign-in reports once she entered her code, as every definer RPC.
    perform private.require_mfa_satisfied();
    _caller := 'member:' || _uid::text;
  else
    begin
      _headers := nullif(current_setting('request.headers', true), '')::jsonb;
    exception when others then
      _headers := null;
    end;
    _address := coalesce(
      nullif(btrim(_headers ->> 'x-real-ip'), ''),
      nullif(btrim(reverse(split_part(reverse(coalesce(_headers ->> 'x-forwarded-for', '')), ',', 1))), ''),
      'unknown'
    );
    _caller := 'anon:' || left(_address, 100);
    insert into private.remote_load_rate as r (caller, window_start, calls) values ('anon:*', _window, 1)
      on conflict (caller) do update
        set calls = case when r.window_start = excluded.window_start then r.calls + 1 else 1 end,
            window_start = excluded.window_start
      returning calls into _anon_calls;
    if _anon_calls > 6000 then
      raise exception 'too many load reports from signed-out visitors; try again in a minute' using errcode = 'PT429';
    end if;
  end if;

  insert into private.remote_load_rate as r (caller, window_start, calls) values (_caller, _window, 1)
    on conflict (caller) do update
      set calls = case when r.window_start = excluded.window_start then r.calls + 1 else 1 end,
          window_start = excluded.window_start
    returning calls into _calls;
  if _calls > (case when _uid is not null then 120 else 600 end) then
    raise exception 'too many load reports; try again in a minute' using errcode = 'PT429';
  end if;
  -- Windows of callers gone quiet are dropped now and then, so the table stays the size of the last hour.
  if random() < 0.01 then
    delete from private.remote_load_rate where window_start < now() - interval '1 hour';
  end if;

  insert into public.remote_loads (environment, area, release, cohort, phase, ok, duration_ms, retries, error_code, member_id)
  values (p_environment, p_area, p_release, p_cohort, p_phase, p_ok, p_duration_ms, p_retries, p_error_code, _uid);
end $$;
revoke all on function public.report_remote_load(text, text, text, text, text, boolean, integer, integer, text) from public;
grant execute on function public.report_remote_load(text, text, text, text, text, boolean, integer, integer, text)
  to anon, authenticated, service_role;

-- Per environment, area, release and cohort since p_since: loads, failed loads, the error rate, the median and
-- 95th percentile of the time from navigation to the area's first render (of the loads that rendered), retries
-- and the loads that came through a per-browser override. For the admin, and the service role (the release
-- tool's `status` and canary watcher).
create function public.remote_health(p_since timestamptz)
returns table (
  environment text,
  area text,
  release text,
  cohort text,
  loads bigint,
  errors bigint,
  error_rate double precision,
  p50_ms double precision,
  p95_ms double precision,
  retries bigint,
  overrides bigint,
  last_load_at timestamptz
)
language plpgsql stable security definer set search_path = '' as $$
begin
  if coalesce((select auth.jwt()) ->> 'role', '') <> 'service_role' then
    perform private.require_admin();
  end if;
  if p_since is null then
    raise exception 'since must be a time' using errcode = '22023';
  end if;
  return query
    select l.environment, l.area, l.release, l.cohort,
           count(*)::bigint,
           count(*) filter (where not l.ok)::bigint,
           (count(*) filter (where not l.ok))::double precision / count(*),
           percentile_cont(0.5) within group (order by l.duration_ms) filter (where l.ok),
           percentile_cont(0.95) within group (order by l.duration_ms) filter (where l.ok),
           coalesce(sum(l.retries), 0)::bigint,
           count(*) filter (where l.cohort = 'override')::bigint,
           max(l.created_at)
      from public.remote_loads l
     where l.created_at >= p_since
     group by l.environment, l.area, l.release, l.cohort
     order by l.environment, l.area, l.release, l.cohort;
end $$;
revoke all on function public.remote_health(timestamptz) from public, anon;
grant execute on function public.remote_health(timestamptz) to authenticated, service_role;
