-- The events update guard compares the whole row (to_jsonb(new) against to_jsonb(old)) to tell an approver's
-- approval from an edit. Since 20261123225540_search_network, events has a generated `search_vector`, which is
-- still null in NEW inside a BEFORE trigger: every approval by someone other than the creator looked like an edit
-- and was refused with 42501. The generated column is left out of the comparison; the body is otherwise the one
-- of 20250601003000_hardening.
create or replace function private.events_before_update() returns trigger
language plpgsql set search_path = '' as $$
declare
  _approval_changed boolean := new.approved is distinct from old.approved;
  _material boolean := (new.title, new.description, new.date, new.time, new.location, new.type, new.chapter_id,
                        new.address, new.image_url, new.price)
      is distinct from (old.title, old.description, old.date, old.time, old.location, old.type, old.chapter_id,
                        old.address, old.image_url, old.price);
begin
  if not private.is_trusted_writer() then
    if _approval_changed and not private.is_approver() then
      raise exception 'only the admin or the moderator can approve events' using errcode = '42501';
    end if;
    if old.created_by is distinct from (select auth.uid())
       and (to_jsonb(new) - '{approved,approved_at,updated_at,search_vector}'::text[])
           is distinct from (to_jsonb(old) - '{approved,approved_at,updated_at,search_vector}'::text[]) then
      raise exception 'only the creator can edit this event' using errcode = '42501';
    end if;
    if old.approved and new.approved and _material
       and not private.is_approver()
       and not private.may_publish_event((select auth.uid()), new.chapter_id) then
      new.approved := false;
      _approval_changed := true;
    end if;
  end if;
  if _approval_changed then
    new.approved_at := case when new.approved then now() end;
  elsif not private.is_trusted_writer() then
    new.approved_at := old.approved_at;
  end if;
  return new;
end $$;
