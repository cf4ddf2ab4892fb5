-- One connection model. A connection is a connection request its recipient approved; every place that says
-- Request Connection sends one. The life-cycle's rules live here:
--   * one request per pair of members, in either direction (a second one is 23505), none between members when
--     either has blocked the other (42501);
--   * only the recipient approves or declines (the update policy and before-write trigger of
--     20250601000500_connections_and_messaging.sql), only the requester withdraws a pending request, and
--     either side removes an approved connection (the delete policy below);
--   * saved_connections keeps one meaning: the members she is connected with. The server writes it, both rows
--     at approval and none left after removal; clients only read it. Existing rows keep their meaning: a saved
--     row was a member asking to connect, so it becomes her pending request (or approves the request the other
--     member had already sent her), and it stays saved once the connection is approved by both.

-- The pair's lock and rules, before a new request is stored ------------------------------------------------
create function private.connection_requests_guard() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _reverse public.connection_requests;
begin
  -- Two requests of the same pair at the same moment queue here, so the second sees the first.
  perform pg_advisory_xact_lock(
    hashtextextended(least(new.requester_id, new.requested_id)::text || greatest(new.requester_id, new.requested_id)::text, 0)
  );
  if exists (
    select 1 from public.member_blocks b
     where (b.blocker_id = new.requester_id and b.blocked_id = new.requested_id)
        or (b.blocker_id = new.requested_id and b.blocked_id = new.requester_id)
  ) then
    raise exception 'member_blocked: you cannot connect with this member' using errcode = '42501';
  end if;
  select * into _reverse from public.connection_requests r
   where r.requester_id = new.requested_id and r.requested_id = new.requester_id;
  if found then
    if _reverse.status = 'denied' then
      -- She declined the other member's request and now asks herself: her request replaces the declined one.
      delete from public.connection_requests r where r.id = _reverse.id;
    else
      raise exception 'a connection request between you exists already (%)', _reverse.status
        using errcode = '23505', constraint = 'connection_requests_one_per_pair';
    end if;
  end if;
  return new;
end $$;
revoke all on function private.connection_requests_guard() from public, anon, authenticated;

create trigger connection_requests_guard before insert on public.connection_requests
  for each row execute function private.connection_requests_guard();

-- Saved connections follow the approved requests -------------------------------------------------------------
create function private.connection_requests_sync_saved() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'DELETE' then
    if old.status = 'approved' then
      delete from public.saved_connections s
       where (s.user_id = old.requester_id and s.connected_user_id = old.requested_id)
          or (s.user_id = old.requested_id and s.connected_user_id = old.requester_id);
    elsif old.status = 'pending' then
      -- A withdrawn request no longer waits for an answer: its notification would lead nowhere.
      delete from public.notifications n
       where n.user_id = old.requested_id and n.type = 'connection_request' and n.data ->> 'request_id' = old.id::text;
    end if;
    return null;
  end if;
  if new.status = 'approved' and (tg_op = 'INSERT' or old.status <> 'approved') then
    insert into public.saved_connections (user_id, connected_user_id, created_at)
    values (new.requester_id, new.requested_id, coalesce(new.responded_at, now())),
           (new.requested_id, new.requester_id, coalesce(new.responded_at, now()))
    on conflict (user_id, connected_user_id) do nothing;
  end if;
  return null;
end $$;
revoke all on function private.connection_requests_sync_saved() from public, anon, authenticated;

create trigger connection_requests_sync_saved after insert or update of status or delete on public.connection_requests
  for each row execute function private.connection_requests_sync_saved();

-- Who may delete a request: the requester while it waits (withdraw), either side once approved (remove).
drop policy connection_requests_delete on public.connection_requests;
create policy connection_requests_delete on public.connection_requests for delete to authenticated
  using (
    (status = 'pending' and requester_id = (select auth.uid()))
    or (status = 'approved' and (requester_id = (select auth.uid()) or requested_id = (select auth.uid())))
  );

-- Clients read saved connections; only the server writes them.
drop policy saved_connections_insert on public.saved_connections;
drop policy saved_connections_delete on public.saved_connections;
revoke insert, update, delete on table public.saved_connections from authenticated;

-- Existing rows keep their meaning ---------------------------------------------------------------------------
-- A saved row whose member had a pending request from the other: both want to connect, so it is approved.
update public.connection_requests r
   set status = 'approved', responded_at = now()
 where r.status = 'pending'
   and exists (select 1 from public.saved_connections s where s.user_id = r.requested_id and s.connected_user_id = r.requester_id);
