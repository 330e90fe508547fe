import { useLingui } from '@lingui/react/macro';
import type { LaneBlockEntry } from '@venue/data/schedule/list-lane-blocks';
import { notifySuccess } from '../../components/notify.ts';
import { useSaveLaneBlock } from './api/use-lane-blocks.ts';
import { BlockDialog, type BlockDraft } from './block-dialog.tsx';
import { confirmScheduleChange } from './confirm-schedule-change.tsx';

/**
 * Blocks lanes, or edits a lane block (to end it early): the block dialog, whose save first shows
 * the bookings the block would strand (`confirmScheduleChange`).
 */
export function LaneBlockDialog({
  editing,
  laneCount,
  today,
  isTodayOnly,
  onClose,
}: {
  editing: LaneBlockEntry | null;
  laneCount: number;
  today: string;
  isTodayOnly: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const save = useSaveLaneBlock(editing?.id ?? null);
  const onSave = async ({ units: lanes, startsAt, endsAt, reason }: BlockDraft) => {
    const id = editing?.id ?? null;
    const draft = { kind: 'lane-block', id, lanes, startsAt, endsAt, reason } as const;
    if (!(await confirmScheduleChange(draft))) return;
    save.mutate(
      { lanes, startsAt, endsAt, reason },
      {
        onSuccess: () => {
          notifySuccess(editing ? t`Lane block saved.` : t`Lanes blocked.`);
          onClose();
        },
      },
    );
  };
  return (
    <BlockDialog
      kind="lanes"
      editing={editing && { ...editing, units: editing.lanes }}
      count={laneCount}
      today={today}
      isTodayOnly={isTodayOnly}
      isSaving={save.isPending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}
