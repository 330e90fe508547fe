import pg from 'pg';
import { HttpError } from '../http.ts';

/**
 * Errors exactly as Storage renders them: the body carries the meaningful status as a string in
 * `statusCode`, while the HTTP status is 400 for every client error and 500 for server errors
 * (Storage's `userStatusCode`). storage-js reads both: `error.status` and `error.statusCode`.
 */
export function storageError(
  statusCode: number,
  code: string,
  message: string,
  error: string = code,
  headers: Record<string, string> = {},
): HttpError {
  return new HttpError(
    statusCode >= 500 ? 500 : 400,
    { statusCode: String(statusCode), code, error, message },
    headers,
  );
}

export const errors = {
  noSuchBucket: () => storageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => storageError(404, 'NoSuchKey', 'Object not found', 'not_found'),
  /** The object's row exists but its bytes are gone: the renderer's own not-found answer. */
  missingContent: () =>
    new HttpError(
      400,
      { error: 'Not found', message: 'The resource was not found', statusCode: '404' },
      { 'cache-control': 'no-store' },
    ),
  accessDenied: (message: string) => storageError(403, 'AccessDenied', message, 'Unauthorized'),
  rowLevelSecurity: () => errors.accessDenied('new row violates row-level security policy'),
  resourceAlreadyExists: () =>
    storageError(409, 'ResourceAlreadyExists', 'The resource already exists', 'Duplicate'),
  keyAlreadyExists: () =>
    storageError(409, 'KeyAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketAlreadyExists: () =>
    storageError(409, 'BucketAlreadyExists', 'The resource already exists', 'Duplicate'),
  bucketNotEmpty: () =>
    storageError(409, 'InvalidRequest', 'The bucket you tried to delete is not empty'),
  relatedResourceNotFound: () =>
    storageError(404, 'InvalidRequest', 'The related resource does not exist'),
  resourceLocked: () => storageError(423, 'ResourceLocked', 'The resource is locked'),
  invalidMimeType: (mimeType: string) =>
    storageError(
      415,
      'InvalidMimeType',
      `mime type ${mimeType} is not supported`,
      'invalid_mime_type',
    ),
  entityTooLarge: (entity = 'object') =>
    storageError(
      413,
      'EntityTooLarge',
      `The ${entity} exceeded the maximum allowed size`,
      'Payload too large',
    ),
  invalidKey: (key: string) => storageError(400, 'InvalidKey', `Invalid key: ${key}`),
  invalidBucketName: () =>
    storageError(400, 'InvalidBucketName', 'Bucket name invalid', 'Invalid Input'),
  invalidFileSizeLimit: () =>
    storageError(
      400,
      'InvalidRequest',
      'Invalid file size format, hint: use 20GB / 20MB / 30KB / 3B',
    ),
  invalidJwt: (message: string) => storageError(400, 'InvalidJWT', message || 'Invalid JWT'),
  invalidSignature: () => storageError(400, 'InvalidSignature', 'Invalid signature'),
  noContentProvided: () => storageError(400, 'InvalidRequest', 'No content provided'),
  /** What Storage's request validation (Fastify + Ajv) answers for a malformed request. */
  invalidRequest: (message: string) => storageError(400, 'InvalidRequest', message, 'Error'),
  notImplemented: (method: string, path: string) =>
    new HttpError(501, {
      statusCode: '501',
      error: 'Not Implemented',
      message: `${method}:${path} is not implemented by the local storage service (uploads, downloads, removal and reading a bucket are)`,
    }),
  routeNotFound: (method: string, path: string) =>
    new HttpError(404, {
      statusCode: '404',
      error: 'Not Found',
      message: `Route ${method}:${path} not found`,
    }),
  database: (message: string) => storageError(500, 'DatabaseError', message),
  internal: () => storageError(500, 'InternalError', 'Internal server error'),
};

/** Postgres errors as Storage's `DBError.fromDBError` maps them. */
export function fromDatabaseError(error: pg.DatabaseError): HttpError {
  switch (error.code) {
    case '42501':
      return errors.rowLevelSecurity();
    case '23505':
      return errors.resourceAlreadyExists();
    case '23503':
      return errors.relatedResourceNotFound();
    case '55P03':
      return errors.resourceLocked();
    default:
      return errors.database(error.message);
  }
}

export function isUniqueViolation(error: unknown): boolean {
  return error instanceof pg.DatabaseError && error.code === '23505';
}

/** Any thrown value as the error Storage would answer with. */
export function toStorageError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (error instanceof pg.DatabaseError) return fromDatabaseError(error);
  return undefined;
}