-- A saved row with no request either way: the request she meant to send (the recipient is notified now);
-- when both had saved each other, both asked, so the one request (of the pair's first id) is approved.
insert into public.connection_requests (requester_id, requested_id, status, created_at)
select s.user_id, s.connected_user_id,
       case when exists (select 1 from public.saved_connections t
                          where t.user_id = s.connected_user_id and t.connected_user_id = s.user_id)
            then 'approved' else 'pending' end,
       s.created_at
  from public.saved_connections s
 where not (s.user_id > s.connected_user_id and exists (
   select 1 from public.saved_connections t where t.user_id = s.connected_user_id and t.connected_user_id = s.user_id
 ))
   and not exists (
   select 1 from public.connection_requests r
    where (r.requester_id = s.user_id and r.requested_id = s.connected_user_id)
       or (r.requester_id = s.connected_user_id and r.requested_id = s.user_id)
 )
   and not exists (
   select 1 from public.member_blocks b
    where (b.blocker_id = s.user_id and b.blocked_id = s.connected_user_id)
       or (b.blocker_id = s.connected_user_id and b.blocked_id = s.user_id)
 );
-- Saved now means connected: rows without an approved request between the pair go (their request stays).
delete from public.saved_connections s
 where not exists (
   select 1 from public.connection_requests r
    where r.status = 'approved'
      and ((r.requester_id = s.user_id and r.requested_id = s.connected_user_id)
        or (r.requester_id = s.connected_user_id and r.requested_id = s.user_id))
 );
insert into public.saved_connections (user_id, connected_user_id, created_at)
select r.requester_id, r.requested_id, coalesce(r.responded_at, r.created_at) from public.connection_requests r where r.status = 'approved'
union all
select r.requested_id, r.requester_id, coalesce(r.responded_at, r.created_at) from public.connection_requests r where r.status = 'approved'
on conflict (user_id, connected_user_id) do nothing;

-- What a profile says about a member and the viewer ----------------------------------------------------------
-- status: 'self', 'connected', 'requested' (hers waits; a declined one looks the same to her), 'incoming'
-- (the member's request waits for her answer) or 'none'; the member's connection count; the connections they
-- share (the first six by name) and how many.
create function public.connection_summary(member uuid) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _me uuid := (select auth.uid());
  _r public.connection_requests;
  _mutual jsonb;
  _mutual_count integer;
begin
  perform private.require_mfa_satisfied();
  if _me is null then
    raise exception 'sign in to see connections' using errcode = '42501';
  end if;
  if member is null then
    raise exception 'member is required: say whose connections to show' using errcode = '22023';
  end if;
  select * into _r from public.connection_requests r
   where (r.requester_id = _me and r.requested_id = member) or (r.requester_id = member and r.requested_id = _me)
   order by (r.status = 'approved') desc, r.created_at desc
   limit 1;
  with theirs as (
    select case when r.requester_id = member then r.requested_id else r.requester_id end as id
      from public.connection_requests r
     where r.status = 'approved' and (r.requester_id = member or r.requested_id = member)
  ), mine as (
    select case when r.requester_id = _me then r.requested_id else r.requester_id end as id
      from public.connection_requests r
     where r.status = 'approved' and (r.requester_id = _me or r.requested_id = _me)
  ), shared as (
    select p.user_id, p.display_name from public.profiles p
     where p.user_id in (select id from theirs intersect select id from mine) and p.user_id <> _me and p.user_id <> member
  )
  select coalesce((select jsonb_agg(jsonb_build_object('user_id', s.user_id, 'display_name', s.display_name) order by s.display_name)
                     from (select * from shared order by display_name limit 6) s), '[]'::jsonb),
         (select count(*)::integer from shared)
    into _mutual, _mutual_count;
  return jsonb_build_object(
    'status', case
      when member = _me then 'self'
      when _r.id is null then 'none'
      when _r.status = 'approved' then 'connected'
      when _r.requester_id = _me then 'requested'
      when _r.status = 'pending' then 'incoming'
      else 'none' end,
    'request_id', case when _r.status = 'denied' and _r.requested_id = _me then null else _r.id end,
    'connections', (select count(*)::integer from public.connection_requests r
                     where r.status = 'approved' and (r.requester_id = member or r.requested_id = member)),
    'mutual', _mutual,
    'mutual_count', _mutual_count
  );
end $$;
revoke all on function public.connection_summary(uuid) from public, anon;
grant execute on function public.connection_summary(uuid) to authenticated, service_role;
