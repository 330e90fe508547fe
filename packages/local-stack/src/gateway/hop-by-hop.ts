// Drops the headers that belong to one connection (RFC 9110 §7.6.1), which a proxy never passes on.
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';

/** Hop-by-hop by definition, whatever `Connection` says. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * The end-to-end headers of a message: without `Connection`, `Keep-Alive`, `Proxy-*`, `TE`,
 * `Trailer`, `Transfer-Encoding`, `Upgrade`, and any header the message's `Connection` names.
 */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean),
  );
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    if (HOP_BY_HOP.has(name) || name.startsWith('proxy-') || named.has(name)) continue;
    kept[name] = value;
  }
  return kept;
}
