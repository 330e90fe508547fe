import { useLingui } from '@lingui/react/macro';
import { Button, Group, SimpleGrid, Text, TextInput } from '@mantine/core';
import { addDays, isCalendarDate } from '@venue/domain/clock';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states.tsx';
import { useWeekSchedule } from './api/use-week-schedule.ts';
import { PreviewDay } from './preview-day.tsx';
import { ltrInputStyles } from './schedule-dialog.tsx';
import { ScheduleSection } from './schedule-section.tsx';

const previewDays = 7;

/**
 * What the site will offer: the slots of seven business days from today (or from the day the
 * manager picks), with each day's special period or closure and the lanes blocked.
 */
export function WeekPreview({ today }: { today: string }) {
  const { t } = useLingui();
  const [typed, setTyped] = useState(today);
  const from = isCalendarDate(typed) ? typed : today;
  const to = addDays(from, previewDays - 1);
  const schedule = useWeekSchedule(from, to);
  const days = Array.from({ length: previewDays }, (_, index) => addDays(from, index));
  return (
    <ScheduleSection id="week-preview-title" title={t`The week the site offers`}>
      <Group align="flex-end" gap="sm" mb="md">
        <TextInput
          type="date"
          label={t`From`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          styles={ltrInputStyles}
        />
        {from !== today && (
          <Button variant="subtle" onClick={() => setTyped(today)}>
            {t`Back to today`}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed" mb="sm">
        {t`An orange slot has blocked lanes; its number is the lanes still open.`}
      </Text>
      <QueryStates
        query={schedule}
        isEmpty={false}
        loadingLabel={t`Loading the week`}
        errorTitle={t`The week could not be loaded`}
        emptyText=""
      />
      {schedule.data && (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm" component="ol" p={0} m={0}>
          {days.map((day) => (
            <PreviewDay key={day} day={day} schedule={schedule.data} isToday={day === today} />
          ))}
        </SimpleGrid>
      )}
    </ScheduleSection>
  );
}
