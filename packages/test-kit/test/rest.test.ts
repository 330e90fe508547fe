import type { SupabaseClient } from '@supabase/supabase-js';
import { signJwt } from '@venue/local-stack/jwt';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { anonClient, serviceClient, signedInClient } from '../src/clients.ts';

const stack = inject('stack');

describe('PostgREST runs every request as the caller, under row-level security', () => {
  let anon: SupabaseClient;
  let reception: SupabaseClient;
  let jana: SupabaseClient;

  beforeAll(async () => {
    anon = anonClient(stack);
    reception = await signedInClient(stack, 'reception@example.com', 'reception-demo-123');
    jana = await signedInClient(stack, 'jana@example.com', 'jana-demo-123');
  });

  it('lets a visitor read what the policy makes public', async () => {
    const { data, error } = await anon
      .from('stack_notes')
      .select('body')
      .eq('body', 'Welcome note');
    expect(error).toBeNull();
    expect(data).toEqual([{ body: 'Welcome note' }]);
  });

  it('refuses a visitor who tries to write', async () => {
    const { data, error } = await anon
      .from('stack_notes')
      .insert({ body: 'from a visitor' })
      .select();
    expect(data).toBeNull();
    expect(error?.code).toBe('42501');
    expect(error?.message).toMatch(/row-level security/);
    const { count } = await serviceClient(stack)
      .from('stack_notes')
      .select('*', { count: 'exact', head: true })
      .eq('body', 'from a visitor');
    expect(count).toBe(0);
  });

  it('lets a signed-in user write a row as themselves', async () => {
    const body = `reception note ${crypto.randomUUID()}`;
    const { data, error } = await reception
      .from('stack_notes')
      .insert({ body })
      .select('body, author_id')
      .single();
    expect(error).toBeNull();
    const { data: user } = await reception.auth.getUser();
    expect(data).toEqual({ body, author_id: user.user?.id });
  });

  it("refuses a signed-in user writing a row in someone else's name", async () => {
    const { data: janaUser } = await jana.auth.getUser();
    const { error } = await reception
      .from('stack_notes')
      .insert({ body: 'impersonation', author_id: janaUser.user?.id });
    expect(error?.code).toBe('42501');
  });

  it('hides rows a user may not change from their update', async () => {
    const { data, error } = await reception
      .from('stack_notes')
      .update({ body: 'defaced' })
      .eq('body', 'Welcome note')
      .select();
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const { data: still } = await anon
      .from('stack_notes')
      .select('body')
      .eq('body', 'Welcome note');
    expect(still).toHaveLength(1);
  });

  it('checks the table constraints for every caller', async () => {
    const { error } = await jana.from('stack_notes').insert({ body: '' });
    expect(error?.code).toBe('23514');
  });

  it('lets the service role past row-level security, as on Supabase', async () => {
    const { data, error } = await serviceClient(stack).from('stack_notes').select('body');
    expect(error).toBeNull();
    expect(data?.length).toBeGreaterThan(0);
  });

  it('rejects a token signed with another secret', async () => {
    const forged = await signJwt(
      { role: 'service_role', exp: Math.floor(Date.now() / 1000) + 600 },
      'a-different-secret-that-is-at-least-32-characters',
    );
    const res = await fetch(`${stack.apiUrl}/rest/v1/stack_notes?select=body`, {
      headers: { apikey: stack.anonKey, authorization: `Bearer ${forged}` },
    });
    expect(res.status).toBe(401);
  });
});
