-- The admin portal on the server (issue 17): an admin session lasts 24 hours from the admin's sign-in, every
-- admin action goes through a function here that checks the caller and writes the audit log in the same
-- transaction, and members report posts, messages and profiles into a queue the admin works through.

-- Admin session ------------------------------------------------------------------------------------------------
-- The admin is a member whose app_metadata.role is 'admin' (set only with the service role) AND whose token was
-- issued for a sign-in less than 24 hours ago (spec 02 §4, §9: 86,400,000 ms). The sign-in time is the amr
-- claim's timestamp, which Auth sets at sign-in and keeps through token refreshes, so refreshing does not
-- extend the admin session. Every policy and function that asks private.is_admin() inherits the limit.
create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt()) -> 'app_metadata' ->> 'role', '') = 'admin'
    and coalesce((
      select max((entry ->> 'timestamp')::numeric)
      from jsonb_array_elements(
        case when jsonb_typeof((select auth.jwt()) -> 'amr') = 'array' then (select auth.jwt()) -> 'amr' else '[]'::jsonb end
      ) as entry
      where jsonb_typeof(entry -> 'timestamp') = 'number'
    ), 0) > extract(epoch from now()) - 86400
$$;

create function private.require_admin() returns void
language plpgsql stable security definer set search_path = '' as $$
begin
  if not private.is_admin() then
    raise exception 'only the admin can do this' using errcode = '42501';
  end if;
end $$;

-- Audit log ----------------------------------------------------------------------------------------------------
create table public.admin_audit_log (
  id bigint generated always as identity primary key,
  actor_id uuid not null,
  actor_email text,
  action text not null check (action in (
    'delete_user', 'delete_post', 'approve_event', 'delete_event', 'approve_president', 'delete_president',
    'remove_reported_content', 'dismiss_report'
  )),
  target_type text not null check (target_type in ('user', 'post', 'event', 'president', 'report')),
  target_id text not null check (char_length(target_id) <= 100),
  -- What the target was (a post's text, an event's title, a member's name), kept after it is deleted.
  target_label text not null default '' check (char_length(target_label) <= 300),
  reason text not null check (char_length(reason) between 3 and 500 and reason ~ '[^[:space:]]'),
  created_at timestamptz not null default now()
);
create index admin_audit_log_created_at_idx on public.admin_audit_log (created_at desc);

-- Nobody changes or deletes the record, not even the service role (the API's most powerful key).
create function private.admin_audit_log_immutable() returns trigger
language plpgsql set search_path = '' as $$
begin
  raise exception 'the audit log cannot be changed' using errcode = '42501';
end $$;
create trigger admin_audit_log_immutable before update or delete on public.admin_audit_log
  for each row execute function private.admin_audit_log_immutable();
create trigger admin_audit_log_no_truncate before truncate on public.admin_audit_log
  for each statement execute function private.admin_audit_log_immutable();

-- Written only here, by the admin functions below; actor and time come from the token and the clock.
create function private.audit(action text, target_type text, target_id text, target_label text, reason text)
returns void
language plpgsql security definer set search_path = '' as $$
begin
  insert into public.admin_audit_log (actor_id, actor_email, action, target_type, target_id, target_label, reason)
  values (
    (select auth.uid()), (select auth.jwt()) ->> 'email', action, target_type, target_id,
    left(coalesce(target_label, ''), 300), btrim(coalesce(reason, ''))
  );
end $$;
revoke all on function private.audit(text, text, text, text, text) from public;
-- Trigger functions run whatever the caller may execute; no client calls them directly.
revoke all on function private.admin_audit_log_immutable() from public;
revoke all on function private.require_admin() from public;

alter table public.admin_audit_log enable row level security;
create policy admin_audit_log_select on public.admin_audit_log for select to authenticated
  using ((select private.is_admin()));
revoke all on table public.admin_audit_log from public, anon, authenticated, service_role;
grant select on table public.admin_audit_log to authenticated, service_role;

-- Reports ------------------------------------------------------------------------------------------------------
create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  reporter_id uuid not null default auth.uid() references public.profiles (user_id) on delete cascade,
  target_type text not null check (target_type in ('post', 'message', 'profile')),
  -- Not a foreign key: the report (and its outcome) outlives the content it names.
  target_id uuid not null,
  reason text not null check (reason in ('spam', 'harassment', 'inappropriate', 'other')),
  details text not null default '' check (char_length(details) <= 500),
  status text not null default 'open' check (status in ('open', 'removed', 'dismissed')),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  -- A member reports the same thing once.
  constraint content_reports_once unique (reporter_id, target_type, target_id)
);
create index content_reports_open_idx on public.content_reports (created_at) where status = 'open';
create index content_reports_target_idx on public.content_reports (target_type, target_id);

-- A member reports only what she can see, never her own content, always as herself and as an open report.
create function private.content_reports_before_insert() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  _me uuid := (select auth.uid());
  _owner uuid;
begin
  if private.is_trusted_writer() and _me is null then
    return new;
  end if;
  new.reporter_id := _me;
  new.status := 'open';
  new.resolved_at := null;
  new.created_at := now();
  if new.target_type = 'post' then
    select p.user_id into _owner from public.posts p where p.id = new.target_id;
  elsif new.target_type = 'message' then
    select m.sender_id into _owner from public.messages m
      join public.conversations c on c.id = m.conversation_id
      where m.id = new.target_id and _me in (c.participant_1, c.participant_2);
  else
    select p.user_id into _owner from public.profiles p where p.user_id = new.target_id;
  end if;
  if _owner is null then
    raise exception 'there is nothing to report there' using errcode = '23503';
  end if;
  if _owner = _me then
    raise exception 'you cannot report your own content' using errcode = '23514';
  end if;
  return new;
end $$;
create trigger content_reports_before_insert before insert on public.content_reports
  for each row execute function private.content_reports_before_insert();
revoke all on function private.content_reports_before_insert() from public;

alter table public.content_reports enable row level security;
create policy content_reports_select on public.content_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));
create policy content_reports_insert on public.content_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()));
-- No update or delete policy: reports are resolved by admin_resolve_report alone.
revoke all on table public.content_reports from public, anon, authenticated;
grant select on table public.content_reports to authenticated;
grant insert (target_type, target_id, reason, details) on table public.content_reports to authenticated;
grant all on table public.content_reports to service_role;

