import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import bookingStyles from '../booking.module.css';
import type { ChosenPackage } from '../booking-form-state.ts';
import { birthdayTexts } from '../booking-texts.ts';
import styles from './birthday-details.module.css';
import { FieldError } from './field-error.tsx';

type GuestCountProps = {
  chosen: ChosenPackage;
  people: number;
  error: string | undefined;
  onPeople: (people: number) => void;
};

/**
 * How many guests come: set to the package's maximum when it is chosen, then typed or stepped
 * within the package's group size.
 */
export function GuestCount({ chosen, people, error, onPeople }: GuestCountProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const { min_people: min, max_people: max } = chosen;
  return (
    <div className={styles.guests}>
      <label htmlFor={id} className={bookingStyles.fieldLabel}>
        {i18n._(birthdayTexts.guestsLabel)}
      </label>
      <div className={styles.stepper}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label={i18n._(birthdayTexts.fewerGuests)}
          aria-controls={id}
          disabled={people <= min}
          onClick={() => onPeople(Math.min(Math.max(people - 1, min), max))}
        >
          −
        </button>
        <input
          id={id}
          data-field="people"
          className={styles.guestInput}
          type="number"
          inputMode="numeric"
          min={min}
          max={max}
          step={1}
          value={people > 0 ? people : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => onPeople(event.target.value === '' ? 0 : Number(event.target.value))}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={i18n._(birthdayTexts.moreGuests)}
          aria-controls={id}
          disabled={people >= max}
          onClick={() => onPeople(Math.max(Math.min(people + 1, max), min))}
        >
          +
        </button>
      </div>
      <p id={hintId} className={styles.hint}>
        {i18n._(birthdayTexts.guestsHint(chosen.title, min, max))}
      </p>
      <FieldError message={error} />
    </div>
  );
}
