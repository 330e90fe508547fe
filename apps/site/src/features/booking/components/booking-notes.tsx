import { useLingui } from '@lingui/react/macro';
import { limits } from '@venue/domain/limits';
import { useId } from 'react';
import { messageText } from '../../../lib/domain-messages.ts';
import bookingStyles from '../booking.module.css';
import { birthdayTexts } from '../booking-texts.ts';
import styles from './birthday-details.module.css';

type BookingNotesProps = {
  value: string;
  error: string | undefined;
  onChange: (notes: string) => void;
};

/** The visitor's optional notes for the party, with their length against the limit. */
export function BookingNotes({ value, error, onChange }: BookingNotesProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className={styles.notes}>
      <label htmlFor={id} className={bookingStyles.fieldLabel}>
        {i18n._(birthdayTexts.notesLabel)}
      </label>
      <textarea
        id={id}
        data-field="notes"
        className={styles.notesInput}
        dir="auto"
        rows={3}
        maxLength={limits.customerNotesMaxLength}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => onChange(event.target.value)}
      />
      <div className={styles.notesFooter}>
        <p id={hintId} className={styles.hint}>
          {i18n._(birthdayTexts.notesHint)}
        </p>
        <span className={styles.count} aria-hidden="true">
          {birthdayTexts.notesCount(value.length, limits.customerNotesMaxLength)}
        </span>
      </div>
      {error && (
        <p id={errorId} className={bookingStyles.error} role="alert">
          {messageText(i18n, error)}
        </p>
      )}
    </div>
  );
}
