import { useDirection } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { toastDurationMs } from './notify.ts';

/** Toasts come in at the reading end of the bottom edge: right in English, left in Arabic. */
export function Toasts() {
  const { dir } = useDirection();
  return (
    <Notifications
      position={dir === 'rtl' ? 'bottom-left' : 'bottom-right'}
      autoClose={toastDurationMs}
      limit={5}
    />
  );
}
