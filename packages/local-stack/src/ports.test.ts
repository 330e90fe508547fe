import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { freePort, isPortFree, reservePort, servicePortRange } from './ports.ts';

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

  it('never hands out one port twice before its service binds it, in any process', async () => {
    const first = await freePort();
    // Nothing listens on it yet, as when a stack has chosen its ports and is still starting.
    expect(await isPortFree(first)).toBe(true);
    const draw =
      (first - servicePortRange.first) / (servicePortRange.last - servicePortRange.first + 1);
    const draws = [draw, draw];
    const second = await freePort(() => draws.shift() ?? Math.random());
    expect(second).not.toBe(first);
  });
});

describe('reservePort', () => {
  // Ports below the service range, drawn anew each run: no freePort hands them out, so these notes
  // hold nothing real, and a run a minute ago left none on them.
  const minute = 60_000;
  const unusedPort = () => 10_000 + Math.floor(Math.random() * 9_000);

  it('gives a port to the first caller only', () => {
    const port = unusedPort();
    const now = Date.now() - 5 * minute;
    expect(reservePort(port, now)).toBe(true);
    expect(reservePort(port, now)).toBe(false);
  });

  it('holds a port noted in the last minute, and frees one noted before', () => {
    const recent = unusedPort();
    // 59 seconds ago: in this period or the last, whatever the second now.
    expect(reservePort(recent, Date.now() - minute + 1_000)).toBe(true);
    expect(reservePort(recent)).toBe(false);
    const old = unusedPort();
    expect(reservePort(old, Date.now() - 3 * minute)).toBe(true);
    expect(reservePort(old)).toBe(true);
  });
});
