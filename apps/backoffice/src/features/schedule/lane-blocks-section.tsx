import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { LaneBlockEntry } from '@venue/data/schedule/list-lane-blocks';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../components/use-delete-with-confirmation.ts';
import { lanesLabel } from '../../lib/lane-labels.ts';
import { useDeleteLaneBlock, useLaneBlocks } from './api/use-lane-blocks.ts';
import { useWeekSchedule } from './api/use-week-schedule.ts';
import { EntryList, EntryRow } from './entry-row.tsx';
import { LaneBlockDialog } from './lane-block-dialog.tsx';
import { ScheduleSection } from './schedule-section.tsx';

/**
 * Lanes out of use (a repair, a league night) that have not ended: the manager adds, edits (ends
 * early) and deletes them; reception adds one within today.
 */
export function LaneBlocksSection({ today, isManager }: { today: string; isManager: boolean }) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [now] = useState(() => new Date());
  const blocks = useLaneBlocks(now);
  const laneCount = useWeekSchedule(today, today).data?.laneCount;
  // null: closed; 'new': adding; a block: editing it.
  const [editing, setEditing] = useState<LaneBlockEntry | 'new' | null>(null);
  const periodOf = (block: LaneBlockEntry) => {
    const from = formatDisplayDateTime(block.startsAt, venueTimeZone, locale);
    const to = formatDisplayDateTime(block.endsAt, venueTimeZone, locale);
    return t`${from} to ${to}`;
  };
  const remove = useDeleteWithConfirmation(useDeleteLaneBlock(), {
    variablesOf: (block: LaneBlockEntry) => block.id,
    title: t`Delete lane block`,
    message: (block) => {
      const laneNames = lanesLabel(i18n, block.lanes);
      return t`${laneNames} will be in use again. Delete the block?`;
    },
    successMessage: t`Lane block deleted.`,
  });
  return (
    <ScheduleSection
      id="lane-blocks-title"
      title={t`Lane blocks`}
      action={
        laneCount !== undefined && (
          <Button size="xs" onClick={() => setEditing('new')}>
            {isManager ? t`Block lanes` : t`Block a lane today`}
          </Button>
        )
      }
    >
      <QueryStates
        query={blocks}
        isEmpty={blocks.data?.length === 0}
        loadingLabel={t`Loading the lane blocks`}
        errorTitle={t`The lane blocks could not be loaded`}
        emptyText={t`No lanes are blocked.`}
      />
      <EntryList>
        {blocks.data?.map((block) => {
          const laneNames = lanesLabel(i18n, block.lanes);
          return (
            <EntryRow
              key={block.id}
              when={laneNames}
              detail={periodOf(block)}
              text={block.reason}
              label={t`the block of ${laneNames}`}
              onEdit={isManager ? () => setEditing(block) : undefined}
              onDelete={isManager ? () => remove.remove(block) : undefined}
              isDeleting={remove.isDeleting(block)}
            />
          );
        })}
      </EntryList>
      {editing !== null && laneCount !== undefined && (
        <LaneBlockDialog
          editing={editing === 'new' ? null : editing}
          laneCount={laneCount}
          today={today}
          isTodayOnly={!isManager}
          onClose={() => setEditing(null)}
        />
      )}
    </ScheduleSection>
  );
}
