import type { App } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import { json, type Reply } from '../http/reply.ts';
import { type JwtError, signJwt, verifyJwt } from '../jwt.ts';
import { bodyObject, callerOf, inTransaction, readJson } from './context.ts';
import { errors, jwtFailureMessage } from './errors.ts';
import { mustBeValidBucketName } from './limits.ts';
import { findObject, renderObject } from './object-read.ts';

const SCOPE = 'download';
/** storage-api refuses expiries past this absolute date (2^31 - 1 seconds). */
const MAX_EXP = 2 ** 31 - 1;

function expiresInFrom(body: Record<string, unknown>): number {
  const v = body.expiresIn;
  if (v === undefined) throw errors.invalidRequest("body must have required property 'expiresIn'");
  if (typeof v !== 'number' || !Number.isFinite(v)) throw errors.invalidParameter('expiresIn');
  const seconds = Math.floor(v);
  if (seconds < 1 || seconds > MAX_EXP - Math.floor(Date.now() / 1000)) throw errors.invalidParameter('expiresIn');
  return seconds;
}

function tokenFor(app: App, url: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000);
  return signJwt({ url, scope: SCOPE, iat, exp: iat + expiresIn }, app.settings.jwtSecret);
}

/** POST /object/sign/{bucket}/{key} `{expiresIn}`: a download URL, for an object the caller may read (RLS). */
export async function signOne(app: App, req: ApiRequest, bucketId: string, key: string): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  const expiresIn = expiresInFrom(bodyObject(await readJson(req)));
  await inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      await tx.asCaller();
      const found = await tx.query('select 1 from storage.objects where bucket_id = $1 and name = $2', [bucketId, key]);
      if (!found.rows[0]) throw errors.noSuchKey();
    },
    { readOnly: true },
  );
  const url = `${bucketId}/${key}`;
  return json(200, { signedURL: `/object/sign/${url}?token=${tokenFor(app, url, expiresIn)}` });
}

/** POST /object/sign/{bucket} `{expiresIn, paths}`: one entry per path, with an error for unreadable ones. */
export async function signMany(app: App, req: ApiRequest, bucketId: string): Promise<Reply> {
  mustBeValidBucketName(bucketId);
  const caller = callerOf(req);
  const body = bodyObject(await readJson(req));
  const expiresIn = expiresInFrom(body);
  const paths = body.paths;
  if (!Array.isArray(paths) || !paths.every((p) => typeof p === 'string')) {
    throw errors.invalidRequest("body must have required property 'paths'");
  }
  const readable = await inTransaction(
    app,
    req,
    caller,
    async (tx) => {
      await tx.asCaller();
      const { rows } = await tx.query<{ name: string }>(
        'select name from storage.objects where bucket_id = $1 and name = any($2::text[])',
        [bucketId, paths],
      );
      return new Set(rows.map((r) => r.name));
    },
    { readOnly: true },
  );
  return json(
    200,
    (paths as string[]).map((path) =>
      readable.has(path)
        ? { error: null, path, signedURL: `/object/sign/${bucketId}/${path}?token=${tokenFor(app, `${bucketId}/${path}`, expiresIn)}` }
        : { error: 'Either the object does not exist or you do not have access to it', path, signedURL: null },
    ),
  );
}

/** GET /object/sign/{bucket}/{key}?token=…: serves the object to anyone holding a valid token for it. */
export async function getSigned(app: App, req: ApiRequest, bucketId: string, key: string): Promise<Reply> {
  const token = req.url.searchParams.get('token');
  if (!token) throw errors.invalidRequest("querystring must have required property 'token'");
  let claims;
  try {
    claims = verifyJwt(token, app.settings.jwtSecret);
  } catch (e) {
    const err = e as JwtError;
    throw errors.invalidJwt(jwtFailureMessage(err.reason, err.message));
  }
  if (claims.scope !== undefined && claims.scope !== SCOPE) throw errors.invalidSignature(`Token is not scoped for ${SCOPE}`);
  if (claims.url !== `${bucketId}/${key}`) throw errors.invalidSignature();
  // The token itself grants access, public bucket or not.
  const found = await findObject(app, req, bucketId, key, 'signed', true, null);
  return renderObject(req, found, { expires: new Date(Number(claims.exp) * 1000).toUTCString() });
}
