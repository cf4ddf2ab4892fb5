-- Her own content, and conversations that begin with a message.
--   * Posts: an edit of the text or tags stamps `edited_at` (server time), so the feed can say "edited"; likes'
--     and comments' counter updates do not. Deleting a post takes its likes, comments and shares with it (the
--     foreign keys cascade); deleting a comment lowers comments_count (the existing counter trigger).
--   * Messages: the sender edits a message within 15 minutes of sending it (the server's clock) and deletes it at
--     any time. A deleted message keeps its row (both sides show "Message deleted") with its text removed.
--   * Conversations: one that has no message yet is seen only by the members who opened it (get_or_create_conversation
--     or the insert), never in anyone's list; the first message makes it the pair's. Existing empty ones are removed.

-- Posts ------------------------------------------------------------------------------------------------------
alter table public.posts add column edited_at timestamptz;

create function private.posts_stamp_edit() returns trigger
language plpgsql set search_path = '' as $$
begin
  if new.content is distinct from old.content or new.tags is distinct from old.tags then
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end $$;
revoke all on function private.posts_stamp_edit() from public, anon, authenticated;

create trigger posts_stamp_edit before update on public.posts
  for each row execute function private.posts_stamp_edit();

-- Messages -----------------------------------------------------------------------------------------------------
alter table public.messages add column edited_at timestamptz;
alter table public.messages add column deleted_at timestamptz;
-- A deleted message's text is gone; any other message has text, as before.
alter table public.messages drop constraint messages_content_check;
alter table public.messages add constraint messages_content_check check (
  case when deleted_at is null then char_length(content) <= 5000 and content ~ '[^[:space:]]' else content = '' end
);

-- What a member may change in her own message, with the server's time. The service role and the database's own
-- functions are trusted (moderation, tests that age a message).
create function private.messages_guard_update() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_writer() then
    return new;
  end if;
  if old.sender_id is distinct from (select auth.uid()) then
    raise exception 'only the sender can change a message' using errcode = '42501';
  end if;
  if old.deleted_at is not null then
    raise exception 'this message was deleted' using errcode = '22023', hint = 'message_deleted';
  end if;
  if new.deleted_at is not null then
    new.deleted_at := now();
    new.content := '';
    new.edited_at := old.edited_at;
    return new;
  end if;
  if new.content is distinct from old.content then
    if now() > old.created_at + interval '15 minutes' then
      raise exception 'a message can be edited for 15 minutes after it is sent' using errcode = '22023', hint = 'edit_window';
    end if;
    new.edited_at := now();
  else
    new.edited_at := old.edited_at;
  end if;
  return new;
end $$;
revoke all on function private.messages_guard_update() from public, anon, authenticated;

create trigger messages_guard_update before update on public.messages
  for each row execute function private.messages_guard_update();

-- A message taken back leaves no copy of its text in the other member's notification.
create function private.messages_after_delete_mark() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.deleted_at is not null and old.deleted_at is null then
    update public.notifications n set message = ''
     where n.type = 'message' and n.data ->> 'message_id' = new.id::text;
  end if;
  return null;
end $$;
revoke all on function private.messages_after_delete_mark() from public, anon, authenticated;

create trigger messages_after_delete_mark after update of deleted_at on public.messages
  for each row execute function private.messages_after_delete_mark();

create policy messages_update on public.messages for update to authenticated
  using (sender_id = (select auth.uid())) with check (sender_id = (select auth.uid()));
-- deleted_at is set to the server's time by the guard whatever the client sends.
grant update (content, deleted_at) on table public.messages to authenticated;

-- Edits her message (the guard keeps the window and stamps edited_at); returns the message.
create function public.edit_message(message_id uuid, new_content text) returns public.messages
language plpgsql security invoker set search_path = '' as $$
declare
  _m public.messages;
begin
  if (select auth.uid()) is null then
    raise exception 'sign in to edit a message' using errcode = '42501';
  end if;
  update public.messages m set content = new_content where m.id = message_id returning * into _m;
  if _m.id is null then
    raise exception 'message not found among your own' using errcode = 'PT404';
  end if;
  return _m;
end $$;

-- Takes her message back: its text is removed and both sides see that it was deleted; returns the message.
create function public.delete_message(message_id uuid) returns public.messages
language plpgsql security invoker set search_path = '' as $$
declare
  _m public.messages;
begin
  if (select auth.uid()) is null then
    raise exception 'sign in to delete a message' using errcode = '42501';
  end if;
  update public.messages m set deleted_at = now() where m.id = message_id returning * into _m;
  if _m.id is null then
    raise exception 'message not found among your own' using errcode = 'PT404';
  end if;
  return _m;
end $$;

revoke all on function public.edit_message(uuid, text), public.delete_message(uuid) from public, anon;
grant execute on function public.edit_message(uuid, text), public.delete_message(uuid) to authenticated, service_role;

-- Conversations that begin with a message ------------------------------------------------------------------
alter table public.conversations add column has_messages boolean not null default false;
-- Who opened it while it was empty; set by the server, never by the client.
alter table public.conversations add column opened_by uuid[] not null default array[auth.uid()];

update public.conversations c set has_messages = true
 where exists (select 1 from public.messages m where m.conversation_id = c.id);
delete from public.conversations c where not c.has_messages;

create function private.messages_start_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  update public.conversations c set has_messages = true where c.id = new.conversation_id and not c.has_messages;
  return null;
end $$;
revoke all on function private.messages_start_conversation() from public, anon, authenticated;

create trigger messages_start_conversation after insert on public.messages
  for each row execute function private.messages_start_conversation();

drop policy conversations_select on public.conversations;
create policy conversations_select on public.conversations for select to authenticated
  using ((participant_1 = (select auth.uid()) or participant_2 = (select auth.uid()))
         and (has_messages or (select auth.uid()) = any (opened_by)));

-- As before (the pair's one conversation, created when there is none), as security definer so that a member
-- finds the pair's empty conversation the other one opened, and is added to those who see it.
create or replace function public.get_or_create_conversation(other_user_id uuid) returns public.conversations
language plpgsql security definer set search_path = '' as $$
declare
  _me uuid := (select auth.uid());
  _c public.conversations;
begin
  if _me is null then
    raise exception 'sign in to start a conversation' using errcode = '42501';
  end if;
  perform private.require_mfa_satisfied();
  if other_user_id is null or other_user_id = _me then
    raise exception 'a conversation is with another member' using errcode = '23514', constraint = 'conversations_distinct_participants';
  end if;
  insert into public.conversations (participant_1, participant_2, opened_by) values (_me, other_user_id, array[_me])
  on conflict do nothing
  returning * into _c;
  if _c.id is null then
    update public.conversations c
       set opened_by = case when _me = any (c.opened_by) then c.opened_by else c.opened_by || _me end
     where least(c.participant_1, c.participant_2) = least(_me, other_user_id)
       and greatest(c.participant_1, c.participant_2) = greatest(_me, other_user_id)
    returning * into _c;
  end if;
  return _c;
end $$;
revoke all on function public.get_or_create_conversation(uuid) from public, anon;
grant execute on function public.get_or_create_conversation(uuid) to authenticated, service_role;

-- list_conversations as in 20261123222500_mfa_aal2_enforced.sql, leaving out conversations with no message yet.
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
     where (c.participant_1 = me.id or c.participant_2 = me.id) and c.has_messages
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
