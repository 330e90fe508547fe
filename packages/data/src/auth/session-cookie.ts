/*
 * The staff session lives in cookies (`@supabase/ssr`'s browser client), not in one app's local
 * storage, so the site and the back-office share it: cookies belong to a host (and, with a
 * `Domain`, to its subdomains), not to a port. Locally 127.0.0.1:5173 and :5174 share them; in
 * production `venue.example` and `admin.venue.example` share a cookie set for `.venue.example`.
 */

export type SessionCookieOptions = {
  path: '/';
  sameSite: 'lax';
  secure: boolean;
  /** Absent: a host-only cookie. */
  domain?: string;
};

/**
 * How the session cookies are written: for every path, sent on top-level navigations from other
 * sites (`lax`), `Secure` when the page is served over https, and for the given parent domain
 * when there is one (blank means host-only).
 */
export function sessionCookieOptions(options: {
  domain?: string | undefined;
  isHttps: boolean;
}): SessionCookieOptions {
  const domain = options.domain?.trim();
  return {
    path: '/',
    sameSite: 'lax',
    secure: options.isHttps,
    ...(domain ? { domain } : {}),
  };
}

/**
 * The cookie a project's session is kept under (supabase-js's storage key: `sb-`, the first label
 * of the project's host name, `-auth-token`). Knowing it lets a page tell whether anyone is signed
 * in without downloading the client.
 */
export function sessionCookieName(projectUrl: string): string {
  return `sb-${new URL(projectUrl).hostname.split('.')[0]}-auth-token`;
}

/**
 * Whether a `document.cookie` string holds a session under `name`: the cookie itself, or its first
 * chunk (`name.0`) when the session was too large for one cookie.
 */
export function hasSessionCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((pair) => {
    const [cookieName = '', ...value] = pair.split('=');
    const trimmed = cookieName.trim();
    return (trimmed === name || trimmed === `${name}.0`) && value.join('=').trim() !== '';
  });
}
