import { createContext, useContext } from 'react';
import { matchRoutes, type RouteObject, useLocation, useRoutes } from 'react-router';

const RouteTable = createContext<readonly RouteObject[]>([]);

/** The site's routes at the current address (inside a router), and the table `useRouteId` reads. */
export function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return <RouteTable.Provider value={routes}>{useRoutes(routes)}</RouteTable.Provider>;
}

/** The id of the deepest route at the current address (`seo/pages.ts` keys), if it has one. */
export function useRouteId(): string | undefined {
  const routes = useContext(RouteTable);
  const { pathname } = useLocation();
  return matchRoutes([...routes], pathname)?.at(-1)?.route.id;
}

/** The routes a path goes through, top first (with the router's base path, e.g. `/ar`). */
export function routesAt(routes: RouteObject[], pathname: string, basename?: string) {
  return (matchRoutes(routes, pathname, basename) ?? []).map(({ route }) => route);
}
