import { json } from '../../http/reply.ts';
import { readJsonObject, str } from '../body.ts';
import { maxBody, type AuthContext, type RouteHandler } from '../context.ts';
import { notFound } from '../errors.ts';
import { requireAdmin } from '../guards.ts';
import { findFactor, listFactors, type FactorRecord } from '../mfa/factors.ts';
import { UUID_RE } from '../users.ts';
import { loadUser } from './admin.ts';

async function loadFactor(ctx: AuthContext, userId: string, factorId: string): Promise<FactorRecord> {
  if (!UUID_RE.test(factorId)) throw notFound('validation_failed', 'factor_id must be an UUID');
  const factor = await findFactor(ctx.app.db, factorId, userId);
  if (!factor) throw notFound('mfa_factor_not_found', 'Factor not found');
  return factor;
}

/** GET /admin/users/{id}/factors (auth.admin.mfa.listFactors): every factor of the user, verified or not. */
export const adminListFactors: RouteHandler = async (ctx, req, [userId]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const user = await loadUser(ctx, userId);
  return json(200, await listFactors(ctx.app.db, user.id));
};

/** DELETE /admin/users/{id}/factors/{factor_id} (auth.admin.mfa.deleteFactor): answers the deleted factor. */
export const adminDeleteFactor: RouteHandler = async (ctx, req, [userId, factorId]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const user = await loadUser(ctx, userId);
  const factor = await loadFactor(ctx, user.id, factorId);
  await ctx.app.db.query(`delete from auth.mfa_factors where id = $1::uuid`, [factor.id]);
  return json(200, factor.json);
};

/** PUT /admin/users/{id}/factors/{factor_id}: renames the factor (GoTrue's AdminUserUpdateFactor). */
export const adminUpdateFactor: RouteHandler = async (ctx, req, [userId, factorId]) => {
  requireAdmin(req, ctx.app.settings.jwtSecret);
  const user = await loadUser(ctx, userId);
  const factor = await loadFactor(ctx, user.id, factorId);
  const body = await readJsonObject(req, maxBody(ctx));
  const friendlyName = str(body, 'friendly_name');
  if (friendlyName !== '') {
    await ctx.app.db.query(`update auth.mfa_factors set friendly_name = $2, updated_at = now() where id = $1::uuid`, [
      factor.id,
      friendlyName,
    ]);
  }
  return json(200, (await findFactor(ctx.app.db, factor.id, user.id))!.json);
};
