import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree, servicePortRange } from './ports.ts';

describe('freePort', () => {
  it('answers a free port below the ephemeral range outgoing connections use', async () => {
    for (let i = 0; i < 5; i += 1) {
      const port = await freePort();
      expect(port).toBeGreaterThanOrEqual(servicePortRange.first);
      expect(port).toBeLessThanOrEqual(servicePortRange.last);
      expect(await isPortFree(port)).toBe(true);
    }
  });

  it('passes over a port something listens on', async () => {
    const taken = await freePort();
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(taken, '127.0.0.1', resolve));
    try {
      // The first draw lands on the taken port, the second on the next one up.
      const draws = [taken, taken + 1].map(
        (port) =>
          (port - servicePortRange.first) / (servicePortRange.last - servicePortRange.first + 1),
      );
      const port = await freePort(() => draws.shift() ?? Math.random());
      expect(port).not.toBe(taken);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
