// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBrowserClient } from '../client.ts';
import { hasSessionCookie, sessionCookieName, sessionCookieOptions } from './session-cookie.ts';

const projectUrl = 'https://abcdefgh.supabase.co';
const cookieName = sessionCookieName(projectUrl);

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** A session as supabase-js stores it, valid for an hour. */
function storedSession() {
  const expiresAt = Math.floor(Date.now() / 1000) + 3600;
  const claims = { sub: 'user-1', role: 'authenticated', exp: expiresAt };
  return {
    access_token: `${base64url('{"alg":"HS256","typ":"JWT"}')}.${base64url(JSON.stringify(claims))}.signature`,
    refresh_token: 'refresh-token',
    token_type: 'bearer',
    expires_in: 3600,
    expires_at: expiresAt,
    user: { id: 'user-1', aud: 'authenticated', email: 'jana@example.com', app_metadata: {} },
  };
}

/** Stores a session as `@supabase/ssr` writes it: `base64-` and the JSON, base64url-encoded. */
function storeSessionCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the client under test reads document.cookie
  document.cookie = `${cookieName}=base64-${base64url(JSON.stringify(storedSession()))}; path=/`;
}

/** Records every cookie the page writes, and still writes it. */
function recordCookieWrites(): string[] {
  const written: string[] = [];
  const native = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  Object.defineProperty(document, 'cookie', {
    configurable: true,
    get: () => native?.get?.call(document),
    set: (value: string) => {
      written.push(value);
      native?.set?.call(document, value);
    },
  });
  return written;
}

afterEach(() => {
  Reflect.deleteProperty(document, 'cookie');
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: the client under test reads document.cookie
    if (name) document.cookie = `${name}=; path=/; max-age=0`;
  }
  vi.unstubAllGlobals();
});

describe('sessionCookieName', () => {
  it('names the cookie after the first label of the host name', () => {
    expect(sessionCookieName('https://abcdefgh.supabase.co')).toBe('sb-abcdefgh-auth-token');
    expect(sessionCookieName('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });
});

describe('hasSessionCookie', () => {
  it('finds the session cookie, or its first chunk when the session was split', () => {
    expect(hasSessionCookie(`theme=dark; ${cookieName}=base64-abc`, cookieName)).toBe(true);
    expect(hasSessionCookie(`${cookieName}.0=base64-abc; ${cookieName}.1=def`, cookieName)).toBe(
      true,
    );
  });

  it("ignores other cookies: the PKCE verifier, another project's session, an emptied one", () => {
    expect(hasSessionCookie('', cookieName)).toBe(false);
    expect(hasSessionCookie(`${cookieName}-code-verifier=abc`, cookieName)).toBe(false);
    expect(hasSessionCookie('sb-otherproj-auth-token=base64-abc', cookieName)).toBe(false);
    expect(hasSessionCookie(`${cookieName}=`, cookieName)).toBe(false);
  });
});

describe('sessionCookieOptions', () => {
  it('writes for every path with SameSite=Lax, Secure only over https', () => {
    expect(sessionCookieOptions({ isHttps: false })).toEqual({
      path: '/',
      sameSite: 'lax',
      secure: false,
    });
    expect(sessionCookieOptions({ isHttps: true }).secure).toBe(true);
  });

  it('shares the cookie with a parent domain when one is given; blank means host-only', () => {
    expect(sessionCookieOptions({ domain: '.venue.example', isHttps: true }).domain).toBe(
      '.venue.example',
    );
    expect(sessionCookieOptions({ domain: ' ', isHttps: true })).not.toHaveProperty('domain');
    expect(sessionCookieOptions({ isHttps: true })).not.toHaveProperty('domain');
  });
});

describe('the browser client', () => {
  it('reads the session another app of the same host stored in the cookie', async () => {
    storeSessionCookie();
    const client = createBrowserClient({ url: projectUrl, publishableKey: 'publishable-key' });

    const { data } = await client.auth.getSession();

    expect(data.session?.user.email).toBe('jana@example.com');
  });

  it('clears the cookie on sign-out, writing it for the whole site with SameSite=Lax', async () => {
    storeSessionCookie();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const client = createBrowserClient({ url: projectUrl, publishableKey: 'publishable-key' });
    const written = recordCookieWrites();

    const { error } = await client.auth.signOut();

    expect(error).toBeNull();
    expect(hasSessionCookie(document.cookie, cookieName)).toBe(false);
    const removal = written.find((cookie) => cookie.startsWith(`${cookieName}=`));
    expect(removal).toMatch(/; Path=\//);
    expect(removal).toMatch(/; SameSite=Lax/);
    expect(removal).not.toMatch(/Domain=/);
    expect(removal).not.toMatch(/Secure/);
  });

  it('writes the cookie for the configured parent domain', async () => {
    storeSessionCookie();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    const client = createBrowserClient({
      url: projectUrl,
      publishableKey: 'publishable-key',
      cookieDomain: '.venue.example',
    });
    const written = recordCookieWrites();

    await client.auth.signOut();

    const removal = written.find((cookie) => cookie.startsWith(`${cookieName}=`));
    expect(removal).toMatch(/; Domain=\.venue\.example/);
  });
});
