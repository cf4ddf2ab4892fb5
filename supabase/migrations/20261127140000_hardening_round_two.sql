-- Hardening, round two: what members, leaders and the admin could still do around the audited functions.

-- A token is only as good as its member: the current role comes from the database --------------------------------
-- The admin's role was read from the token's app_metadata, so a demoted admin stayed admin until her token
-- expired (up to an hour), and a deleted member's token still read every table its policies open to members.
-- Now the role is read from auth.users at each statement, and a token whose member no longer exists passes no
-- restrictive policy (mfa_satisfied is AND-ed into every table's policies).
create or replace function private.mfa_satisfied() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (select 1 from auth.users u where u.id = (select auth.uid()))
     and (coalesce((select auth.jwt()) ->> 'aal', '') = 'aal2'
          or not exists (
            select 1 from auth.mfa_factors f where f.user_id = (select auth.uid()) and f.status = 'verified'
          ))
$$;

create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
      select 1 from auth.users u
       where u.id = (select auth.uid()) and coalesce(u.raw_app_meta_data ->> 'role', '') = 'admin'
    )
    and coalesce((
      select max((entry ->> 'timestamp')::numeric)
      from jsonb_array_elements(
        case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array' then (select auth.jwt()) -> 'amr' else '[]'::jsonb end
      ) as entry
      where jsonb_typeof(entry -> 'timestamp') = 'number'
    ), 0) > extract(epoch from now()) - 86400
    and private.mfa_satisfied()
$$;

-- The AI rate limit: the server's numbers, the server's call ------------------------------------------------------
-- Members could call ai_rate_limit_hit themselves with numbers of their own; a short window discarded the
-- history of the real one, so the limit could be reset at will. The count is now taken only by the functions
-- (service role), for the member whose token they verified, and history younger than an hour (the longest
-- window accepted) is kept whatever window a call asks about.
drop function public.ai_rate_limit_hit(integer, integer);

create function public.ai_rate_limit_hit(member uuid, max_calls integer, window_seconds integer default 60)
returns integer
language plpgsql volatile security definer set search_path = '' as $$
declare
  _now timestamptz := clock_timestamp();
  _history timestamptz[];
  _calls integer;
  _oldest timestamptz;
begin
  if member is null then
    raise exception 'the member is required' using errcode = '22023';
  end if;
  if max_calls is null or max_calls not between 1 and 10000 or window_seconds is null or window_seconds not between 1 and 3600 then
    raise exception 'max_calls must be 1-10000 and window_seconds 1-3600' using errcode = '22023';
  end if;

  insert into private.ai_call_log as l (user_id) values (member)
    on conflict (user_id) do update set calls = l.calls;  -- takes the row lock either way
  -- The newest 10,000 calls of the last hour: enough to answer any limit of at most 10,000 calls exactly.
  select coalesce(array_agg(c order by c), '{}') into _history from (
    select c from private.ai_call_log l, unnest(l.calls) c
     where l.user_id = member and c > _now - interval '1 hour'
     order by c desc limit 10000
  ) newest;
  select count(*)::integer, min(c) into _calls, _oldest from (
    select c from unnest(_history) c
     where c > _now - make_interval(secs => window_seconds)
     order by c desc limit max_calls
  ) counted;

  if _calls >= max_calls then
    update private.ai_call_log set calls = _history where user_id = member;
    return greatest(1, ceil(extract(epoch from (_oldest + make_interval(secs => window_seconds) - _now)))::integer);
  end if;
  update private.ai_call_log set calls = _history || _now where user_id = member;
  return 0;
end
$$;
revoke all on function public.ai_rate_limit_hit(uuid, integer, integer) from public, anon, authenticated;
grant execute on function public.ai_rate_limit_hit(uuid, integer, integer) to service_role;

-- Leaders' direct rights: pending applications only ------------------------------------------------------------
-- The moderator could rename or unapprove an approved president, and delete her row, with no audit record.
-- An approved row is changed by the admin's audited functions alone; the applicant may still withdraw her own.
drop policy diva_presidents_update on public.diva_presidents;
create policy diva_presidents_update on public.diva_presidents for update to authenticated
  using ((select private.is_approver()) and not approved)
  with check ((select private.is_approver()));
