import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { SpecialHoursEntry } from '@venue/data/schedule/list-special-hours';
import { formatDisplayDate } from '@venue/domain/format';
import { textIn } from '@venue/domain/localized-text';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../components/use-delete-with-confirmation.ts';
import { useDeleteSpecialHours, useSpecialHours } from './api/use-special-hours.ts';
import { EntryList, EntryRow } from './entry-row.tsx';
import { hoursLabel } from './schedule-labels.ts';
import { ScheduleSection } from './schedule-section.tsx';
import { SpecialHoursDialog } from './special-hours-dialog.tsx';

/** Periods whose hours replace the weekly ones (Ramadan, a holiday), from today on. */
export function SpecialHoursSection({ today, isManager }: { today: string; isManager: boolean }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const periods = useSpecialHours(today);
  // null: closed; 'new': adding; an entry: editing it.
  const [editing, setEditing] = useState<SpecialHoursEntry | 'new' | null>(null);
  const remove = useDeleteWithConfirmation(useDeleteSpecialHours(), {
    variablesOf: (period: SpecialHoursEntry) => period.id,
    title: t`Delete special hours`,
    message: (period) => {
      const name = textIn(period.name, locale)?.text ?? '';
      return t`Delete "${name}"? The weekly hours apply to its days again.`;
    },
    successMessage: t`Special hours deleted.`,
  });
  const days = (period: SpecialHoursEntry) => {
    const first = formatDisplayDate(period.firstDay, venueTimeZone, locale);
    const last = formatDisplayDate(period.lastDay, venueTimeZone, locale);
    return period.firstDay === period.lastDay ? first : t`${first} to ${last}`;
  };
  return (
    <ScheduleSection
      id="special-hours-title"
      title={t`Special hours`}
      action={
        isManager && (
          <Button size="xs" onClick={() => setEditing('new')}>
            {t`Add special hours`}
          </Button>
        )
      }
    >
      <QueryStates
        query={periods}
        isEmpty={periods.data?.length === 0}
        loadingLabel={t`Loading the special hours`}
        errorTitle={t`The special hours could not be loaded`}
        emptyText={t`No special hours ahead.`}
      />
      <EntryList>
        {periods.data?.map((period) => (
          <EntryRow
            key={period.id}
            when={days(period)}
            detail={hoursLabel(i18n, period)}
            text={period.name}
            label={textIn(period.name, locale)?.text ?? days(period)}
            onEdit={isManager ? () => setEditing(period) : undefined}
            onDelete={isManager ? () => remove.remove(period) : undefined}
            isDeleting={remove.isDeleting(period)}
          />
        ))}
      </EntryList>
      {isManager && (
        <SpecialHoursDialog
          editing={editing === 'new' ? null : editing}
          isOpen={editing !== null}
          today={today}
          onClose={() => setEditing(null)}
        />
      )}
    </ScheduleSection>
  );
}
