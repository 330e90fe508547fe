// The REST API refuses a table UPDATE or DELETE without a filter, as hosted Supabase's pg-safeupdate does, even for the service role.
import { describe, expect, inject, it } from 'vitest';
import { serviceClient, signedInClient } from '../src/clients.ts';

const stack = inject('stack');

/** A request to the stack's REST API with the secret key, which may write every row. */
function asService(method: string, pathAndQuery: string, body?: unknown): Promise<Response> {
  return fetch(`${stack.apiUrl}/rest/v1/${pathAndQuery}`, {
    method,
    headers: {
      apikey: stack.serverKey,
      authorization: `Bearer ${stack.serverKey}`,
      'content-type': 'application/json',
      prefer: 'return=representation',
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function noteBodies(): Promise<string[]> {
  const { data, error } = await serviceClient(stack).from('stack_notes').select('body').order('id');
  if (error) throw new Error(error.message);
  return data.map((note) => note.body);
}

describe('a write to a table needs a filter, as pg-safeupdate makes hosted PostgREST ask', () => {
  it('refuses a DELETE with no filter with 400 and 21000, and deletes nothing', async () => {
    const before = await noteBodies();
    const res = await asService('DELETE', 'stack_notes?select=body&order=id');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: '21000',
      details: null,
      hint: null,
      message: 'DELETE requires a WHERE clause',
    });
    expect(await noteBodies()).toEqual(before);
  });

  it('refuses a PATCH with no filter with its own words, and changes nothing', async () => {
    const before = await noteBodies();
    const res = await asService('PATCH', 'stack_notes?select=body', { body: 'overwritten' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      code: '21000',
      message: 'UPDATE requires a WHERE clause',
    });
    expect(await noteBodies()).toEqual(before);
  });

  it('lets a filtered write through, a logic filter included', async () => {
    const body = `safe-update ${crypto.randomUUID()}`;
    const jana = await signedInClient(stack, 'jana@example.com', 'jana-demo-123');
    const inserted = await jana.from('stack_notes').insert({ body });
    expect(inserted.error).toBeNull();
    const renamed = await asService(
      'PATCH',
      `stack_notes?or=(body.eq.${encodeURIComponent(body)})`,
      {
        body: `${body} renamed`,
      },
    );
    expect(renamed.status).toBe(200);
    const deleted = await asService(
      'DELETE',
      `stack_notes?body=eq.${encodeURIComponent(`${body} renamed`)}`,
    );
    expect(deleted.status).toBe(200);
    expect(await deleted.json()).toHaveLength(1);
  });

  it('leaves functions alone: a call is not a table write', async () => {
    const res = await asService('POST', 'rpc/stack_request_role', {});
    expect(res.status).toBe(200);
  });
});
