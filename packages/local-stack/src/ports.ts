import { createServer } from 'node:net';

/**
 * Where `freePort` looks: below Linux's ephemeral range (32768-60999), the ports the kernel hands
 * to outgoing connections. A port taken from that range (`listen(0)`) can be grabbed as the source
 * port of some test's connection before the service that was meant to bind it starts; a port
 * below it cannot.
 */
export const servicePortRange = { first: 20000, last: 32767 } as const;

/** A TCP port on 127.0.0.1 that nothing listens on right now, outside the ephemeral range. */
export async function freePort(random: () => number = Math.random): Promise<number> {
  const { first, last } = servicePortRange;
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = first + Math.floor(random() * (last - first + 1));
    if (await isPortFree(port)) return port;
  }
  return anyFreePort();
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
