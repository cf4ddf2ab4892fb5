-- What the requester sees after her request is declined: the request as she sent it ('Connection Saved', Request
-- pending), never that it was declined. LinkedIn does the same with an ignored invitation: the sender is not
-- told, it stays pending for her and she may withdraw it. So the member who declined is not exposed, and the
-- requester keeps the one action she had. Until now the delete policy let her withdraw only a pending request,
-- so Withdraw on a declined one deleted nothing. Now the requester withdraws her own request, pending or
-- declined; either side still removes an approved connection; the recipient still cannot delete a request.
drop policy connection_requests_delete on public.connection_requests;
create policy connection_requests_delete on public.connection_requests for delete to authenticated
  using (
    (status in ('pending', 'denied') and requester_id = (select auth.uid()))
    or (status = 'approved' and (requester_id = (select auth.uid()) or requested_id = (select auth.uid())))
  );
