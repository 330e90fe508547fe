// Moving the database's clock forward in a test (a stack started with `movableDbClock`): the
// outbox's reminders come due as the hours pass, without waiting for them.
import { readFileSync, writeFileSync } from 'node:fs';
import pg from 'pg';

/** libfaketime's relative offset, in seconds ("-172800", "+60"). */
function offsetIn(file: string): number {
  const text = readFileSync(file, 'utf8').trim();
  const seconds = Number(text);
  if (!Number.isFinite(seconds)) throw new Error(`The database clock file holds "${text}"`);
  return seconds;
}

const pools = new Map<string, pg.Pool>();

/** The database's clock, read on a connection kept for the run (a new one reads the same). */
export async function dbNow(dbUrl: string): Promise<Date> {
  let pool = pools.get(dbUrl);
  if (!pool) {
    pool = new pg.Pool({ connectionString: dbUrl, max: 1, allowExitOnIdle: true });
    pools.set(dbUrl, pool);
  }
  const { rows } = await pool.query<{ now: Date }>('select clock_timestamp() as now');
  return rows[0]?.now as Date;
}

/**
 * Moves the database's clock `seconds` forward (backward for a negative number) and waits until
 * the database reads it (libfaketime reads the file on each reading of the clock).
 */
export async function moveDbClock(
  stack: { dbClockFile?: string; dbUrl: string },
  seconds: number,
): Promise<Date> {
  const file = stack.dbClockFile;
  if (!file) throw new Error('This stack was not started with a movable database clock');
  const before = await dbNow(stack.dbUrl);
  const offset = offsetIn(file) + Math.round(seconds);
  writeFileSync(file, `${offset >= 0 ? '+' : ''}${offset}\n`);
  const target = before.getTime() + seconds * 1000;
  for (let i = 0; i < 200; i += 1) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 25));
    const now = await dbNow(stack.dbUrl);
    if (Math.abs(now.getTime() - target) < 30_000) return now;
  }
  throw new Error(`The database clock did not move by ${seconds} s`);
}
