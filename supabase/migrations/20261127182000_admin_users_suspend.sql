-- The admin's Users table: every member with her sign-in e-mail, role, join date and last sign-in, searched by
-- name or e-mail on the server; and suspend / restore through Auth's own ban (auth.users.banned_until, which
-- Auth checks at every sign-in and token refresh), audited. Both are admin-only functions: the database decides
-- who the admin is from the caller's token and auth.users (private.require_admin), never from anything sent.

alter table public.admin_audit_log drop constraint admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in (
  'delete_user', 'delete_post', 'approve_event', 'delete_event', 'approve_president', 'delete_president',
  'remove_reported_content', 'dismiss_report',
  'delete_comment', 'update_event', 'delete_rsvp', 'remove_chapter_member', 'update_president',
  'suspend_user', 'restore_user'
));

-- One page (20, the admin tables' page) of members, newest first, with the total. The role is what the portals know her as: admin,
-- the moderator, a chapter president, or a member.
create function public.admin_users(search text default '', page integer default 0) returns jsonb
language plpgsql stable security definer set search_path = '' as $$
declare
  _term text := btrim(coalesce(search, ''));
  _page integer := least(greatest(coalesce(page, 0), 0), 10000);
  _like text;
  _result jsonb;
begin
  perform private.require_admin();
  if char_length(_term) > 100 then
    raise exception 'search is at most 100 characters' using errcode = '22023';
  end if;
  -- The member's text taken literally: LIKE's wildcards and escape are escaped.
  _like := '%' || replace(replace(replace(_term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
  with matched as (
    select p.user_id, p.display_name, p.company, p.location, u.email, u.created_at, u.last_sign_in_at,
           coalesce(u.banned_until > now(), false) as suspended,
           case
             when coalesce(u.raw_app_meta_data ->> 'role', '') = 'admin' then 'admin'
             when exists (select 1 from public.diva_presidents d where d.user_id = p.user_id and d.approved and d.role = 'moderator') then 'moderator'
             when exists (select 1 from public.diva_presidents d where d.user_id = p.user_id and d.approved and d.role = 'president') then 'president'
             else 'member'
           end as role
      from public.profiles p
      join auth.users u on u.id = p.user_id
     where _term = '' or p.display_name ilike _like or u.email ilike _like
  )
  select jsonb_build_object(
           'total', (select count(*) from matched),
           'rows', coalesce((
             select jsonb_agg(to_jsonb(m) order by m.created_at desc, m.user_id)
               from (select * from matched order by created_at desc, user_id limit 20 offset _page * 20) m
           ), '[]'::jsonb))
    into _result;
  return _result;
end $$;
revoke all on function public.admin_users(text, integer) from public, anon;
grant execute on function public.admin_users(text, integer) to authenticated, service_role;

-- Suspends (Auth's ban, with no end) or restores a member, audited with the reason in the same transaction.
-- The admin cannot suspend herself.
create function public.admin_set_suspended(target uuid, suspended boolean, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _name text;
begin
  perform private.require_admin();
  if suspended is null then
    raise exception 'say whether to suspend or restore' using errcode = '22023';
  end if;
  if target = (select auth.uid()) then
    raise exception 'the admin cannot suspend her own account' using errcode = '42501';
  end if;
  update auth.users u set banned_until = case when suspended then 'infinity'::timestamptz end, updated_at = now()
   where u.id = target;
  if not found then
    raise exception 'no such member' using errcode = 'P0002';
  end if;
  select p.display_name into _name from public.profiles p where p.user_id = target;
  perform private.audit(case when suspended then 'suspend_user' else 'restore_user' end, 'user', target::text, _name, reason);
end $$;
revoke all on function public.admin_set_suspended(uuid, boolean, text) from public, anon;
grant execute on function public.admin_set_suspended(uuid, boolean, text) to authenticated, service_role;
