/** Query keys of the booking feature. */
export const bookingKeys = {
  all: ['booking'] as const,
  schedule: (from: string, to: string) => ['booking', 'schedule', from, to] as const,
  day: (date: string) => ['booking', 'day', date] as const,
  vrSettings: ['booking', 'vr-settings'] as const,
  vrDay: (date: string) => ['booking', 'vr-day', date] as const,
  managed: (token: string) => ['booking', 'managed', token] as const,
  coming: (token: string) => ['booking', 'coming', token] as const,
};
