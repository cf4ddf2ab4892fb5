import type { App, Service } from '../app.ts';
import type { ApiRequest } from '../http/request.ts';
import type { Reply } from '../http/reply.ts';
import { createBucket, deleteBucket, emptyBucket, getBucket, listBuckets, updateBucket } from './buckets.ts';
import { errors } from './errors.ts';
import { listObjects } from './object-list.ts';
import { findObject, renderInfo, renderObject } from './object-read.ts';
import { uploadObject } from './object-upload.ts';
import { copyObject, deleteObject, moveObject, removeObjects } from './object-write.ts';
import { getSigned, signMany, signOne } from './signed-url.ts';

/** `/storage/v1`: Supabase Storage's bucket and object API over storage.buckets, storage.objects and _local.object_data. */
export function createStorageService(app: App): Service {
  return {
    async handle(req) {
      const segments = pathSegments(req);
      if (segments[0] === 'bucket') return bucketRoute(app, req, segments.slice(1));
      if (segments[0] === 'object') return objectRoute(app, req, segments.slice(1));
      throw notFound(req);
    },
  };
}

function notFound(req: ApiRequest) {
  return errors.routeNotFound(req.method, req.path + req.url.search);
}

/** The decoded path segments below /storage/v1; a bad percent-encoding is an invalid key. */
function pathSegments(req: ApiRequest): string[] {
  return req.path
    .split('/')
    .slice(1)
    .map((s) => {
      try {
        return decodeURIComponent(s);
      } catch {
        throw errors.invalidKey(s);
      }
    });
}

async function bucketRoute(app: App, req: ApiRequest, s: string[]): Promise<Reply> {
  const m = req.method;
  if (s.length === 0 || (s.length === 1 && s[0] === '')) {
    if (m === 'GET') return listBuckets(app, req);
    if (m === 'POST') return createBucket(app, req);
  } else if (s.length === 1) {
    if (m === 'GET') return getBucket(app, req, s[0]);
    if (m === 'PUT') return updateBucket(app, req, s[0]);
    if (m === 'DELETE') return deleteBucket(app, req, s[0]);
  } else if (s.length === 2 && s[1] === 'empty' && m === 'POST') {
    return emptyBucket(app, req, s[0]);
  }
  throw notFound(req);
}

async function objectRoute(app: App, req: ApiRequest, s: string[]): Promise<Reply> {
  const m = req.method === 'HEAD' ? 'GET' : req.method;
  const [first] = s;
  // "/{bucket}/{key…}" starting at segment i: the key keeps its inner slashes.
  const target = (i: number) => ({ bucket: s[i] ?? '', key: s.slice(i + 1).join('/') });
  const hasKey = (i: number) => s.length > i + 1;

  if (m === 'POST') {
    if (first === 'list' && s.length === 2) return listObjects(app, req, s[1]);
    if (first === 'sign' && s.length === 2) return signMany(app, req, s[1]);
    if (first === 'sign' && hasKey(1)) return signOne(app, req, target(1).bucket, target(1).key);
    if (first === 'move' && s.length === 1) return moveObject(app, req);
    if (first === 'copy' && s.length === 1) return copyObject(app, req);
    if (hasKey(0)) return uploadObject(app, req, target(0).bucket, target(0).key, req.headers['x-upsert'] === 'true');
  } else if (m === 'PUT') {
    if (hasKey(0)) return uploadObject(app, req, target(0).bucket, target(0).key, true);
  } else if (m === 'GET') {
    if (first === 'public' && hasKey(1)) {
      return renderObject(req, await findObject(app, req, target(1).bucket, target(1).key, 'public', true));
    }
    if (first === 'authenticated' && hasKey(1)) {
      return renderObject(req, await findObject(app, req, target(1).bucket, target(1).key, 'authenticated', true));
    }
    if (first === 'sign' && hasKey(1)) return getSigned(app, req, target(1).bucket, target(1).key);
    if (first === 'info') {
      const sub = s[1];
      if ((sub === 'public' || sub === 'authenticated') && hasKey(2)) {
        return renderInfo(await findObject(app, req, target(2).bucket, target(2).key, sub, false));
      }
      if (hasKey(1)) return renderInfo(await findObject(app, req, target(1).bucket, target(1).key, 'optional', false));
    }
    if (hasKey(0)) return renderObject(req, await findObject(app, req, target(0).bucket, target(0).key, 'optional', true));
  } else if (m === 'DELETE') {
    if (s.length === 1) return removeObjects(app, req, s[0]);
    if (hasKey(0)) return deleteObject(app, req, target(0).bucket, target(0).key);
  }
  throw notFound(req);
}
