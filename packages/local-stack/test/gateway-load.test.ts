// Many clients at once through the gateway, closing or keeping their connections: every answer is the service's own, never a 502.
import { Agent, request } from 'node:http';
import { afterAll, describe, expect, inject, it } from 'vitest';

const stack = inject('stack');

type Target = {
  name: string;
  path: string;
  method: 'GET' | 'POST';
  body?: string;
  /** Whether a 200 answer carries what the request asked for. */
  isExpected: (body: string) => boolean;
};

const targets: Target[] = [
  {
    name: 'a one-row REST read',
    path: '/rest/v1/stack_notes?select=body&body=eq.Welcome%20note',
    method: 'GET',
    isExpected: (body) => body === '[{"body":"Welcome note"}]',
  },
  {
    name: 'the public slot occupancy RPC',
    path: '/rest/v1/rpc/slot_occupancy',
    method: 'POST',
    body: JSON.stringify({ day: '2026-12-01' }),
    isExpected: (body) => {
      const slots = JSON.parse(body) as { time: unknown; approved: unknown }[];
      return (
        slots.length > 0 &&
        slots.every((slot) => typeof slot.time === 'string' && typeof slot.approved === 'number')
      );
    },
  },
];

/** Each run sends this many requests in all, spread over its clients. */
const requestsPerRun = 300;
/** Longest a single request may take before the run counts it as lost. */
const requestTimeoutMs = 20_000;

const agents: Agent[] = [];
afterAll(() => {
  for (const agent of agents) agent.destroy();
});

/** One request through the gateway; answers `status` (or `error:<code>`) and whether the body was right. */
function send(target: Target, agent: Agent | false): Promise<string> {
  const url = new URL(target.path, stack.apiUrl);
  return new Promise((resolve) => {
    const req = request(
      url,
      {
        method: target.method,
        agent,
        timeout: requestTimeoutMs,
        headers: {
          apikey: stack.publishableKey,
          ...(agent === false ? { connection: 'close' } : {}),
          ...(target.body
            ? {
                'content-type': 'application/json',
                'content-length': String(Buffer.byteLength(target.body)),
              }
            : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', (error: NodeJS.ErrnoException) => resolve(`error:${error.code}`));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          if (res.statusCode !== 200) return resolve(String(res.statusCode));
          resolve(target.isExpected(body) ? '200' : '200 with another body');
        });
      },
    );
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
    req.on('error', (error: NodeJS.ErrnoException) => resolve(`error:${error.code}`));
    req.end(target.body);
  });
}

/** `clients` clients at once, each sending its share of the run's requests one after another. */
async function run(target: Target, clients: number, keepAlive: boolean) {
  const rounds = Math.ceil(requestsPerRun / clients);
  const tally: Record<string, number> = {};
  await Promise.all(
    Array.from({ length: clients }, async () => {
      // A client is one connection: reused with keep-alive, a new one per request without.
      const agent = keepAlive ? new Agent({ keepAlive: true, maxSockets: 1 }) : false;
      if (agent) agents.push(agent);
      for (let round = 0; round < rounds; round += 1) {
        const outcome = await send(target, agent);
        tally[outcome] = (tally[outcome] ?? 0) + 1;
      }
    }),
  );
  return { tally, total: rounds * clients };
}

describe('the gateway answers every client under load, never with a 502', () => {
  for (const target of targets) {
    for (const clients of [10, 50, 100]) {
      for (const keepAlive of [false, true]) {
        const connection = keepAlive ? 'keep-alive connections' : '`Connection: close`';
        it(`${clients} clients at once with ${connection} all get ${target.name} answered with 200`, {
          timeout: 120_000,
        }, async () => {
          const { tally, total } = await run(target, clients, keepAlive);
          expect(tally).toEqual({ '200': total });
        });
      }
    }
  }
});
