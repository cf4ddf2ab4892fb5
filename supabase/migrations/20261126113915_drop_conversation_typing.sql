-- Issue 15: the typing indicator travels over the private Realtime broadcast topic `typing:<conversation id>`
-- (migration 20261123222710_messaging_typing_broadcast); nothing in the product writes or reads the former
-- transport any more, so it goes: the table (and with it its policy, index and place in the supabase_realtime
-- publication) and the function that wrote it.
drop function public.set_typing(uuid);
drop table public.conversation_typing;
