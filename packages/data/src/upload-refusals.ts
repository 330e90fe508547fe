import { fileTooLargeMessage } from '@venue/domain/files';
import { DataError } from './errors.ts';

/**
 * The refusal of a file over a bucket's size limit, naming the limit: said before sending, and
 * also when Storage answers 413 (its limit is the same number; the domain mirror test checks).
 */
export function tooLargeError(maxBytes: number): DataError {
  return new DataError(fileTooLargeMessage(maxBytes), 'file_too_large', 'file');
}

/**
 * True for Storage's refusal of an object over the bucket's size limit, by its status: HTTP 413,
 * or the `statusCode` "413" (or code `EntityTooLarge`) of its answer, which storage-js keeps as
 * the error's `statusCode` (Storage answers most client errors with HTTP 400).
 */
export function isTooLargeRefusal(
  error: { status?: unknown; statusCode?: unknown } | null,
): boolean {
  return (
    error?.status === 413 || error?.statusCode === '413' || error?.statusCode === 'EntityTooLarge'
  );
}

/** True for an upload refused for its size (its message names the limit). */
export function isFileTooLarge(error: unknown): error is DataError {
  return error instanceof DataError && error.code === 'file_too_large';
}
