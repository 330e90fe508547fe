import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { ClosureEntry } from '@venue/data/schedule/list-closures';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../components/use-delete-with-confirmation.ts';
import { useClosures, useDeleteClosure } from './api/use-closures.ts';
import { ClosureDialog } from './closure-dialog.tsx';
import { EntryList, EntryRow } from './entry-row.tsx';
import { rangeLabel } from './schedule-labels.ts';
import { ScheduleSection } from './schedule-section.tsx';

/** Days, or parts of days, the venue is closed, from today on, with the reason visitors read. */
export function ClosuresSection({ today, isManager }: { today: string; isManager: boolean }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const closures = useClosures(today);
  const [isAdding, setIsAdding] = useState(false);
  const dayOf = (closure: ClosureEntry) => formatDisplayDate(closure.day, venueTimeZone, locale);
  const remove = useDeleteWithConfirmation(useDeleteClosure(), {
    variablesOf: (closure: ClosureEntry) => closure.id,
    title: t`Delete closure`,
    message: (closure) => {
      const day = dayOf(closure);
      return t`Open again on ${day}? Its slots are offered again.`;
    },
    successMessage: t`Closure deleted.`,
  });
  const partOf = (closure: ClosureEntry) =>
    closure.fromTime && closure.toTime
      ? rangeLabel(i18n, closure.fromTime, closure.toTime)
      : t`The whole day`;
  return (
    <ScheduleSection
      id="closures-title"
      title={t`Closures`}
      action={
        isManager && <Button size="xs" onClick={() => setIsAdding(true)}>{t`Add closure`}</Button>
      }
    >
      <QueryStates
        query={closures}
        isEmpty={closures.data?.length === 0}
        loadingLabel={t`Loading the closures`}
        errorTitle={t`The closures could not be loaded`}
        emptyText={t`No closures ahead.`}
      />
      <EntryList>
        {closures.data?.map((closure) => {
          const day = dayOf(closure);
          return (
            <EntryRow
              key={closure.id}
              when={day}
              detail={partOf(closure)}
              text={closure.reason}
              label={t`the closure of ${day}`}
              onDelete={isManager ? () => remove.remove(closure) : undefined}
              isDeleting={remove.isDeleting(closure)}
            />
          );
        })}
      </EntryList>
      {isManager && isAdding && <ClosureDialog today={today} onClose={() => setIsAdding(false)} />}
    </ScheduleSection>
  );
}
