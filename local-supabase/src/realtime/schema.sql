-- Realtime Authorization, as hosted Supabase provides it (run after the bootstrap on every start: idempotent).
-- Private channels are authorised by row-level security on realtime.messages: a member may join (receive) a
-- topic when a row of that topic is visible to her (select policies) and may send when she may insert one
-- (insert policies). realtime.topic() gives policies the topic being joined.
create schema if not exists realtime;
grant usage on schema realtime to anon, authenticated, service_role;

create table if not exists realtime.messages (
  id uuid not null default gen_random_uuid(),
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone not null default now(),
  inserted_at timestamp without time zone not null default now(),
  primary key (id, inserted_at)
);
alter table realtime.messages enable row level security;
grant select, insert, update on realtime.messages to anon, authenticated;
grant all on realtime.messages to service_role;

-- The topic being authorised (transaction-local 'realtime.topic', set by the realtime server); null elsewhere.
create or replace function realtime.topic() returns text
language sql stable as $$ select nullif(current_setting('realtime.topic', true), '')::text $$;
grant execute on function realtime.topic() to anon, authenticated, service_role;
