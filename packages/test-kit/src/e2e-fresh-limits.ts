// A setup file for the browser test projects: each file starts with its world's client-address
// limits unspent.
import pg from 'pg';
import { beforeAll } from 'vitest';
import { e2eWorld } from './e2e-world.ts';

/**
 * Chromium reaches the gateway from 127.0.0.1 in every test, so every file of a worker spends
 * one address's limits (ten booking requests in ten minutes, thirty manage-link reads), and how
 * Vitest deals the files to the workers decided whether the last file of a busy worker was
 * refused. The files of a world run one after another, so each starts on a clean slate of the
 * hits keyed on an address, as a file of its own stack would; the limits within a file, and every
 * limit keyed on a phone, an e-mail address or a slot, hold as in production.
 */
beforeAll(async () => {
  const db = new pg.Client(e2eWorld().stack.dbUrl);
  await db.connect();
  try {
    await db.query("delete from private.rate_limit_hits where key like 'ip:%'");
  } finally {
    await db.end();
  }
});
