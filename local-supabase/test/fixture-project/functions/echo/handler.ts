import { bearerToken, jsonResponse, userClient, type FunctionContext } from '../_shared/context.ts';

/** Echoes the request back with the caller's user id, as Auth resolves it from her JWT. */
export default async function handler(req: Request, ctx: FunctionContext): Promise<Response> {
  const url = new URL(req.url);
  const type = req.headers.get('content-type') ?? '';
  const text = await req.text();
  const body = type.startsWith('application/json') && text ? JSON.parse(text) : text || null;

  let userId: string | null = null;
  const token = bearerToken(ctx);
  if (token) {
    const { data } = await userClient(ctx).auth.getUser(token);
    userId = data.user?.id ?? null;
  }
  return jsonResponse(
    { method: req.method, path: url.pathname, query: Object.fromEntries(url.searchParams), contentType: type || null, body, userId },
    200,
    { 'X-Echo': 'yes' },
  );
}
