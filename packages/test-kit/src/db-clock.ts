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

/** The database's `now()`. */
export async function dbNow(dbUrl: string): Promise<Date> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ now: Date }>('select clock_timestamp() as now');
    return rows[0]?.now as Date;
  } finally {
    await client.end();
  }
}

/**
 * Moves the database's clock `seconds` forward (backward for a negative number) and waits until
 * a new connection reads it: libfaketime reads the file at most a second late.
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
  for (let i = 0; i < 60; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await dbNow(stack.dbUrl);
    if (Math.abs(now.getTime() - target) < 30_000) return now;
  }
  throw new Error(`The database clock did not move by ${seconds} s`);
}
