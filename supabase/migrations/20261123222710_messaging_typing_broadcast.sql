-- Issue 15: the typing indicator travels over Realtime broadcast on a private channel `typing:<conversation id>`
-- (ephemeral: nothing is written), authorised by Realtime Authorization, i.e. row-level security on
-- realtime.messages evaluated as the member with realtime.topic() naming the topic being joined. Only the two
-- participants of the conversation may receive (select) and send (insert) on it; a third member who knows the
-- id is refused at join.
--
-- The former transport (public.conversation_typing written by set_typing and read through postgres_changes) is
-- kept for now: the app no longer uses it, and other tests still name set_typing. A later migration drops it.

-- Whether the caller takes part in the conversation a `typing:<uuid>` topic names; false for any other topic
-- (the uuid is cast only when the topic has that exact shape, so a malformed topic is a plain no).
create function private.is_typing_topic_participant(topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when topic ~ '^typing:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then private.is_participant(substr(topic, 8)::uuid)
    else false
  end
$$;
revoke all on function private.is_typing_topic_participant(text) from public, anon;
grant execute on function private.is_typing_topic_participant(text) to authenticated, service_role;

-- Receive: join a typing topic and hear the other participant.
create policy typing_topic_receive on realtime.messages for select to authenticated
  using (realtime.messages.extension = 'broadcast' and (select private.is_typing_topic_participant((select realtime.topic()))));

-- Send: broadcast her own typing on it.
create policy typing_topic_send on realtime.messages for insert to authenticated
  with check (realtime.messages.extension = 'broadcast' and (select private.is_typing_topic_participant((select realtime.topic()))));