-- The admin's actions ------------------------------------------------------------------------------------------
-- Each checks the caller, acts, and audits in one transaction: no action without its record. Security definer,
-- so the action is not limited by what the admin's own policies would let a client do row by row; the checks
-- above are the authorisation.

create function public.admin_delete_user(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _name text;
begin
  perform private.require_admin();
  if target = (select auth.uid()) then
    raise exception 'the admin cannot delete her own account' using errcode = '42501';
  end if;
  delete from public.profiles p where p.user_id = target returning p.display_name into _name;
  if not found then
    raise exception 'no such member' using errcode = 'P0002';
  end if;
  perform private.audit('delete_user', 'user', target::text, _name, reason);
end $$;

create function public.admin_delete_post(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _content text;
begin
  perform private.require_admin();
  delete from public.posts p where p.id = target returning p.content into _content;
  if not found then
    raise exception 'no such post' using errcode = 'P0002';
  end if;
  perform private.audit('delete_post', 'post', target::text, _content, reason);
end $$;

create function public.admin_approve_event(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _title text;
begin
  perform private.require_admin();
  update public.events e set approved = true where e.id = target returning e.title into _title;
  if not found then
    raise exception 'no such event' using errcode = 'P0002';
  end if;
  perform private.audit('approve_event', 'event', target::text, _title, reason);
end $$;

create function public.admin_delete_event(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _title text;
begin
  perform private.require_admin();
  delete from public.events e where e.id = target returning e.title into _title;
  if not found then
    raise exception 'no such event' using errcode = 'P0002';
  end if;
  perform private.audit('delete_event', 'event', target::text, _title, reason);
end $$;

-- The one-moderator and one-president-per-chapter rules hold through their unique indexes (23505).
create function public.admin_approve_president(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _label text;
begin
  perform private.require_admin();
  update public.diva_presidents d set approved = true where d.id = target
    returning d.full_name || ' (' || d.role || coalesce(', ' || d.chapter_name, '') || ')' into _label;
  if not found then
    raise exception 'no such application' using errcode = 'P0002';
  end if;
  perform private.audit('approve_president', 'president', target::text, _label, reason);
end $$;

create function public.admin_delete_president(target uuid, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _label text;
begin
  perform private.require_admin();
  delete from public.diva_presidents d where d.id = target
    returning d.full_name || ' (' || d.role || coalesce(', ' || d.chapter_name, '') || ')' into _label;
  if not found then
    raise exception 'no such application' using errcode = 'P0002';
  end if;
  perform private.audit('delete_president', 'president', target::text, _label, reason);
end $$;

-- Open reports with what they name (the content may be gone already: then content is null).
create function public.admin_open_reports()
returns table (
  id uuid, target_type text, target_id uuid, reason text, details text, created_at timestamptz,
  reporter_name text, content text, author_id uuid, author_name text
)
language plpgsql stable security definer set search_path = '' as $$
begin
  perform private.require_admin();
  return query
    select r.id, r.target_type, r.target_id, r.reason, r.details, r.created_at,
      private.display_name(r.reporter_id),
      coalesce(p.content, m.content, pr.bio, pr.display_name),
      coalesce(p.user_id, m.sender_id, pr.user_id),
      coalesce(pa.display_name, ma.display_name, pr.display_name)
    from public.content_reports r
    left join public.posts p on r.target_type = 'post' and p.id = r.target_id
    left join public.profiles pa on pa.user_id = p.user_id
    left join public.messages m on r.target_type = 'message' and m.id = r.target_id
    left join public.profiles ma on ma.user_id = m.sender_id
    left join public.profiles pr on r.target_type = 'profile' and pr.user_id = r.target_id
    where r.status = 'open'
    order by r.created_at;
end $$;

-- Removes the reported content (or dismisses the report). Every open report of the same thing is settled with
-- it, and each reporter is told the outcome.
create function public.admin_resolve_report(report uuid, outcome text, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _r public.content_reports;
  _label text;
  _what text;
  _reporter uuid;
begin
  perform private.require_admin();
  if outcome not in ('remove', 'dismiss') then
    raise exception 'outcome must be remove or dismiss' using errcode = '22023';
  end if;
  select * into _r from public.content_reports c where c.id = report and c.status = 'open' for update;
  if not found then
    raise exception 'no such open report' using errcode = 'P0002';
  end if;
  _what := case _r.target_type when 'post' then 'post' when 'message' then 'message' else 'profile' end;
  if outcome = 'remove' then
    if _r.target_type = 'post' then
      delete from public.posts p where p.id = _r.target_id returning p.content into _label;
    elsif _r.target_type = 'message' then
      delete from public.messages m where m.id = _r.target_id returning m.content into _label;
    else
      if _r.target_id = (select auth.uid()) then
        raise exception 'the admin cannot delete her own account' using errcode = '42501';
      end if;
      delete from public.profiles p where p.user_id = _r.target_id returning p.display_name into _label;
    end if;
  end if;
  for _reporter in
    update public.content_reports c set status = case when outcome = 'remove' then 'removed' else 'dismissed' end,
      resolved_at = now()
    where c.target_type = _r.target_type and c.target_id = _r.target_id and c.status = 'open'
    returning c.reporter_id
  loop
    perform private.notify(
      _reporter, 'system', 'Your report was reviewed',
      case when outcome = 'remove' then format('The %s you reported was removed. Thank you for keeping the community safe.', _what)
           else format('We reviewed the %s you reported and it stays up.', _what) end,
      jsonb_build_object('report_id', report, 'outcome', outcome, 'target_type', _r.target_type)
    );
  end loop;
  perform private.audit(
    case when outcome = 'remove' then 'remove_reported_content' else 'dismiss_report' end,
    'report', report::text, coalesce(_label, _what || ' ' || _r.target_id::text), reason
  );
end $$;

revoke all on function public.admin_delete_user(uuid, text), public.admin_delete_post(uuid, text),
  public.admin_approve_event(uuid, text), public.admin_delete_event(uuid, text),
  public.admin_approve_president(uuid, text), public.admin_delete_president(uuid, text),
  public.admin_open_reports(), public.admin_resolve_report(uuid, text, text) from public, anon;
grant execute on function public.admin_delete_user(uuid, text), public.admin_delete_post(uuid, text),
  public.admin_approve_event(uuid, text), public.admin_delete_event(uuid, text),
  public.admin_approve_president(uuid, text), public.admin_delete_president(uuid, text),
  public.admin_open_reports(), public.admin_resolve_report(uuid, text, text) to authenticated;

-- Admins see whether their session still holds (the portal sends her back to the login when it does not).
create function public.admin_session_expires_at() returns timestamptz
language sql stable security definer set search_path = '' as $$
  select case when private.is_admin() then to_timestamp((
    select max((entry ->> 'timestamp')::numeric)
    from jsonb_array_elements((select auth.jwt()) -> 'amr') as entry
    where jsonb_typeof(entry -> 'timestamp') = 'number'
  ) + 86400) end
$$;
revoke all on function public.admin_session_expires_at() from public, anon;
grant execute on function public.admin_session_expires_at() to authenticated;
