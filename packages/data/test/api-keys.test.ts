// The keys this run's project accepts: the local stack here takes only the publishable and secret
// keys (vitest.config.ts), as a hosted project with its legacy JWT keys switched off, so every
// other test proves the data layer and the functions work so. Against another Supabase
// (TEST_SUPABASE_URL) the same checks follow the keys it was given.
import { describe, expect, it } from 'vitest';
import { stack } from './support.ts';

const menu = `${stack.apiUrl}/rest/v1/menu_items?select=name`;

describe('the API keys of the project under test', () => {
  it('serve the public key as a visitor', async () => {
    const res = await fetch(menu, { headers: { apikey: stack.publicKey } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as unknown[]).length).toBeGreaterThan(0);
  });

  it('refuse the legacy keys when the project has only the new ones, else serve them', async () => {
    // This suite's own stack has its legacy keys switched off; another project says which it has.
    if (!process.env.TEST_SUPABASE_URL) expect(stack.apiKeys).toBe('new');
    for (const apikey of [stack.anonKey, stack.serviceRoleKey].filter(Boolean)) {
      const res = await fetch(menu, { headers: { apikey } });
      if (stack.apiKeys === 'new') {
        expect(res.status).toBe(401);
        expect(await res.json()).toMatchObject({ message: 'Legacy API keys are disabled' });
      } else {
        expect(res.status).toBe(200);
      }
    }
  });
});
