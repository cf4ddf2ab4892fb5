import { bearerToken, jsonResponse, serviceClient, userClient, type FunctionContext } from '../_shared/context.ts';

/**
 * Who the caller is, read from the database twice: as herself (RLS applies) and through the service client
 * (RLS bypassed), to show both clients reach the same database.
 */
export default async function handler(_req: Request, ctx: FunctionContext): Promise<Response> {
  const token = bearerToken(ctx);
  const { data: auth } = token ? await userClient(ctx).auth.getUser(token) : { data: { user: null } };
  if (!auth.user) return jsonResponse({ error: 'not signed in' }, 401);

  const asUser = await userClient(ctx).rpc('whoami');
  const asService = await serviceClient(ctx).from('profiles').select('user_id, display_name').eq('user_id', auth.user.id).single();
  if (asUser.error || asService.error) return jsonResponse({ error: (asUser.error ?? asService.error)!.message }, 500);
  return jsonResponse({ uid: asUser.data, profile: asService.data });
}
