// The site's publishing: the manager reads where it stands and publishes at once on Settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getSitePublishStatus } from '@venue/data/site-publish/get-site-publish-status';
import { publishSite } from '@venue/data/site-publish/publish-site';
import { supabase } from '../../../lib/supabase.ts';

export const sitePublishKeys = {
  status: ['site-publish', 'status'] as const,
};

/** Read again every 30 s: a publish of waiting changes happens without the page. */
export function useSitePublishStatus() {
  return useQuery({
    queryKey: sitePublishKeys.status,
    queryFn: () => getSitePublishStatus(supabase),
    refetchInterval: 30_000,
  });
}

/** "Publish site": a refusal is toasted by the query client, by its code. */
export function usePublishSite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => publishSite(supabase),
    onSettled: () => queryClient.invalidateQueries({ queryKey: sitePublishKeys.status }),
  });
}
