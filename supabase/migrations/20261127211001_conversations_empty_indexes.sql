-- The columns conversations_select (20261127211000_own_content_and_message_edits.sql) reads beyond the
-- participants, indexed as every policy column is. Both indexes hold only conversations that have no message yet
-- (few rows: the ones members opened and have not written in), where the opener's check is the one that matters.
create index conversations_empty_idx on public.conversations (has_messages) where not has_messages;
create index conversations_empty_opened_by_idx on public.conversations using gin (opened_by) where not has_messages;
