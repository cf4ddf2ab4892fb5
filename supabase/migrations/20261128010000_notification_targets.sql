-- Every notification names what it opens. The kinds and their targets (the shell's notification list maps them):
--   connection_request: request_id (the request in Who Matches); connection_approved: requested_id (her profile);
--   message: conversation_id; event_approved, and system 'event_changed' / 'waitlist_promoted': event_id;
--   application_approved: role (the president's portal); system 'Your report was reviewed': post_id,
--   conversation_id or member_id when the report was dismissed and the content is still there.
-- The report's notification was the one kind that named nothing it could open: it gets its target here, and the
-- rows already sent get theirs where the reported content still exists.

-- What a reported thing opens: the post, the conversation of the message, the member's profile; {} if it is gone.
create function private.report_target(target_type text, target_id uuid) returns jsonb
language sql stable set search_path = '' as $$
  select coalesce(case target_type
    when 'post' then (select jsonb_build_object('post_id', p.id) from public.posts p where p.id = target_id)
    when 'message' then (
      select jsonb_build_object('conversation_id', m.conversation_id, 'message_id', m.id)
      from public.messages m where m.id = target_id)
    when 'profile' then (select jsonb_build_object('member_id', p.user_id) from public.profiles p where p.user_id = target_id)
  end, '{}')
$$;
revoke all on function private.report_target(text, uuid) from public, anon, authenticated;

create or replace function public.admin_resolve_report(report uuid, outcome text, reason text) returns void
language plpgsql security definer set search_path = '' as $$
declare
  _r public.content_reports;
  _label text;
  _what text;
  _reporter uuid;
  _target jsonb := '{}';
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
  -- A dismissed report's content stays up: her notification opens it (a removed one has nothing to open).
  if outcome = 'dismiss' then
    _target := private.report_target(_r.target_type, _r.target_id);
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
      jsonb_build_object('report_id', report, 'outcome', outcome, 'target_type', _r.target_type) || _target
    );
  end loop;
  perform private.audit(
    case when outcome = 'remove' then 'remove_reported_content' else 'dismiss_report' end,
    'report', report::text, coalesce(_label, _what || ' ' || _r.target_id::text), reason
  );
end $$;

-- The notifications already sent for dismissed reports, where the content is still there.
update public.notifications n
set data = n.data || private.report_target(r.target_type, r.target_id)
from public.content_reports r
where n.type = 'system'
  and n.data ->> 'outcome' = 'dismiss'
  and n.data ->> 'report_id' ~ '^[0-9a-fA-F-]{36}$'
  and r.id = (n.data ->> 'report_id')::uuid;
