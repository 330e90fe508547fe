import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { withPublicClient } from './with-public-client.ts';

export const birthdayPackageKeys = {
  all: ['birthday-packages'] as const,
};

/**
 * The birthday packages the manager offers, shown by the packages page and chosen on the booking
 * form. The routes start it while the page's code downloads (`app/router.tsx`); a failed load is logged by
 * the query cache.
 */
export const birthdayPackagesQuery = queryOptions({
  queryKey: birthdayPackageKeys.all,
  queryFn: () => withPublicClient(listBirthdayPackages),
});

/**
 * The same list read once at build time, so the prerendered packages page (and a visitor without
 * JavaScript, or a search engine) shows them; the browser refreshes it on arrival.
 */
export const birthdayPackagesAtBuild = {
  queryKey: birthdayPackageKeys.all,
  load: listBirthdayPackages,
};

export function useBirthdayPackages() {
  return useQuery(birthdayPackagesQuery);
}
