import type { StaffRole } from '@venue/domain/staff-roles';

/** Who may open each guarded back-office page (spec section 2, "Admin routes"). */
export const routeRoles = {
  '/admin/dashboard': ['jana', 'reception'],
  '/admin/calendar': ['reception', 'jana'],
  '/admin/board': ['reception', 'jana'],
  '/admin/print/:date': ['reception', 'jana'],
  '/admin/jana': ['jana', 'reception'],
  '/admin/add-user': ['jana'],
  '/admin/manage-users': ['jana'],
  '/admin/hours': ['jana', 'reception'],
  '/admin/settings': ['jana', 'reception'],
  '/admin/media-management': ['jana'],
  '/admin/insights': ['jana'],
} as const satisfies Record<string, readonly StaffRole[]>;

export type GuardedPath = keyof typeof routeRoles;

export const anyStaff: readonly StaffRole[] = ['jana', 'reception'];
export const managerOnly: readonly StaffRole[] = ['jana'];

/** Where a role goes when a page is not for it: jana to the dashboard, reception to the calendar. */
export function roleMismatchTarget(role: StaffRole | null | undefined): string {
  if (role === 'jana') return '/admin/dashboard';
  if (role === 'reception') return '/admin/calendar';
  return '/admin';
}

/** Where a role starts right after signing in: jana the dashboard, others the calendar. */
export function homeAfterSignIn(role: StaffRole): string {
  return role === 'jana' ? '/admin/dashboard' : '/admin/calendar';
}

/** True when the pathname fits the route's pattern, whose `:name` segments take any one segment. */
function fitsRoute(pattern: string, pathname: string): boolean {
  const expected = pattern.split('/');
  const actual = pathname.split('/');
  return (
    expected.length === actual.length &&
    expected.every(
      (segment, index) =>
        segment === actual[index] || (segment.startsWith(':') && actual[index] !== ''),
    )
  );
}

/** True when the role may open the path (path may carry a search and hash). */
export function canOpen(role: StaffRole, path: string): boolean {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '');
  const route = (Object.keys(routeRoles) as GuardedPath[]).find((pattern) =>
    fitsRoute(pattern, pathname),
  );
  const roles: readonly StaffRole[] | undefined = route ? routeRoles[route] : undefined;
  return roles?.includes(role) ?? false;
}

/** A remembered location from the router state `{ from }`, as a path, if it is one. */
export function rememberedPath(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from === 'string') return from.startsWith('/admin/') ? from : null;
  if (from && typeof from === 'object' && 'pathname' in from) {
    const {
      pathname,
      search = '',
      hash = '',
    } = from as {
      pathname: string;
      search?: string;
      hash?: string;
    };
    return typeof pathname === 'string' && pathname.startsWith('/admin/')
      ? `${pathname}${search}${hash}`
      : null;
  }
  return null;
}
