import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  canEnter,
  clusterDirFor,
  ensureOwnFolder,
  type Identity,
  outsideDataDir,
  reachableBinaries,
} from './postgres-as-root.ts';

// Someone who owns none of the test's folders and is in none of their groups, like the
// `postgres` user facing a checkout of root's.
const stranger: Identity = { uid: 54_321, gid: 54_321 };
const me: Identity = { uid: process.getuid?.() ?? 1, gid: process.getgid?.() ?? 1 };

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'venue-access-'));
  chmodSync(root, 0o755);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

function folder(path: string, mode: number): string {
  mkdirSync(path, { recursive: true });
  chmodSync(path, mode);
  return path;
}

describe('canEnter', () => {
  it('refuses a folder below a mode-700 parent to anyone but its owner', () => {
    const checkout = folder(join(root, 'venue'), 0o700);
    const data = folder(join(checkout, '.data'), 0o755);
    expect(canEnter(data, stranger)).toBe(false);
    expect(canEnter(data, me)).toBe(true);
  });

  it('lets others through a parent that grants search (711) but not a 750 one', () => {
    const open = folder(join(root, 'open'), 0o711);
    expect(canEnter(folder(join(open, 'data'), 0o755), stranger)).toBe(true);
    const grouped = folder(join(root, 'grouped'), 0o750);
    expect(canEnter(folder(join(grouped, 'data'), 0o755), stranger)).toBe(false);
  });

  it('uses the group bits for a member of the folder’s group', () => {
    const grouped = folder(join(root, 'grouped'), 0o710);
    expect(canEnter(grouped, { uid: stranger.uid, gid: statSync(grouped).gid })).toBe(true);
    expect(canEnter(grouped, stranger)).toBe(false);
  });

  it('takes folders that do not exist yet as ones it will create', () => {
    expect(canEnter(join(root, 'not', 'yet'), stranger)).toBe(true);
    const closed = folder(join(root, 'closed'), 0o700);
    expect(canEnter(join(closed, 'not', 'yet'), stranger)).toBe(false);
  });

  it('lets root in everywhere', () => {
    expect(canEnter(folder(join(root, 'closed'), 0o700), { uid: 0, gid: 0 })).toBe(true);
  });
});

describe('clusterDirFor', () => {
  it('keeps the cluster in the data folder when nobody else runs PostgreSQL', () => {
    const data = join(folder(join(root, 'venue'), 0o700), '.data');
    expect(clusterDirFor(data, undefined, root)).toBe(join(data, 'postgres'));
  });

  it('keeps the cluster in the data folder when the postgres user can enter it', () => {
    const data = join(folder(join(root, 'venue'), 0o755), '.data');
    expect(clusterDirFor(data, stranger, root)).toBe(join(data, 'postgres'));
  });

  it('moves the cluster out of a private checkout, to a folder named after the data folder', () => {
    const data = join(folder(join(root, 'venue'), 0o700), '.data');
    const other = join(folder(join(root, 'venue-2'), 0o700), '.data');
    const cluster = clusterDirFor(data, stranger, root);
    expect(cluster).toBe(join(outsideDataDir(data, root), 'postgres'));
    expect(cluster).toMatch(new RegExp(`^${root}/venue-[0-9a-f]{12}/postgres$`));
    expect(clusterDirFor(data, stranger, root)).toBe(cluster);
    expect(clusterDirFor(other, stranger, root)).not.toBe(cluster);
  });
});

describe('ensureOwnFolder', () => {
  it('creates the folder with the mode asked for', () => {
    const dir = join(root, 'venue-abc');
    ensureOwnFolder(dir, 0o711);
    expect(statSync(dir).mode & 0o777).toBe(0o711);
  });

  it('refuses a folder others can write to, or a symbolic link, in one sentence', () => {
    const planted = folder(join(root, 'venue-planted'), 0o777);
    expect(() => ensureOwnFolder(planted, 0o711)).toThrow(
      `${planted} is in the way: it must be a folder only this user can change; remove it and start again.`,
    );
    const link = join(root, 'venue-link');
    symlinkSync(folder(join(root, 'elsewhere'), 0o755), link);
    expect(() => ensureOwnFolder(link, 0o711)).toThrow('is in the way');
  });
});

describe('reachableBinaries', () => {
  function fakeNative(parentMode: number): string {
    const native = join(folder(join(root, 'checkout'), parentMode), 'native');
    folder(join(native, 'bin'), 0o755);
    folder(join(native, 'lib'), 0o755);
    folder(join(native, 'share'), 0o700);
    writeFileSync(join(native, 'bin', 'postgres'), '#!/bin/sh\n', { mode: 0o700 });
    writeFileSync(join(native, 'lib', 'libpq.so.5.17'), 'lib', { mode: 0o644 });
    symlinkSync('libpq.so.5.17', join(native, 'lib', 'libpq.so.5'));
    writeFileSync(join(native, 'share', 'postgres.bki'), 'bki', { mode: 0o600 });
    return native;
  }

  it('uses the installed binaries when the postgres user can reach them', () => {
    const native = fakeNative(0o755);
    expect(reachableBinaries(native, '17.0.0', stranger, root)).toBe(native);
    expect(reachableBinaries(native, '17.0.0', undefined, root)).toBe(native);
  });

  it('copies them once, readable by everyone and with their links, when it cannot', () => {
    const native = fakeNative(0o700);
    const copy = reachableBinaries(native, '17.0.0', stranger, root);
    expect(copy).toBe(join(root, 'venue-postgres-17.0.0'));
    expect(statSync(join(copy, 'bin', 'postgres')).mode & 0o555).toBe(0o555);
    expect(statSync(join(copy, 'share')).mode & 0o555).toBe(0o555);
    expect(statSync(join(copy, 'share', 'postgres.bki')).mode & 0o444).toBe(0o444);
    expect(lstatSync(join(copy, 'lib', 'libpq.so.5')).isSymbolicLink()).toBe(true);
    expect(readlinkSync(join(copy, 'lib', 'libpq.so.5'))).toBe('libpq.so.5.17');
    expect(canEnter(join(copy, 'bin'), stranger)).toBe(true);

    // A second start reuses the copy.
    writeFileSync(join(native, 'share', 'postgres.bki'), 'changed');
    expect(reachableBinaries(native, '17.0.0', stranger, root)).toBe(copy);
    expect(readFileSync(join(copy, 'share', 'postgres.bki'), 'utf8')).toBe('bki');
  });

  it('makes the copy again when an earlier one was not completed', () => {
    const native = fakeNative(0o700);
    const copy = folder(join(root, 'venue-postgres-17.0.0'), 0o755);
    writeFileSync(join(copy, 'half-written'), '');
    expect(reachableBinaries(native, '17.0.0', stranger, root)).toBe(copy);
    expect(existsSync(join(copy, 'half-written'))).toBe(false);
    expect(existsSync(join(copy, 'bin', 'postgres'))).toBe(true);
  });
});
