import { type DivaClient, getSupabase, unwrap } from '@diva/core';

/** Deletes a post and writes the audit row in one transaction (the database checks the admin session). */
export async function deletePost(postId: string, reason: string, client: DivaClient = getSupabase()): Promise<void> {
  unwrap(await client.rpc('admin_delete_post', { target: postId, reason }));
}