drop policy diva_presidents_delete on public.diva_presidents;
create policy diva_presidents_delete on public.diva_presidents for delete to authenticated
  using (user_id = (select auth.uid()) or ((select private.is_approver()) and not approved));

-- Direct privileged writes are audited by triggers that cannot be skipped ---------------------------------------
-- The admin (and the moderator, for what the policies leave her) may still delete and approve through the API,
-- as the portals do; every such change of someone else's row now writes its audit record in the same
-- transaction, as the admin functions do. The trigger function runs as the caller: only a statement a client
-- sent (current_user authenticated, not nested in another trigger) is audited here, so the audited functions
-- (security definer: current_user is their owner) and foreign-key cascades (run as the table owner) are not
-- recorded twice.
alter table public.admin_audit_log drop constraint admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in (
  'delete_user', 'delete_post', 'approve_event', 'delete_event', 'approve_president', 'delete_president',
  'remove_reported_content', 'dismiss_report',
  'delete_comment', 'update_event', 'delete_rsvp', 'remove_chapter_member', 'update_president'
));
alter table public.admin_audit_log drop constraint admin_audit_log_target_type_check;
alter table public.admin_audit_log add constraint admin_audit_log_target_type_check check (
  target_type in ('user', 'post', 'event', 'president', 'report', 'comment', 'rsvp', 'chapter_member')
);

-- What the change was, in the audit log's terms; written as the definer (the log takes no client writes).
create function private.audit_direct_change(tbl text, op text, old_row jsonb, new_row jsonb) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _reason constant text := 'changed directly through the API (no reason given)';
begin
  case tbl
    when 'posts' then
      perform private.audit('delete_post', 'post', old_row ->> 'id', old_row ->> 'content', _reason);
    when 'post_comments' then
      perform private.audit('delete_comment', 'comment', old_row ->> 'id', old_row ->> 'content', _reason);
    when 'profiles' then
      perform private.audit('delete_user', 'user', old_row ->> 'user_id', old_row ->> 'display_name', _reason);
    when 'events' then
      if op = 'DELETE' then
        perform private.audit('delete_event', 'event', old_row ->> 'id', old_row ->> 'title', _reason);
      elsif coalesce((new_row ->> 'approved')::boolean, false) and not coalesce((old_row ->> 'approved')::boolean, false) then
        perform private.audit('approve_event', 'event', new_row ->> 'id', new_row ->> 'title', _reason);
      else
        perform private.audit('update_event', 'event', new_row ->> 'id', new_row ->> 'title', _reason);
      end if;
    when 'event_rsvps' then
      perform private.audit('delete_rsvp', 'rsvp', (old_row ->> 'event_id') || ':' || (old_row ->> 'user_id'),
        private.display_name((old_row ->> 'user_id')::uuid), _reason);
    when 'chapter_members' then
      perform private.audit('remove_chapter_member', 'chapter_member', (old_row ->> 'chapter_id') || ':' || (old_row ->> 'user_id'),
        private.display_name((old_row ->> 'user_id')::uuid), _reason);
    when 'diva_presidents' then
      if op = 'DELETE' then
        perform private.audit('delete_president', 'president', old_row ->> 'id', old_row ->> 'full_name', _reason);
      elsif coalesce((new_row ->> 'approved')::boolean, false) and not coalesce((old_row ->> 'approved')::boolean, false) then
        perform private.audit('approve_president', 'president', new_row ->> 'id', new_row ->> 'full_name', _reason);
      else
        perform private.audit('update_president', 'president', new_row ->> 'id', new_row ->> 'full_name', _reason);
      end if;
  end case;
end $$;
revoke all on function private.audit_direct_change(text, text, jsonb, jsonb) from public, anon;
grant execute on function private.audit_direct_change(text, text, jsonb, jsonb) to authenticated;

