// Gives each test client a loopback address of its own, so the gateway sees separate visitors.
import { Agent, fetch as undiciFetch } from 'undici';

/**
 * A loopback address of its own (127.0.0.0/8 all reaches this machine): what a test client
 * connects from, so that to the gateway each is a separate client address, as separate visitors
 * are. Limits keyed on the client's address then count per test client, with no bypass.
 */
export function randomClientAddress(): string {
  const octet = (low: number, high: number) => low + Math.floor(Math.random() * (high - low + 1));
  return `127.${octet(1, 254)}.${octet(0, 255)}.${octet(1, 254)}`;
}

/**
 * Node's own form and file bodies, as bytes with their content type: the `undici` package that
 * can choose the local address does not recognise the classes of the `undici` inside Node.
 */
async function portableBody(init: RequestInit | undefined): Promise<RequestInit | undefined> {
  const body = init?.body;
  if (!(body instanceof FormData || body instanceof Blob)) return init;
  const encoded = new Response(body);
  const headers = new Headers(init?.headers);
  const type = encoded.headers.get('content-type');
  if (type && (body instanceof FormData || !headers.has('content-type'))) {
    headers.set('content-type', type);
  }
  return { ...init, headers, body: await encoded.arrayBuffer() };
}

/** `fetch` whose connections come from `address` (a new loopback address unless given). */
export function fetchFrom(address = randomClientAddress()): typeof fetch {
  const dispatcher = new Agent({ localAddress: address });
  return (async (input: Parameters<typeof fetch>[0], init?: RequestInit) =>
    undiciFetch(
      input as Parameters<typeof undiciFetch>[0],
      { ...(await portableBody(init)), dispatcher } as Parameters<typeof undiciFetch>[1],
    )) as unknown as typeof fetch;
}
