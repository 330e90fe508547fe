import { Trans } from '@lingui/react/macro';
import { Button, Modal, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { DialogActions } from '../../components/dialog-actions.tsx';

/** A schedule form in a dialog: its fields, then Cancel and the save button. */
export function ScheduleDialog({
  title,
  isOpen,
  isSaving,
  saveLabel,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  isOpen: boolean;
  isSaving: boolean;
  saveLabel: string;
  onSubmit: (event?: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <Modal opened={isOpen} onClose={onClose} title={title} centered size="lg">
      <form onSubmit={onSubmit} noValidate aria-label={title}>
        <Stack gap="sm">
          {children}
          <DialogActions>
            <Button variant="default" onClick={onClose}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              {saveLabel}
            </Button>
          </DialogActions>
        </Stack>
      </form>
    </Modal>
  );
}

/** A date or time field: its value reads left to right, its label in the page's direction. */
export const ltrInputStyles = { input: { direction: 'ltr' } } as const;

/** A name or reason typed in either language reads in its own direction. */
export const typedTextStyles = { input: { unicodeBidi: 'plaintext' } } as const;
