// The manager's writes of the slot length and lane count, and of the weekly hours.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { updateScheduleSettings } from '@venue/data/schedule/update-schedule-settings';
import {
  updateWeeklyHours,
  type WeeklyHoursChange,
} from '@venue/data/schedule/update-weekly-hours';
import type { ScheduleSettingsFormValues } from '@venue/domain/forms/schedule-forms';
import { supabase } from '../../../lib/supabase.ts';
import { scheduleKeys } from './keys.ts';

export function useUpdateScheduleSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: ScheduleSettingsFormValues) => updateScheduleSettings(supabase, values),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}

export function useUpdateWeeklyHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: WeeklyHoursChange) => updateWeeklyHours(supabase, change),
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all }),
  });
}
