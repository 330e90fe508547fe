import { useLingui } from '@lingui/react/macro';
import { notifySuccess } from '../../components/notify.ts';
import { useAddVrStationBlock } from './api/use-vr-station-blocks.ts';
import { BlockDialog, type BlockDraft } from './block-dialog.tsx';

/**
 * Blocks VR stations (a broken headset): the block dialog. A block saved over held stations is
 * not refused: the database flags the bookings it strands for reception (decision 034).
 */
export function VrStationBlockDialog({
  stationCount,
  today,
  isTodayOnly,
  onClose,
}: {
  stationCount: number;
  today: string;
  isTodayOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const add = useAddVrStationBlock();
  const onSave = ({ units: stations, ...period }: BlockDraft) =>
    add.mutate(
      { stations, ...period },
      {
        onSuccess: () => {
          notifySuccess(t`VR stations blocked.`);
          onClose();
        },
      },
    );
  return (
    <BlockDialog
      kind="stations"
      editing={null}
      count={stationCount}
      today={today}
      isTodayOnly={isTodayOnly}
      isSaving={add.isPending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
