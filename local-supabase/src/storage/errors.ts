import { isPgError } from '../db/types.ts';
import { HttpError } from '../http/reply.ts';

/**
 * Storage's error body: `{statusCode, code, error, message}`. As in storage-api (src/http/error-handler.ts,
 * StorageBackendError.userStatusCode), the HTTP status is 400 for every client error and 500 for server errors;
 * the specific status (403, 404, 409, 413 …) travels as the string `statusCode` in the body, which storage-js
 * exposes as `error.statusCode` (and `error.status` is the HTTP 400).
 */
export class StorageError extends HttpError {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    error: string = code,
    httpStatus: number = statusCode >= 500 ? 500 : 400,
  ) {
    super(httpStatus, { statusCode: String(statusCode), code, error, message });
  }
}

export const errors = {
  noSuchBucket: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  accessDenied: (message = 'Access denied') => new StorageError(403, 'AccessDenied', message, 'Unauthorized'),
  alreadyExists: () => new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () => new StorageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () => new StorageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () => new StorageError(409, 'ResourceNotEmpty', 'The bucket you tried to delete is not empty'),
  entityTooLarge: (entity = 'object') =>
    new StorageError(413, 'EntityTooLarge', `The ${entity} exceeded the maximum allowed size`, 'Payload too large'),
  invalidMimeType: (mime: string) =>
    new StorageError(415, 'InvalidMimeType', `mime type ${mime} is not supported`, 'invalid_mime_type'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () => new StorageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidJwt: (message = 'Invalid JWT') => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') => new StorageError(400, 'InvalidSignature', message),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
  invalidParameter: (name: string) => new StorageError(400, 'InvalidParameter', `Invalid Parameter ${name}`),
  invalidFileSizeLimit: () =>
    new StorageError(400, 'InvalidRequest', 'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B'),
  noContent: (message = 'No content provided') => new StorageError(400, 'InvalidRequest', message),
  relatedResourceNotFound: () => new StorageError(404, 'InvalidRequest', 'The related resource does not exist'),
  /** Unknown route: the one case storage-api answers with a real 404. */
  routeNotFound: (method: string, url: string) =>
    new StorageError(404, 'InvalidRequest', `Route ${method}:${url} not found`, 'Not Found', 404),
};

/** Messages the jose library (used by storage-api) gives for each way a bearer token fails. */
const JWT_MESSAGES: Record<string, string> = {
  malformed: 'Invalid Compact JWS',
  signature: 'signature verification failed',
  expired: '"exp" claim timestamp check failed',
  not_yet_valid: '"nbf" claim timestamp check failed',
  algorithm: '"alg" (Algorithm) Header Parameter value not allowed',
};

export function jwtFailureMessage(reason: string, fallback: string): string {
  return JWT_MESSAGES[reason] ?? fallback;
}

/** Maps a database error as storage-api's DBError.fromDBError does; client-caused failures stay 4xx. */
export function fromDbError(e: unknown): unknown {
  if (!isPgError(e)) return e;
  switch (e.code) {
    case '42501':
      return errors.accessDenied(
        e.message.includes('row-level security') ? 'new row violates row-level security policy' : e.message,
      );
    case '23505':
      return errors.alreadyExists();
    case '23503':
      return errors.relatedResourceNotFound();
    case '22P02':
      return new StorageError(400, 'InvalidParameter', e.message || 'Invalid value format or type conversion failed');
  }
  // A trigger or check constraint of the project rejecting the write is the caller's problem, not a crash.
  if (e.code === 'P0001' || e.code!.startsWith('22') || e.code!.startsWith('23')) {
    return errors.invalidRequest(e.message);
  }
  return new StorageError(500, 'DatabaseError', `database error, code: ${e.code}`);
}
