import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** The viewer's conversation with the chapter's president (made on first contact); returns its id. */
export async function contactChapter(presidentId: string, client: DivaClient = getSupabase()): Promise<string> {
  const conversation = unwrap<{ id: string }>(await client.rpc('get_or_create_conversation', { other_user_id: presidentId }));
  return conversation.id;
}
