// Pins which headers the gateway passes on when it proxies a message.
import { describe, expect, it } from 'vitest';
import { endToEndHeaders } from './hop-by-hop.ts';

describe('a proxied message keeps only its end-to-end headers', () => {
  it('drops Connection, Keep-Alive, Proxy-*, TE, Trailer, Transfer-Encoding and Upgrade', () => {
    expect(
      endToEndHeaders({
        connection: 'close',
        'keep-alive': 'timeout=5',
        'proxy-authorization': 'Basic eDp5',
        'proxy-connection': 'keep-alive',
        te: 'trailers',
        trailer: 'expires',
        'transfer-encoding': 'chunked',
        upgrade: 'websocket',
        'content-type': 'application/json',
        apikey: 'sb_publishable_x',
      }),
    ).toEqual({ 'content-type': 'application/json', apikey: 'sb_publishable_x' });
  });

  it('drops every header the Connection header names, in any case and spacing', () => {
    expect(
      endToEndHeaders({
        connection: 'keep-alive, X-Hop ,x-other',
        'x-hop': '1',
        'x-other': '2',
        'x-kept': '3',
      }),
    ).toEqual({ 'x-kept': '3' });
  });

  it('keeps a message without hop-by-hop headers as it is, repeated headers included', () => {
    const headers = { 'set-cookie': ['a=1', 'b=2'], 'content-length': '12' };
    expect(endToEndHeaders(headers)).toEqual(headers);
  });
});
