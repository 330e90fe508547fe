import { queryOptions, useQuery } from '@tanstack/react-query';
import { listBirthdayPackages } from '@venue/data/birthday-packages/list-birthday-packages';
import { withSupabase } from '../../../lib/with-supabase.ts';
import { bookingKeys } from './keys.ts';

/** The packages a birthday booking can choose from. A failed load is logged by the query cache. */
export const birthdayPackagesQuery = queryOptions({
  queryKey: bookingKeys.packages(),
  queryFn: () => withSupabase(listBirthdayPackages),
});

export function useBirthdayPackages() {
  return useQuery(birthdayPackagesQuery);
}
