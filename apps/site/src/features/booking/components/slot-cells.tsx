import { formatTime } from '@venue/domain/format';
import type { TimeOfDay } from '@venue/domain/venue';
import { type ReactNode, useState } from 'react';
import slotStyles from '../slots.module.css';

/** One time the grid offers, as the lanes' or the VR grid words it. */
export type SlotCell = {
  time: TimeOfDay;
  /** It cannot be chosen (begun, too late, closed, or no station left for the group). */
  isDisabled: boolean;
  /** It can be chosen, with a warning (fewer lanes free than the group takes). */
  isWarning: boolean;
  /** A count read first with the time ("2 of 4 left"), or nothing. */
  detail?: ReactNode;
  /** Why it cannot be chosen, or the warning; nothing for a plain open time. */
  note: ReactNode;
  /** What a long booking from here covers, shown while the time is hovered or focused. */
  tip: string | null;
};

type SlotCellsProps = {
  cells: readonly SlotCell[];
  selectedTime: string | null;
  /** How long the booking lasts, said under the chosen time ("90 min"). */
  selectedLength: string;
  onSelect: (time: string) => void;
};

/**
 * The grid of times both slot grids show: a button per time, pressed when chosen, with its notes
 * beneath, which describe the button to a screen reader; a disabled time is struck through.
 */
export function SlotCells({ cells, selectedTime, selectedLength, onSelect }: SlotCellsProps) {
  const [tipFor, setTipFor] = useState<string | null>(null);
  return (
    <div className={slotStyles.slotGrid}>
      {cells.map((cell) => {
        const { time: slot, isDisabled, isWarning, detail, note, tip } = cell;
        const isSelected = selectedTime === slot;
        const detailId = `slot-${slot}-detail`;
        const noteId = `slot-${slot}-note`;
        const tipId = `slot-${slot}-tip`;
        const durationId = `slot-${slot}-duration`;
        const hasTip = tip !== null;
        const describedBy = [
          detail ? detailId : null,
          note ? noteId : null,
          isSelected ? durationId : null,
          hasTip ? tipId : null,
        ]
          .filter(Boolean)
          .join(' ');
        const cellClass = [
          slotStyles.slot,
          isSelected ? slotStyles.slotSelected : '',
          isWarning ? slotStyles.slotFull : '',
          isDisabled ? slotStyles.slotDisabled : '',
        ]
          .filter(Boolean)
          .join(' ');
        return (
          <div key={slot} className={cellClass}>
            <button
              type="button"
              className={slotStyles.slotButton}
              aria-pressed={isSelected}
              aria-describedby={describedBy || undefined}
              disabled={isDisabled}
              onClick={() => onSelect(slot)}
              onMouseEnter={hasTip ? () => setTipFor(slot) : undefined}
              onMouseLeave={hasTip ? () => setTipFor(null) : undefined}
              onFocus={hasTip ? () => setTipFor(slot) : undefined}
              onBlur={hasTip ? () => setTipFor(null) : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setTipFor(null);
              }}
            >
              {formatTime(slot)}
            </button>
            {detail && (
              <span id={detailId} className={slotStyles.slotDetail}>
                {detail}
              </span>
            )}
            {isSelected && (
              <span id={durationId} className={slotStyles.slotDuration}>
                {selectedLength}
              </span>
            )}
            {note && (
              <span
                id={noteId}
                className={isWarning ? slotStyles.slotWarning : slotStyles.slotNote}
              >
                {isWarning && <span aria-hidden="true">⚠ </span>}
                {note}
              </span>
            )}
            {hasTip && (
              <span
                id={tipId}
                role="tooltip"
                className={slotStyles.tooltip}
                hidden={tipFor !== slot}
              >
                {tip}
              </span>
            )}
          </div>
        );
      })}
    </div>
  );
}
