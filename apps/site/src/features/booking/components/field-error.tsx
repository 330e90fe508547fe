import styles from '../booking.module.css';

/** The error of a group of choices (people, rounds, package, date, time), read out when shown. */
export function FieldError({ message }: { message: string | undefined }) {
  return message ? (
    <p className={styles.error} role="alert">
      {message}
    </p>
  ) : null;
}
