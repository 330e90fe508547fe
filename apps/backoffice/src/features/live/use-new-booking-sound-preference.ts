import { useLocalStorage } from '@mantine/hooks';

/** Where this browser remembers whether a new request plays a sound (on until turned off). */
export const soundPreferenceKey = 'venue.backoffice.new-booking-sound';

export function useNewBookingSoundPreference() {
  return useLocalStorage<boolean>({
    key: soundPreferenceKey,
    defaultValue: true,
    getInitialValueInEffect: false,
  });
}
