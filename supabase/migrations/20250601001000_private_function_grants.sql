-- Functions in `private` are not exposed through the API, but PostgreSQL lets PUBLIC execute every new function.
-- Take that away and give back only what row-level security policies, CHECK constraints and security-invoker
-- triggers call while running as the client's role. Everything else (notification writers, seat keeping,
-- account deletion) runs only inside the database's own security definer triggers.
revoke execute on all functions in schema private from public, anon, authenticated;

grant execute on function
  private.is_trusted_writer(),
  private.is_admin(),
  private.is_moderator(),
  private.is_approver(),
  private.president_chapter_id(),
  private.is_approved_president(uuid),
  private.owns_post(uuid),
  private.owns_goal(uuid),
  private.my_conversation_ids(),
  private.managed_event_ids(),
  private.is_web_url(text),
  private.is_image_url(text),
  private.are_valid_tags(text[])
to authenticated, service_role;
