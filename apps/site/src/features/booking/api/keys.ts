/** Query keys of the booking feature. */
export const bookingKeys = {
  all: ['booking'] as const,
  occupancy: (date: string) => ['booking', 'occupancy', date] as const,
  managed: (token: string) => ['booking', 'managed', token] as const,
};