-- tg_argv[0]: the column naming the row's owner; her own rows are not privileged changes.
create function private.audit_direct_change_trigger() returns trigger
language plpgsql set search_path = '' as $$
declare
  _row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  _me uuid := (select auth.uid());
begin
  if current_user <> 'authenticated' or _me is null or pg_trigger_depth() > 1 then
    return null;
  end if;
  if (_row ->> tg_argv[0]) is not distinct from _me::text then
    return null;
  end if;
  perform private.audit_direct_change(
    tg_table_name, tg_op,
    case when tg_op = 'INSERT' then null else to_jsonb(old) end,
    case when tg_op = 'DELETE' then null else to_jsonb(new) end
  );
  return null;
end $$;
revoke all on function private.audit_direct_change_trigger() from public, anon, authenticated;

create trigger posts_audit_direct after delete on public.posts
  for each row execute function private.audit_direct_change_trigger('user_id');
create trigger post_comments_audit_direct after delete on public.post_comments
  for each row execute function private.audit_direct_change_trigger('user_id');
create trigger profiles_audit_direct after delete on public.profiles
  for each row execute function private.audit_direct_change_trigger('user_id');
create trigger events_audit_direct after update or delete on public.events
  for each row execute function private.audit_direct_change_trigger('created_by');
create trigger event_rsvps_audit_direct after delete on public.event_rsvps
  for each row execute function private.audit_direct_change_trigger('user_id');
create trigger chapter_members_audit_direct after delete on public.chapter_members
  for each row execute function private.audit_direct_change_trigger('user_id');
create trigger diva_presidents_audit_direct after update or delete on public.diva_presidents
  for each row execute function private.audit_direct_change_trigger('user_id');

-- Private typing topics: no one the other participant has blocked ----------------------------------------------
create or replace function private.is_typing_topic_participant(topic text) returns boolean
language sql stable security definer set search_path = '' as $$
  select case
    when topic ~ '^typing:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'
      then private.is_participant(substr(topic, 8)::uuid)
       and not exists (
         select 1 from public.conversations c
           join public.member_blocks b
             on b.blocked_id = (select auth.uid())
            and b.blocker_id = case when c.participant_1 = (select auth.uid()) then c.participant_2 else c.participant_1 end
          where c.id = substr(topic, 8)::uuid
       )
    else false
  end
$$;

-- A chapter's contact e-mail is an address (the HTML form's rule), nothing a page could take for markup ----------
-- The guard's pattern let `"<x>"@a.b` through. The check holds for everyone, the admin included; the guard keeps
-- its words (22023, hint contact_email) for the president's settings page.
create or replace function private.chapters_settings_guard() returns trigger
language plpgsql set search_path = '' as $$
begin
  if private.is_trusted_writer() or private.is_admin() then
    return new;
  end if;
  if new.cover_image_url is distinct from old.cover_image_url
     and coalesce(new.cover_image_url, '') <> '' and new.cover_image_url !~* '^https://[^[:space:]]+$' then
    raise exception 'the cover image must be an https: URL' using errcode = '22023', hint = 'cover_https';
  end if;
  if new.president_email is distinct from old.president_email and coalesce(new.president_email, '') <> ''
     and not private.is_email_address(new.president_email) then
    raise exception 'the contact e-mail is not an e-mail address' using errcode = '22023', hint = 'contact_email';
  end if;
  return new;
end $$;
revoke all on function private.chapters_settings_guard() from public, anon, authenticated;

create function private.is_email_address(value text) returns boolean
language sql immutable set search_path = '' as $$
  select char_length(value) <= 254
     and value ~ '^[A-Za-z0-9.!#$%&''*+/=?^_`{|}~-]+@[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$'
$$;
revoke all on function private.is_email_address(text) from public, anon;
grant execute on function private.is_email_address(text) to authenticated, service_role;

-- Not validated against rows already stored (a hosted project may hold older ones); every new value is checked.
alter table public.chapters add constraint chapters_president_email_address
  check (coalesce(president_email, '') = '' or private.is_email_address(president_email)) not valid;
