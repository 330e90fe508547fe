// The reminders' hours before a visit: staff read them, the manager changes them on Settings.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getReminderSettings,
  type ReminderSettings,
} from '@venue/data/notifications/get-reminder-settings';
import { setReminderHours } from '@venue/data/notifications/set-reminder-hours';
import { supabase } from '../../../lib/supabase.ts';

export const reminderSettingsKeys = {
  all: ['reminder-settings'] as const,
};

export function useReminderSettings() {
  return useQuery({
    queryKey: reminderSettingsKeys.all,
    queryFn: () => getReminderSettings(supabase),
  });
}

/** Saves the hours; the form shows a refusal itself, beside its fields. */
export function useSetReminderHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (hours: ReminderSettings) => setReminderHours(supabase, hours),
    meta: { showsOwnError: true },
    onSuccess: (saved) => queryClient.setQueryData(reminderSettingsKeys.all, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: reminderSettingsKeys.all }),
  });
}
