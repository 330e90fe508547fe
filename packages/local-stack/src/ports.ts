import { chmodSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where `freePort` looks: below Linux's ephemeral range (32768-60999), the ports the kernel hands
 * to outgoing connections. A port taken from that range (`listen(0)`) can be grabbed as the source
 * port of some test's connection before the service that was meant to bind it starts; a port
 * below it cannot.
 */
export const servicePortRange = { first: 20000, last: 32767 } as const;

/**
 * A TCP port on 127.0.0.1 that nothing listens on right now, outside the ephemeral range, and
 * that no other `freePort` on this machine handed out in the last minute or two (`reservePort`).
 */
export async function freePort(random: () => number = Math.random): Promise<number> {
  const { first, last } = servicePortRange;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = first + Math.floor(random() * (last - first + 1));
    if ((await isPortFree(port)) && reservePort(port)) return port;
  }
  return anyFreePort();
}

/** Where `freePort` notes the ports it hands out, for every process of every user on the machine. */
const reservationsDir = join(tmpdir(), 'venue-port-reservations');

/** How long a note holds its port: time for the service it was chosen for to start and bind it. */
const reservationMs = 60_000;

/**
 * Notes `port` as handed out, or answers false when a note of this or the last period holds it.
 * A free port stays free until its service binds it, seconds later: without the note, stacks
 * starting side by side (the suites of one `npm test`) drew the same port and one failed with
 * EADDRINUSE. Creating the note is atomic (`wx`), so two processes never both get one port. Where
 * the folder cannot be written (another user's), the port is handed out unnoted, as before.
 */
export function reservePort(port: number, now = Date.now()): boolean {
  const period = Math.floor(now / reservationMs);
  try {
    mkdirSync(reservationsDir, { recursive: true });
    chmodSync(reservationsDir, 0o1777);
  } catch {
    // Another user's folder: it is writable to all, or the port goes unnoted.
  }
  if (existsSync(join(reservationsDir, `${port}-${period - 1}`))) return false;
  try {
    writeFileSync(join(reservationsDir, `${port}-${period}`), `${process.pid}\n`, { flag: 'wx' });
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'EEXIST';
  }
  forgetOldReservations(period);
  return true;
}

/** Notes older than the last period hold nothing any more. */
function forgetOldReservations(period: number) {
  try {
    for (const name of readdirSync(reservationsDir)) {
      const noted = Number(name.split('-')[1]);
      if (noted < period - 1) rmSync(join(reservationsDir, name), { force: true });
    }
  } catch {
    // Another process removed it first, or the folder is not ours to tidy.
  }
}

/** Whatever free port the kernel picks (the last resort when the range is crowded). */
function anyFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

export function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** Polls an HTTP URL until it answers (any status below 500) or the time runs out. */
export async function waitForHttp(url: string, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let delay = 20;
  for (;;) {
    try {
      // A server that accepts a connection but never answers (Vite while it re-bundles) must
      // not hang the wait: each attempt has its own deadline.
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await res.body?.cancel();
      if (res.status < 500) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${what} did not become ready at ${url}`);
    await new Promise((r) => setTimeout(r, delay));
    delay = Math.min(delay * 2, 200);
  }
}
