import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Each signed-in page's name, as the navigation and the dashboard's cards show it. */
export const pageNames = {
  '/admin/dashboard': msg`Dashboard`,
  '/admin/calendar': msg`Reception Calendar`,
  '/admin/board': msg`Lanes and VR`,
  '/admin/jana': msg`Jana's Dashboard`,
  '/admin/add-user': msg`Add User`,
  '/admin/manage-users': msg`Manage Users`,
  '/admin/media-management': msg`Media Management`,
  '/admin/insights': msg`Insights`,
  '/admin/hours': msg`Hours & closures`,
  '/admin/settings': msg`Settings`,
} as const satisfies Record<string, MessageDescriptor>;

export type PagePath = keyof typeof pageNames;
