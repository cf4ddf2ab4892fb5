-- The public avatars bucket (members write only under their own folder, {userId}/avatar.{ext}) and the tables
-- that send live updates.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('avatars', 'avatars', true, 5242880, array['image/png', 'image/jpeg', 'image/gif', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

-- storage.objects already has row-level security enabled (by Supabase, or by local-supabase's bootstrap).
create policy avatars_select on storage.objects for select to anon, authenticated
  using (bucket_id = 'avatars');
create policy avatars_insert on storage.objects for insert to authenticated
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy avatars_update on storage.objects for update to authenticated
  using (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text)
  with check (bucket_id = 'avatars' and (storage.foldername(name))[1] = (select auth.uid())::text);
create policy avatars_delete on storage.objects for delete to authenticated
  using (bucket_id = 'avatars' and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin())));

alter publication supabase_realtime add table
  public.notifications,
  public.conversations,
  public.messages,
  public.posts,
  public.post_likes,
  public.post_comments,
  public.events,
  public.event_rsvps,
  public.connection_requests;
