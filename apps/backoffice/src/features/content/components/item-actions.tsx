import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Button, Group } from '@mantine/core';
import type { MoveDirection } from '@venue/data/content-order/move-content-item';
import { useEffect, useRef } from 'react';
import { DeleteButton } from './delete-button.tsx';

export type ItemMove = {
  isFirst: boolean;
  isLast: boolean;
  /** True while a move of this list runs; clicks wait for it. */
  isMoving: boolean;
  onMove: (direction: MoveDirection) => void;
};

function Arrow({ direction }: { direction: MoveDirection }) {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M8 3 L13 9 H10 V13 H6 V9 H3 Z' : 'M8 13 L13 7 H10 V3 H6 V7 H3 Z'}
        fill="currentColor"
      />
    </svg>
  );
}

/**
 * Keeps the keyboard focus on the move button of the item that moved, whose row is re-placed in
 * the list. At either end the button stays focusable and says it is unavailable
 * (`aria-disabled`), so the focus is never dropped by a button turning disabled under it.
 */
function useFocusAfterMove(move: ItemMove | undefined) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const pending = useRef<MoveDirection | null>(null);
  const isMoving = move?.isMoving ?? false;
  useEffect(() => {
    if (isMoving || !pending.current) return;
    const target = pending.current === 'up' ? up.current : down.current;
    pending.current = null;
    if (target && document.activeElement !== target) target.focus();
  }, [isMoving]);
  const start = (direction: MoveDirection) => {
    if (!move || move.isMoving) return;
    if (direction === 'up' ? move.isFirst : move.isLast) return;
    pending.current = direction;
    move.onMove(direction);
  };
  return { up, down, start };
}

/**
 * An item's buttons in a manager's list: move up and down (when the list has an order), Edit and
 * Delete. They wrap onto a new line rather than leave their card on a narrow screen.
 */
export function ItemActions({
  name,
  onEdit,
  onDelete,
  isDeleting,
  move,
}: {
  /** Names the item in each button's accessible label. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  isDeleting: boolean;
  move?: ItemMove;
}) {
  const focus = useFocusAfterMove(move);
  const { t } = useLingui();
  return (
    <Group gap="xs" wrap="wrap">
      {move && (
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            ref={focus.up}
            variant="default"
            size="md"
            aria-label={t`Move ${name} up`}
            aria-disabled={move.isFirst}
            data-disabled={move.isFirst || undefined}
            onClick={() => focus.start('up')}
          >
            <Arrow direction="up" />
          </ActionIcon>
          <ActionIcon
            ref={focus.down}
            variant="default"
            size="md"
            aria-label={t`Move ${name} down`}
            aria-disabled={move.isLast}
            data-disabled={move.isLast || undefined}
            onClick={() => focus.start('down')}
          >
            <Arrow direction="down" />
          </ActionIcon>
        </Group>
      )}
      <Button variant="light" size="xs" onClick={onEdit} aria-label={t`Edit ${name}`}>
        <Trans>Edit</Trans>
      </Button>
      <DeleteButton label={t`Delete ${name}`} isDeleting={isDeleting} onDelete={onDelete} />
    </Group>
  );
}
