-- Connection requests, saved connections, conversations and messages, with the notifications they cause.

-- Connection requests -----------------------------------------------------------------------------------------
create table public.connection_requests (
  id uuid primary key default gen_random_uuid(),
  requester_id uuid not null default auth.uid(),
  requested_id uuid not null,
  message text check (char_length(message) <= 500),
  status text not null default 'pending' check (status in ('pending', 'approved', 'denied')),
  created_at timestamptz not null default now(),
  responded_at timestamptz,
  -- Named so embedding hints read well: profiles!connection_requests_requester_id_fkey(...)
  constraint connection_requests_requester_id_fkey foreign key (requester_id)
    references public.profiles (user_id) on delete cascade,
  constraint connection_requests_requested_id_fkey foreign key (requested_id)
    references public.profiles (user_id) on delete cascade,
  constraint connection_requests_not_to_self check (requester_id <> requested_id),
  -- No second request to the same member.
  constraint connection_requests_requester_id_requested_id_key unique (requester_id, requested_id)
);
create index connection_requests_requested_id_status_idx on public.connection_requests (requested_id, status);
create index connection_requests_status_idx on public.connection_requests (status);

-- A new request is always pending; only a pending request can be answered, and only with approved or denied.
create function private.connection_requests_before_write() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_writer() then
    if tg_op = 'INSERT' and new.status <> 'pending' and new.responded_at is null then
      new.responded_at := new.created_at;
    end if;
    return new;
  end if;
  if tg_op = 'INSERT' then
    new.status := 'pending';
    new.responded_at := null;
  elsif new.status is distinct from old.status then
    if old.status <> 'pending' or new.status = 'pending' then
      raise exception 'connection request is already %', old.status
        using errcode = '23514', constraint = 'connection_requests_answer_pending_only';
    end if;
    new.responded_at := now();
  end if;
  return new;
end $$;

create trigger connection_requests_before_write before insert or update on public.connection_requests
  for each row execute function private.connection_requests_before_write();

create function private.connection_requests_notify() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _name text;
begin
  if tg_op = 'INSERT' and new.status = 'pending' then
    _name := private.display_name(new.requester_id);
    perform private.notify(
      new.requested_id, 'connection_request', 'New connection request',
      format('%s wants to connect with you', _name),
      jsonb_build_object('requester_id', new.requester_id, 'requester_name', _name, 'request_id', new.id,
                         'message', new.message),
      new.created_at
    );
  elsif tg_op = 'UPDATE' and new.status = 'approved' and old.status <> 'approved' then
    _name := private.display_name(new.requested_id);
    perform private.notify(
      new.requester_id, 'connection_approved', 'Connection request approved',
      format('%s accepted your connection request', _name),
      jsonb_build_object('requested_id', new.requested_id, 'requested_name', _name, 'request_id', new.id),
      coalesce(new.responded_at, now())
    );
  end if;
  return null;
end $$;

create trigger connection_requests_notify after insert or update of status on public.connection_requests
  for each row execute function private.connection_requests_notify();

-- Saved connections (private to their owner) ------------------------------------------------------------------
create table public.saved_connections (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid(),
  connected_user_id uuid not null,
  created_at timestamptz not null default now(),
  constraint saved_connections_user_id_fkey foreign key (user_id)
    references public.profiles (user_id) on delete cascade,
  constraint saved_connections_connected_user_id_fkey foreign key (connected_user_id)
    references public.profiles (user_id) on delete cascade,
  constraint saved_connections_not_self check (user_id <> connected_user_id),
  constraint saved_connections_user_id_connected_user_id_key unique (user_id, connected_user_id)
);
create index saved_connections_connected_user_id_idx on public.saved_connections (connected_user_id);

-- Conversations: one per pair of members, in either order -----------------------------------------------------
create table public.conversations (
  id uuid primary key default gen_random_uuid(),
  participant_1 uuid not null,
  participant_2 uuid not null,
  created_at timestamptz not null default now(),
  last_message_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint conversations_participant_1_fkey foreign key (participant_1)
    references public.profiles (user_id) on delete cascade,
  constraint conversations_participant_2_fkey foreign key (participant_2)
    references public.profiles (user_id) on delete cascade,
  constraint conversations_distinct_participants check (participant_1 <> participant_2)
);
create unique index conversations_pair_key on public.conversations
  (least(participant_1, participant_2), greatest(participant_1, participant_2));
create index conversations_participant_1_idx on public.conversations (participant_1, last_message_at desc);
create index conversations_participant_2_idx on public.conversations (participant_2, last_message_at desc);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  sender_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  content text not null check (char_length(content) <= 5000 and content ~ '[^[:space:]]'),
  created_at timestamptz not null default now()
);
create index messages_conversation_id_created_at_idx on public.messages (conversation_id, created_at);
create index messages_sender_id_idx on public.messages (sender_id);

