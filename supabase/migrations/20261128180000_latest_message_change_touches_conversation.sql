-- An edit or a delete of a conversation's latest message changes the preview in both members' lists (its text, or
-- 'Message deleted'), yet until now only a new message touched the conversation row, which is what the lists
-- listen to (messages themselves would cost a row-level security check per message for every listener). So the
-- other member's list kept the old text, even of a message its sender took back, until something else refreshed
-- it. Such a change now moves the conversation's updated_at (never last_message_at: the order stays), and the
-- lists read their previews again. An edit of an older message leaves the preview, and the row, as they are.
create function private.messages_after_change_touch_conversation() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.content is distinct from old.content or new.deleted_at is distinct from old.deleted_at then
    if not exists (
      select 1 from public.messages m where m.conversation_id = new.conversation_id and m.created_at > new.created_at
    ) then
      update public.conversations set updated_at = greatest(updated_at, now()) where id = new.conversation_id;
    end if;
  end if;
  return null;
end $$;
revoke all on function private.messages_after_change_touch_conversation() from public, anon, authenticated;

create trigger messages_after_change_touch_conversation after update of content, deleted_at on public.messages
  for each row execute function private.messages_after_change_touch_conversation();
