import { useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import type { VrStationBlockEntry } from '@venue/data/vr/list-vr-station-blocks';
import { formatDisplayDateTime } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { QueryStates } from '../../components/query-states.tsx';
import { useDeleteWithConfirmation } from '../../components/use-delete-with-confirmation.ts';
import { useVrSettings } from './api/use-vr-settings.ts';
import { useDeleteVrStationBlock, useVrStationBlocks } from './api/use-vr-station-blocks.ts';
import { EntryList, EntryRow } from './entry-row.tsx';
import { ScheduleSection } from './schedule-section.tsx';
import { VrStationBlockDialog } from './vr-station-block-dialog.tsx';
import { vrStationsLabel } from './vr-station-labels.ts';

/**
 * VR stations out of use (a broken headset) that have not ended: the manager adds and deletes
 * them; reception adds one within today.
 */
export function VrStationBlocksSection({
  today,
  isManager,
}: {
  today: string;
  isManager: boolean;
}) {
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [now] = useState(() => new Date());
  const blocks = useVrStationBlocks(now);
  const stationCount = useVrSettings().data?.stationCount;
  const [isAdding, setIsAdding] = useState(false);
  const periodOf = (block: VrStationBlockEntry) => {
    const from = formatDisplayDateTime(block.startsAt, venueTimeZone, locale);
    const to = formatDisplayDateTime(block.endsAt, venueTimeZone, locale);
    return t`${from} to ${to}`;
  };
  const remove = useDeleteWithConfirmation(useDeleteVrStationBlock(), {
    variablesOf: (block: VrStationBlockEntry) => block.id,
    title: t`Delete VR station block`,
    message: (block) => {
      const stations = vrStationsLabel(i18n, block.stations);
      return t`${stations} will be in use again. Delete the block?`;
    },
    successMessage: t`VR station block deleted.`,
  });
  return (
    <ScheduleSection
      id="vr-station-blocks-title"
      title={t`VR station blocks`}
      action={
        stationCount !== undefined && (
          <Button size="xs" onClick={() => setIsAdding(true)}>
            {isManager ? t`Block VR stations` : t`Block a VR station today`}
          </Button>
        )
      }
    >
      <QueryStates
        query={blocks}
        isEmpty={blocks.data?.length === 0}
        loadingLabel={t`Loading the VR station blocks`}
        errorTitle={t`The VR station blocks could not be loaded`}
        emptyText={t`No VR stations are blocked.`}
      />
      <EntryList>
        {blocks.data?.map((block) => {
          const stations = vrStationsLabel(i18n, block.stations);
          return (
            <EntryRow
              key={block.id}
              when={stations}
              detail={periodOf(block)}
              text={block.reason}
              label={t`the block of ${stations}`}
              onDelete={isManager ? () => remove.remove(block) : undefined}
              isDeleting={remove.isDeleting(block)}
            />
          );
        })}
      </EntryList>
      {isAdding && stationCount !== undefined && (
        <VrStationBlockDialog
          stationCount={stationCount}
          today={today}
          isTodayOnly={!isManager}
          onClose={() => setIsAdding(false)}
        />
      )}
    </ScheduleSection>
  );
}
