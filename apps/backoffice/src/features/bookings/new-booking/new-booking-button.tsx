import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';

// The form's code loads when it is first opened, not with the page that offers it.
const NewBookingModal = lazy(async () => ({
  default: (await import('./new-booking-modal.tsx')).NewBookingModal,
}));

/** "New booking": opens the form on `date` (the venue's today when it has passed). */
export function NewBookingButton({ date }: { date: string }) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setIsOpen(true)}>
        <Trans>New booking</Trans>
      </Button>
      {isOpen ? (
        <Suspense fallback={null}>
          <NewBookingModal date={date} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