-- The caller's conversations, for policies (`conversation_id in (select ...)` runs once per statement).
create function private.my_conversation_ids() returns setof uuid
language sql stable security definer set search_path = '' as $$
  select c.id from public.conversations c where c.participant_1 = (select auth.uid())
  union all
  select c.id from public.conversations c where c.participant_2 = (select auth.uid())
$$;
grant execute on function private.my_conversation_ids() to authenticated, service_role;

-- A new message moves the conversation to the top and notifies the other participant.
create function private.messages_after_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _c public.conversations;
  _recipient uuid;
  _name text;
begin
  update public.conversations
     set last_message_at = greatest(last_message_at, new.created_at),
         updated_at = greatest(updated_at, new.created_at)
   where id = new.conversation_id
  returning * into _c;
  _recipient := case when _c.participant_1 = new.sender_id then _c.participant_2 else _c.participant_1 end;
  _name := private.display_name(new.sender_id);
  perform private.notify(
    _recipient, 'message', format('New message from %s', _name),
    left(new.content, 140),
    jsonb_build_object('conversation_id', new.conversation_id, 'message_id', new.id,
                       'sender_id', new.sender_id, 'sender_name', _name),
    new.created_at
  );
  return null;
end $$;

create trigger messages_after_insert after insert on public.messages
  for each row execute function private.messages_after_insert();

-- Returns the conversation with another member, creating it when there is none (race-free thanks to the
-- unique pair index).
create function public.get_or_create_conversation(other_user_id uuid) returns public.conversations
language plpgsql security invoker set search_path = '' as $$
declare
  _me uuid := (select auth.uid());
  _c public.conversations;
begin
  if _me is null then
    raise exception 'sign in to start a conversation' using errcode = '42501';
  end if;
  select * into _c from public.conversations c
   where least(c.participant_1, c.participant_2) = least(_me, other_user_id)
     and greatest(c.participant_1, c.participant_2) = greatest(_me, other_user_id);
  if found then
    return _c;
  end if;
  insert into public.conversations (participant_1, participant_2) values (_me, other_user_id)
  on conflict do nothing
  returning * into _c;
  if _c.id is null then
    select * into _c from public.conversations c
     where least(c.participant_1, c.participant_2) = least(_me, other_user_id)
       and greatest(c.participant_1, c.participant_2) = greatest(_me, other_user_id);
  end if;
  return _c;
end $$;

-- Row-level security ------------------------------------------------------------------------------------------
alter table public.connection_requests enable row level security;
alter table public.saved_connections enable row level security;
alter table public.conversations enable row level security;
alter table public.messages enable row level security;

create policy connection_requests_select on public.connection_requests for select to authenticated
  using (requester_id = (select auth.uid()) or requested_id = (select auth.uid()));
create policy connection_requests_insert on public.connection_requests for insert to authenticated
  with check (requester_id = (select auth.uid()));
-- Only the recipient answers.
create policy connection_requests_update on public.connection_requests for update to authenticated
  using (requested_id = (select auth.uid())) with check (requested_id = (select auth.uid()));
-- Either side may withdraw or remove the connection.
create policy connection_requests_delete on public.connection_requests for delete to authenticated
  using (requester_id = (select auth.uid()) or requested_id = (select auth.uid()));

create policy saved_connections_select on public.saved_connections for select to authenticated
  using (user_id = (select auth.uid()));
create policy saved_connections_insert on public.saved_connections for insert to authenticated
  with check (user_id = (select auth.uid()));
create policy saved_connections_delete on public.saved_connections for delete to authenticated
  using (user_id = (select auth.uid()));

create policy conversations_select on public.conversations for select to authenticated
  using (participant_1 = (select auth.uid()) or participant_2 = (select auth.uid()));
create policy conversations_insert on public.conversations for insert to authenticated
  with check (participant_1 = (select auth.uid()) or participant_2 = (select auth.uid()));

create policy messages_select on public.messages for select to authenticated
  using (conversation_id in (select private.my_conversation_ids()));
create policy messages_insert on public.messages for insert to authenticated
  with check (sender_id = (select auth.uid()) and conversation_id in (select private.my_conversation_ids()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.connection_requests, public.saved_connections, public.conversations, public.messages
  from public, anon, authenticated;
grant all on table public.connection_requests, public.saved_connections, public.conversations, public.messages
  to service_role;

grant select, delete on table public.connection_requests to authenticated;
grant insert (requester_id, requested_id, message, status), update (status)
  on table public.connection_requests to authenticated;

grant select, delete on table public.saved_connections to authenticated;
grant insert (user_id, connected_user_id) on table public.saved_connections to authenticated;

grant select on table public.conversations to authenticated;
grant insert (participant_1, participant_2) on table public.conversations to authenticated;

grant select on table public.messages to authenticated;
grant insert (conversation_id, sender_id, content) on table public.messages to authenticated;

revoke all on function public.get_or_create_conversation(uuid) from public, anon;
grant execute on function public.get_or_create_conversation(uuid) to authenticated, service_role;
