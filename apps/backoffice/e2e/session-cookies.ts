// A staff session as the apps keep it (cookies written by @supabase/ssr), made without a page.
import { createServerClient } from '@supabase/ssr';
import { sessionCookieOptions } from '@venue/data/auth/session-cookie';
import { fetchFrom } from '@venue/test-kit/client-address';
import { transport } from '@venue/test-kit/clients';
import type { TestStack } from '@venue/test-kit/test-stack';

/** A cookie as a browser context takes it (Playwright's `addCookies`). */
export type PageCookie = { name: string; value: string; url: string; sameSite: 'Lax' };

/**
 * Signs in with e-mail and password from Node and returns the cookies the apps' client would have
 * written on `appUrl` after the same sign-in (@supabase/ssr's own names, chunks and encoding), so
 * a journey that is not about signing in can open its page signed in, with one page load instead
 * of the sign-in form's three. Fails when the stack refuses the sign-in.
 */
export async function sessionCookies(
  stack: TestStack,
  account: { email: string; password: string },
  appUrl: string,
): Promise<PageCookie[]> {
  const jar = new Map<string, string>();
  const client = createServerClient(stack.apiUrl, stack.publicKey, {
    cookieOptions: sessionCookieOptions({ isHttps: false }),
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll: (cookies) => {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    // A client address of its own, as each browser would have: sign-in limits key on it.
    global: { fetch: fetchFrom() },
    // Node 20 has no WebSocket of its own, and supabase-js sets up realtime on creation.
    realtime: { transport },
  });
  const { error } = await client.auth.signInWithPassword(account);
  if (error) throw new Error(`Sign-in as ${account.email} failed: ${error.message}`);
  // @supabase/ssr writes the cookies from its auth-state listener, after the sign-in resolves.
  for (let tries = 0; jar.size === 0 && tries < 50; tries += 1) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  if (jar.size === 0) throw new Error(`Sign-in as ${account.email} wrote no session cookie.`);
  return [...jar].map(([name, value]) => ({ name, value, url: appUrl, sameSite: 'Lax' }));
}
