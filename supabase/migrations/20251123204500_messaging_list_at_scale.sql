-- Issue 15, the conversation list at scale (200 conversations of 1,000 messages: about 1.6 s of the list's
-- time went to the unread counts).
--   * An index that answers "the other member's messages after my read point" as one range per conversation.
--   * list_conversations runs as security definer: it reads only the caller's own conversations (the `mine`
--     set is her conversations by auth.uid(), exactly what row-level security lets her read), so the
--     messages policy's subquery is no longer evaluated again for every conversation's counts.

create index messages_conversation_id_sender_id_created_at_idx on public.messages (conversation_id, sender_id, created_at);

-- The caller's conversations, newest first, each with the other member, the last message, the unread count
-- (capped at 100: the badge shows '99+' beyond 99) and the other member's read point. Conversations with a
-- member the caller blocked are left out. `search` keeps those whose other member's name or any message
-- contains it (any letter case). Only the caller's own conversations are read (the `mine` set).
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
  with me as (select (select auth.uid()) as id),
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

revoke all on function public.list_conversations(text, integer) from public, anon;
grant execute on function public.list_conversations(text, integer) to authenticated, service_role;
