-- The bell's newest notifications and the member's unread count, read in one statement and so from one snapshot.
-- Read as two requests, a notification written between them was in the count but not the list; its live insert
-- then added it to the list and counted it a second time ("2 unread" with one item shown). Direct messages are the
-- messages badge's, never the bell's.
create function public.header_notifications(max_items integer default 10) returns jsonb
language sql stable security invoker set search_path = '' as $$
  select jsonb_build_object(
    'items', coalesce((
      select jsonb_agg(to_jsonb(newest) order by newest.created_at desc, newest.id desc)
        from (
          select n.id, n.title, n.message, n.read, n.created_at, n.type, n.data
            from public.notifications n
           where n.user_id = (select auth.uid()) and n.type <> 'message'
           order by n.created_at desc, n.id desc
           limit greatest(1, least(coalesce(max_items, 10), 50))
        ) as newest
    ), '[]'::jsonb),
    'unread', (
      select count(*)
        from public.notifications n
       where n.user_id = (select auth.uid()) and not n.read and n.type <> 'message'
    )
  )
$$;

revoke all on function public.header_notifications(integer) from public, anon;
grant execute on function public.header_notifications(integer) to authenticated, service_role;
