-- Issue 15: messaging beyond the seed.
--   * Read points: each participant's last-read moment per conversation (unread counts, 'Seen').
--   * Typing: the moment a participant last typed, for the other participant only (postgres_changes under RLS;
--     a public broadcast topic would let anyone who learns the id listen, and private channels need
--     realtime.messages policies that the local backend does not provide).
--   * Blocks: a blocked member can no longer message the blocker.
--   * The conversation list (other member, last message, unread count, search) in one call, and the header's
--     unread total.

-- Read points ---------------------------------------------------------------------------------------------------
create table public.conversation_reads (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  last_read_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
create index conversation_reads_user_id_idx on public.conversation_reads (user_id);

-- Typing ---------------------------------------------------------------------------------------------------------
create table public.conversation_typing (
  conversation_id uuid not null references public.conversations (id) on delete cascade,
  user_id uuid not null references public.profiles (user_id) on delete cascade,
  typed_at timestamptz not null default now(),
  primary key (conversation_id, user_id)
);
create index conversation_typing_user_id_idx on public.conversation_typing (user_id);

-- Blocks -----------------------------------------------------------------------------------------------------------
create table public.member_blocks (
  blocker_id uuid not null default auth.uid(),
  blocked_id uuid not null,
  created_at timestamptz not null default now(),
  constraint member_blocks_pkey primary key (blocker_id, blocked_id),
  constraint member_blocks_blocker_id_fkey foreign key (blocker_id) references public.profiles (user_id) on delete cascade,
  constraint member_blocks_blocked_id_fkey foreign key (blocked_id) references public.profiles (user_id) on delete cascade,
  constraint member_blocks_not_self check (blocker_id <> blocked_id)
);
create index member_blocks_blocked_id_idx on public.member_blocks (blocked_id);

-- The caller is a participant of this conversation.
create function private.is_participant(conversation uuid) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.conversations c
     where c.id = conversation and (c.participant_1 = (select auth.uid()) or c.participant_2 = (select auth.uid()))
  )
$$;
-- Called only inside the security definer functions below (they run as the owner).
revoke all on function private.is_participant(uuid) from public, anon, authenticated;

-- A blocked member's message to the blocker is refused (42501, HTTP 403), whoever asks.
create function private.messages_refuse_blocked() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _recipient uuid;
begin
  select case when c.participant_1 = new.sender_id then c.participant_2 else c.participant_1 end
    into _recipient from public.conversations c where c.id = new.conversation_id;
  if exists (select 1 from public.member_blocks b where b.blocker_id = _recipient and b.blocked_id = new.sender_id) then
    raise exception 'member_blocked: this member does not accept your messages'
      using errcode = '42501';
  end if;
  return new;
end $$;

revoke all on function private.messages_refuse_blocked() from public, anon, authenticated;

create trigger messages_refuse_blocked before insert on public.messages
  for each row execute function private.messages_refuse_blocked();

-- Marks the conversation read up to now (server time). Only a participant, only for herself.
create function public.mark_conversation_read(conversation_id uuid) returns timestamptz
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare
  _me uuid := (select auth.uid());
  _at timestamptz;
begin
  if _me is null or not private.is_participant(conversation_id) then
    raise exception 'not a participant of this conversation' using errcode = '42501';
  end if;
  insert into public.conversation_reads as r (conversation_id, user_id, last_read_at)
  values (mark_conversation_read.conversation_id, _me, now())
  on conflict (conversation_id, user_id) do update set last_read_at = greatest(r.last_read_at, excluded.last_read_at)
  returning r.last_read_at into _at;
  return _at;
end $$;

-- Says "I am typing" in this conversation (the other participant sees it live). Only a participant.
create function public.set_typing(conversation_id uuid) returns void
language plpgsql security definer set search_path = '' as $$
#variable_conflict use_column
declare
  _me uuid := (select auth.uid());
begin
  if _me is null or not private.is_participant(conversation_id) then
    raise exception 'not a participant of this conversation' using errcode = '42501';
  end if;
  insert into public.conversation_typing as t (conversation_id, user_id, typed_at)
  values (set_typing.conversation_id, _me, now())
  on conflict (conversation_id, user_id) do update set typed_at = excluded.typed_at;
end $$;

-- The caller's conversations, newest first, each with the other member, the last message, the unread count
-- (capped at 100: the badge shows '99+' beyond 99) and the other member's read point. Conversations with a
-- member the caller blocked are left out. `search` keeps those whose other member's name or any message
-- contains it (any letter case). Security invoker: row-level security decides what is read.
create function public.list_conversations(search text default null, max_rows integer default 500)
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
language sql stable security invoker set search_path = '' as $$
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

-- Unread messages over all the caller's conversations (blocked members left out), capped at 100.
create function public.unread_message_count() returns integer
language sql stable security invoker set search_path = '' as $$
  select count(*)::integer from (
    select 1
      from public.conversations c
      join public.messages u on u.conversation_id = c.id
      left join public.conversation_reads r on r.conversation_id = c.id and r.user_id = (select auth.uid())
     where (c.participant_1 = (select auth.uid()) or c.participant_2 = (select auth.uid()))
       and u.sender_id <> (select auth.uid())
       and u.created_at > coalesce(r.last_read_at, '-infinity'::timestamptz)
       and not exists (select 1 from public.member_blocks b where b.blocker_id = (select auth.uid()) and b.blocked_id = u.sender_id)
     limit 100
  ) as unread
$$;

-- Row-level security -------------------------------------------------------------------------------------------
alter table public.conversation_reads enable row level security;
alter table public.conversation_typing enable row level security;
alter table public.member_blocks enable row level security;

-- Both participants see the read points ('Seen'); writes only through mark_conversation_read.
create policy conversation_reads_select on public.conversation_reads for select to authenticated
  using (conversation_id in (select private.my_conversation_ids()));
-- The other participant sees who is typing; writes only through set_typing.
create policy conversation_typing_select on public.conversation_typing for select to authenticated
  using (conversation_id in (select private.my_conversation_ids()));

-- A block is private to the blocker.
create policy member_blocks_select on public.member_blocks for select to authenticated
  using (blocker_id = (select auth.uid()));
create policy member_blocks_insert on public.member_blocks for insert to authenticated
  with check (blocker_id = (select auth.uid()));
create policy member_blocks_delete on public.member_blocks for delete to authenticated
  using (blocker_id = (select auth.uid()));

-- Grants ------------------------------------------------------------------------------------------------------
revoke all on table public.conversation_reads, public.conversation_typing, public.member_blocks
  from public, anon, authenticated;
grant all on table public.conversation_reads, public.conversation_typing, public.member_blocks to service_role;
grant select on table public.conversation_reads, public.conversation_typing to authenticated;
grant select, delete on table public.member_blocks to authenticated;
grant insert (blocker_id, blocked_id) on table public.member_blocks to authenticated;

revoke all on function public.mark_conversation_read(uuid), public.set_typing(uuid),
  public.list_conversations(text, integer), public.unread_message_count() from public, anon;
grant execute on function public.mark_conversation_read(uuid), public.set_typing(uuid),
  public.list_conversations(text, integer), public.unread_message_count() to authenticated, service_role;

alter publication supabase_realtime add table public.conversation_reads, public.conversation_typing;
