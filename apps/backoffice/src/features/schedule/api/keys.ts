/** The query keys of the schedule page: everything under `all`, so one write refreshes it all. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  week: (from: string, to: string) => [...scheduleKeys.all, 'week', from, to] as const,
  specialHours: (from: string) => [...scheduleKeys.all, 'special-hours', from] as const,
  closures: (from: string) => [...scheduleKeys.all, 'closures', from] as const,
  laneBlocks: () => [...scheduleKeys.all, 'lane-blocks'] as const,
  vrSettings: () => [...scheduleKeys.all, 'vr-settings'] as const,
  vrStationBlocks: () => [...scheduleKeys.all, 'vr-station-blocks'] as const,
};
