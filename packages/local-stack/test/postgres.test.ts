import { existsSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withClient } from '../src/database.ts';
import { freePort } from '../src/ports.ts';
import { startPostgres } from '../src/postgres.ts';
import { findPostgresUser } from '../src/postgres-as-root.ts';

const isRoot = process.getuid?.() === 0;
// A checkout in a private folder, like /root/venue: mkdtemp makes it mode 700.
const checkout = mkdtempSync(join(tmpdir(), 'venue-private-'));
afterAll(() => rmSync(checkout, { recursive: true, force: true }));

describe('PostgreSQL for a checkout in a private (mode 700) folder', () => {
  it(`starts and serves; ${isRoot ? 'as root the cluster lives outside, owned by the postgres user' : 'the cluster stays in the data folder'}`, async () => {
    expect(statSync(checkout).mode & 0o777).toBe(0o700);
    const dataDir = join(checkout, '.data');
    mkdirSync(dataDir);
    const port = await freePort();
    const lines: string[] = [];
    const postgres = await startPostgres({
      dataDir,
      port,
      persistent: false,
      log: (line) => lines.push(line),
    });
    try {
      const { rows } = await withClient(
        `postgresql://postgres:postgres@127.0.0.1:${port}/postgres`,
        (client) => client.query<{ user: string }>('select session_user as user'),
      );
      expect(rows[0]?.user).toBe('postgres');
      if (isRoot) {
        expect(postgres.clusterDir.startsWith(checkout)).toBe(false);
        expect(statSync(postgres.clusterDir).uid).toBe(findPostgresUser()?.uid);
        expect(lines).toContain(
          `The database cluster is in ${postgres.clusterDir}: the postgres user cannot enter ${dataDir}.`,
        );
      } else {
        expect(postgres.clusterDir).toBe(join(dataDir, 'postgres'));
      }
    } finally {
      await postgres.stop();
    }
    // A throw-away cluster leaves nothing behind, outside the checkout included.
    expect(existsSync(postgres.clusterDir)).toBe(false);
    if (isRoot) expect(existsSync(dirname(postgres.clusterDir))).toBe(false);
  }, 60_000);
});
