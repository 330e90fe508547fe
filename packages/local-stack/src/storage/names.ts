import { errors } from './errors.ts';

// Storage's own rules (src/storage/limits.ts): S3-safe characters and the few that need special
// handling. Keys may also hold non-ASCII characters, as Storage allows since its unicode names.
const KEY_CHARACTERS = /^[\w/!\-.*'() &$@=;:+,?\u00a0-\uffff]+$/;
const BUCKET_CHARACTERS = /^[\w!\-.*'() &$@=;:+,?]+$/;

function isFileSystemSafe(segments: string[]): boolean {
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..');
}

/**
 * An object key Storage accepts and that maps onto exactly one place under the bucket's folder:
 * no `.` or `..` segments, no leading, trailing or doubled slashes.
 */
export function isValidKey(key: string): boolean {
  return KEY_CHARACTERS.test(key) && isFileSystemSafe(key.split('/'));
}

export function isValidBucketName(name: string): boolean {
  return name.length < 64 && BUCKET_CHARACTERS.test(name) && isFileSystemSafe([name]);
}

export function mustBeValidKey(key: string): void {
  if (!isValidKey(key)) throw errors.invalidKey(key);
}

export function mustBeValidBucketName(name: string): void {
  if (!isValidBucketName(name)) throw errors.invalidBucketName();
}

/** Storage treats keys ending so as empty folders: they must have no content. */
export function isEmptyFolderPlaceholder(key: string): boolean {
  return key.endsWith('.emptyFolderPlaceholder');
}

export function isUuid(value: string | undefined): value is string {
  return (
    value !== undefined &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-5][0-9a-f]{3}-[089ab][0-9a-f]{3}-[0-9a-f]{12}$/i.test(value)
  );
}
