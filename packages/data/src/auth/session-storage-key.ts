/**
 * The browser-storage key supabase-js keeps a signed-in session under for a project URL (its
 * default: `sb-` and the first label of the host name). Knowing it lets a page tell whether
 * anyone is signed in without downloading the client.
 */
export function sessionStorageKey(projectUrl: string): string {
  return `sb-${new URL(projectUrl).hostname.split('.')[0]}-auth-token`;
}
