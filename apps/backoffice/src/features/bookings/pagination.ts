import { plural, t } from '@lingui/core/macro';
/** Bookings per page and page buttons shown at once (spec section 9). */
export const bookingPageSize = 10;
export const pageButtonWindow = 5;

export function pageCount(total: number, pageSize: number = bookingPageSize): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** "Showing x-y of n bookings"; "Showing 0-0 of 0 bookings" when there are none. */
export function showingLine(
  page: number,
  total: number,
  pageSize: number = bookingPageSize,
): string {
  const first = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return t`Showing ${first}-${last} of ${plural(total, { one: '# booking', other: '# bookings' })}`;
}

/**
 * The page numbers to show as buttons: up to 5, the current page centred where it can be
 * (1 2 [3] 4 5; at the ends the window stops at the first and last page).
 */
export function pageWindow(
  current: number,
  totalPages: number,
  size: number = pageButtonWindow,
): number[] {
  const count = Math.min(size, totalPages);
  let start = Math.max(1, current - Math.floor(size / 2));
  start = Math.min(start, totalPages - count + 1);
  return Array.from({ length: count }, (_, index) => start + index);
}
