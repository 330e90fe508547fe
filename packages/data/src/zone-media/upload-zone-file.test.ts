import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { VenueClient } from '../client.ts';
import { DataError } from '../errors.ts';
import { type UploadProgress, uploadZoneFile } from './upload-zone-file.ts';

/** Records what the upload asks of XMLHttpRequest and answers as told. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor(private readonly answer: (xhr: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.answer(this));
  }
}

function client(): VenueClient {
  // Node 20 has no global WebSocket; realtime needs one even when unused.
  return createClient('http://api.test', 'anon-key', {
    auth: { persistSession: false },
    realtime: { transport: WebSocket as never },
  }) as unknown as VenueClient;
}

function signedInClient() {
  const signedIn = client();
  signedIn.auth.getSession = async () =>
    ({ data: { session: { access_token: 'user-token' } }, error: null }) as never;
  return signedIn;
}

const file = new File([new Uint8Array(1000)], 'Cafe Corner.PNG', { type: 'image/png' });

describe('uploadZoneFile', () => {
  it('posts the file to the Storage object endpoint as the user, reporting progress', async () => {
    let sent: FakeXhr | undefined;
    const progress: UploadProgress[] = [];
    const uploaded = await uploadZoneFile(signedInClient(), {
      zone: 'cafe',
      file,
      onProgress: (event) => progress.push(event),
      createXhr: () =>
        new FakeXhr((xhr) => {
          sent = xhr;
          xhr.upload.onprogress?.({
            lengthComputable: true,
            loaded: 400,
            total: 1000,
          } as ProgressEvent);
          xhr.status = 200;
          xhr.onload?.();
        }) as unknown as XMLHttpRequest,
    });
    expect(uploaded.path).toMatch(/^cafe\/[0-9a-f-]{36}\/cafe-corner\.png$/);
    expect(uploaded.url).toBe(
      `http://api.test/storage/v1/object/public/zone-media/${uploaded.path}`,
    );
    expect(sent?.method).toBe('POST');
    expect(sent?.url).toBe(`http://api.test/storage/v1/object/zone-media/${uploaded.path}`);
    expect(sent?.headers).toMatchObject({
      authorization: 'Bearer user-token',
      apikey: 'anon-key',
      'content-type': 'image/png',
      'x-upsert': 'false',
    });
    expect(sent?.body).toBe(file);
    expect(progress).toEqual([
      { loaded: 400, total: 1000 },
      { loaded: 1000, total: 1000 },
    ]);
  });

  it("rejects with Storage's message when the upload is refused", async () => {
    const refusal = uploadZoneFile(signedInClient(), {
      zone: 'vr',
      file,
      createXhr: () =>
        new FakeXhr((xhr) => {
          xhr.status = 403;
          xhr.responseText = JSON.stringify({
            message: 'new row violates row-level security policy',
          });
          xhr.onload?.();
        }) as unknown as XMLHttpRequest,
    });
    await expect(refusal).rejects.toEqual(
      new DataError('new row violates row-level security policy', '403'),
    );
  });

  it("reads Storage's size refusal by the status code of its answer, naming the limit", async () => {
    // Storage answers HTTP 400 with `statusCode` "413" for an object over the bucket's limit.
    const refusal = uploadZoneFile(signedInClient(), {
      zone: 'vr',
      file,
      createXhr: () =>
        new FakeXhr((xhr) => {
          xhr.status = 400;
          xhr.responseText = JSON.stringify({
            statusCode: '413',
            error: 'Payload too large',
            message: 'Any words at all',
          });
          xhr.onload?.();
        }) as unknown as XMLHttpRequest,
    });
    await expect(refusal).rejects.toMatchObject({ code: 'file_too_large', field: 'file' });
  });

  it('refuses to start without a signed-in user', async () => {
    await expect(uploadZoneFile(client(), { zone: 'vr', file })).rejects.toThrow(
      'Please sign in again to upload files.',
    );
  });
});
