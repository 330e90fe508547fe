import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { NewBookingModal } from './new-booking-modal.tsx';

/** "New booking": opens the form on `date` (the venue's today when it has passed). */
export function NewBookingButton({ date }: { date: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <Trans>New booking</Trans>
      </Button>
      {isOpen ? <NewBookingModal date={date} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
