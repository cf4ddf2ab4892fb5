-- The Who area (superpowers, passions, fuel, networking goals and the goal coach's chat history) and the
-- practice coach's sessions.

-- Skills: members read everyone's (matches show them), write only their own. ---------------------------------
create table public.user_superpowers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  superpower text not null check (char_length(superpower) <= 200 and superpower ~ '[^[:space:]]'),
  created_at timestamptz not null default now(),
  constraint user_superpowers_user_id_superpower_key unique (user_id, superpower)
);

create table public.user_passions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  passion text not null check (char_length(passion) <= 200 and passion ~ '[^[:space:]]'),
  created_at timestamptz not null default now(),
  constraint user_passions_user_id_passion_key unique (user_id, passion)
);

create table public.user_fuel (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  fuel text not null check (char_length(fuel) <= 200 and fuel ~ '[^[:space:]]'),
  created_at timestamptz not null default now(),
  constraint user_fuel_user_id_fuel_key unique (user_id, fuel)
);

create index user_superpowers_user_id_created_at_idx on public.user_superpowers (user_id, created_at desc);
create index user_passions_user_id_created_at_idx on public.user_passions (user_id, created_at desc);
create index user_fuel_user_id_created_at_idx on public.user_fuel (user_id, created_at desc);

-- Goals (private to their owner) ------------------------------------------------------------------------------
create table public.user_goals (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  title text not null check (char_length(title) <= 200 and title ~ '[^[:space:]]'),
  description text check (char_length(description) <= 1000),
  target_date date,
  status text not null default 'goal_created' check (status in (
    'initial', 'goal_created', 'connection_identified', 'outreach_initiated', 'connection_acquired', 'goal_completed'
  )),
  category text not null default 'networking' check (char_length(category) between 1 and 50),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_goals_user_id_created_at_idx on public.user_goals (user_id, created_at desc);

create trigger user_goals_touch_updated_at before update on public.user_goals
  for each row execute function private.touch_updated_at();

create table public.goal_chat_history (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  goal_id uuid references public.user_goals (id) on delete cascade,
  stage text check (char_length(stage) <= 50),
  message_role text not null check (message_role in ('user', 'assistant', 'system')),
  message_content text not null check (char_length(message_content) <= 20000 and message_content ~ '[^[:space:]]'),
  message_type text not null default 'chat' check (char_length(message_type) between 1 and 50),
  created_at timestamptz not null default now()
);
create index goal_chat_history_user_id_created_at_idx on public.goal_chat_history (user_id, created_at);
create index goal_chat_history_goal_id_idx on public.goal_chat_history (goal_id);

create function private.owns_goal(goal uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from public.user_goals g where g.id = goal and g.user_id = (select auth.uid()))
$$;
grant execute on function private.owns_goal(uuid) to authenticated, service_role;

-- Practice sessions (private to their owner) ------------------------------------------------------------------
create table public.practice_sessions (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  scenario_type text not null default 'custom' check (scenario_type in ('custom', 'preset')),
  scenario_name text not null check (char_length(scenario_name) <= 200 and scenario_name ~ '[^[:space:]]'),
  goal_description text check (char_length(goal_description) <= 2000),
  event_type text check (char_length(event_type) <= 200),
  target_audience text check (char_length(target_audience) <= 200),
  -- [{ "role": "user" | "assistant", "content": "..." }, ...]
  chat_history jsonb not null default '[]' check (jsonb_typeof(chat_history) = 'array' and octet_length(chat_history::text) <= 500000),
  status text not null default 'active' check (status in ('active', 'completed')),
  score integer check (score between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index practice_sessions_user_id_updated_at_idx on public.practice_sessions (user_id, updated_at desc);

create trigger practice_sessions_touch_updated_at before update on public.practice_sessions
  for each row execute function private.touch_updated_at();

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.user_superpowers enable row level security;
alter table public.user_passions enable row level security;
alter table public.user_fuel enable row level security;
alter table public.user_goals enable row level security;
alter table public.goal_chat_history enable row level security;
alter table public.practice_sessions enable row level security;

create policy user_superpowers_select on public.user_superpowers for select to authenticated using (true);
create policy user_superpowers_insert on public.user_superpowers for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_superpowers_update on public.user_superpowers for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy user_superpowers_delete on public.user_superpowers for delete to authenticated
  using (user_id = (select auth.uid()));

create policy user_passions_select on public.user_passions for select to authenticated using (true);
create policy user_passions_insert on public.user_passions for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_passions_update on public.user_passions for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy user_passions_delete on public.user_passions for delete to authenticated
  using (user_id = (select auth.uid()));

create policy user_fuel_select on public.user_fuel for select to authenticated using (true);
create policy user_fuel_insert on public.user_fuel for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_fuel_update on public.user_fuel for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy user_fuel_delete on public.user_fuel for delete to authenticated
  using (user_id = (select auth.uid()));

create policy user_goals_select on public.user_goals for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_goals_insert on public.user_goals for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy user_goals_update on public.user_goals for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy user_goals_delete on public.user_goals for delete to authenticated
  using (user_id = (select auth.uid()));

create policy goal_chat_history_select on public.goal_chat_history for select to authenticated
  using (user_id = (select auth.uid()));
create policy goal_chat_history_insert on public.goal_chat_history for insert to authenticated
  with check (user_id = (select auth.uid()) and (goal_id is null or private.owns_goal(goal_id)));
create policy goal_chat_history_delete on public.goal_chat_history for delete to authenticated
  using (user_id = (select auth.uid()));

create policy practice_sessions_select on public.practice_sessions for select to authenticated
  using (user_id = (select auth.uid()));
create policy practice_sessions_insert on public.practice_sessions for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy practice_sessions_update on public.practice_sessions for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy practice_sessions_delete on public.practice_sessions for delete to authenticated
  using (user_id = (select auth.uid()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.user_superpowers, public.user_passions, public.user_fuel, public.user_goals,
  public.goal_chat_history, public.practice_sessions from public, anon, authenticated;
grant all on table public.user_superpowers, public.user_passions, public.user_fuel, public.user_goals,
  public.goal_chat_history, public.practice_sessions to service_role;

grant select, delete on table public.user_superpowers, public.user_passions, public.user_fuel, public.user_goals,
  public.goal_chat_history, public.practice_sessions to authenticated;
grant insert (user_id, superpower), update (superpower) on table public.user_superpowers to authenticated;
grant insert (user_id, passion), update (passion) on table public.user_passions to authenticated;
grant insert (user_id, fuel), update (fuel) on table public.user_fuel to authenticated;
grant insert (user_id, title, description, target_date, status, category),
  update (title, description, target_date, status, category) on table public.user_goals to authenticated;
grant insert (user_id, goal_id, stage, message_role, message_content, message_type)
  on table public.goal_chat_history to authenticated;
grant insert (user_id, scenario_type, scenario_name, goal_description, event_type, target_audience, chat_history, status, score),
  update (scenario_name, goal_description, event_type, target_audience, chat_history, status, score)
  on table public.practice_sessions to authenticated;
