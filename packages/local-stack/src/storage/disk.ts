import { randomUUID } from 'node:crypto';
import { createReadStream, type ReadStream, type Stats } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { isValidBucketName, isValidKey } from './names.ts';

/**
 * Object content on disk, laid out as Storage's own file backend lays it out:
 * `<objectsDir>/<bucket>/<key>/<version>`. Every upload gets a new version, so a write never
 * touches the bytes a reader or the committed row still points at: the new version is put in
 * place before its row commits, and the replaced one is removed after.
 */
export type StoredObject = { bucketId: string; name: string; version: string | null };

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException | undefined)?.code;
}

export function objectFilePath(objectsDir: string, object: StoredObject): string {
  const root = resolve(objectsDir);
  // Names were validated on the way in; rows written by SQL are checked here too.
  const isMappable =
    isValidBucketName(object.bucketId) &&
    isValidKey(object.name) &&
    (object.version === null || isValidKey(object.version));
  if (!isMappable) {
    throw new Error(`Refusing to map ${object.bucketId}/${object.name} onto the file system`);
  }
  // Like Storage's `withOptionalVersion`: rows without a version name the file itself.
  const segments = [
    ...object.name.split('/'),
    ...(object.version === null ? [] : [object.version]),
  ];
  const path = resolve(root, object.bucketId, ...segments);
  if (!path.startsWith(root + sep)) throw new Error(`${path} is outside ${root}`);
  return path;
}

/** Writes to a temporary file beside the target and renames it into place. */
async function atomically(
  target: string,
  write: (temporary: string) => Promise<void>,
): Promise<void> {
  const temporary = join(dirname(target), `.${randomUUID()}.part`);
  // A concurrent removal may prune the fresh (still empty) folder: create it again then.
  for (let attempt = 1; ; attempt++) {
    await mkdir(dirname(target), { recursive: true });
    try {
      await write(temporary);
      break;
    } catch (error) {
      if (errorCode(error) !== 'ENOENT' || attempt === 3) throw error;
    }
  }
  try {
    await rename(temporary, target);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** Puts an object's bytes in place; returns the file's path. */
export async function writeObjectFile(
  objectsDir: string,
  object: StoredObject,
  bytes: Uint8Array,
): Promise<string> {
  const target = objectFilePath(objectsDir, object);
  await atomically(target, (temporary) => writeFile(temporary, bytes, { flag: 'wx' }));
  return target;
}

/** Removes a file and the folders it leaves empty, up to the objects folder. */
export async function removeFile(objectsDir: string, path: string): Promise<void> {
  await rm(path, { force: true });
  const root = resolve(objectsDir);
  for (let folder = dirname(path); folder.startsWith(root + sep); folder = dirname(folder)) {
    try {
      await rmdir(folder);
    } catch {
      return; // not empty (or already gone): the folders above are not empty either
    }
  }
}

export function removeObjectFile(objectsDir: string, object: StoredObject): Promise<void> {
  return removeFile(objectsDir, objectFilePath(objectsDir, object));
}

export type OpenedObject = {
  stats: Stats;
  open: (range?: { start: number; end: number }) => ReadStream;
};

/** The file of an object's version, or undefined when it is not on disk. */
export async function findObjectFile(
  objectsDir: string,
  object: StoredObject,
): Promise<OpenedObject | undefined> {
  const path = objectFilePath(objectsDir, object);
  try {
    const stats = await stat(path);
    if (!stats.isFile()) return undefined;
    return { stats, open: (range) => createReadStream(path, range) };
  } catch (error) {
    if (errorCode(error) === 'ENOENT' || errorCode(error) === 'ENOTDIR') return undefined;
    throw error;
  }
}
