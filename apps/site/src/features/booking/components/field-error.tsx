import { useLingui } from '@lingui/react/macro';
import { messageText } from '../../../lib/domain-messages.ts';
import styles from '../booking.module.css';

/** The error of a group of choices (people, rounds, package, date, time), read out when shown. */
export function FieldError({ message }: { message: string | undefined }) {
  const { i18n } = useLingui();
  return message ? (
    <p className={styles.error} role="alert">
      {messageText(i18n, message)}
    </p>
  ) : null;
}
