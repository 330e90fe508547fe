import { useLingui } from '@lingui/react/macro';
import { toAsciiDigits } from '@venue/domain/digits';
import { type KeyboardEvent, useId } from 'react';
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

/** What the arrow keys add to the count, as in a number field. */
const arrowSteps: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1 };

/** The count typed in any digits ("٢٠" is 20), ignoring what is not a digit; blank is 0. */
function typedCount(text: string): number {
  const digits = toAsciiDigits(text).replace(/\D/g, '');
  return digits === '' ? 0 : Number(digits);
}

/**
 * How many guests come: set to the package's maximum when it is chosen, then typed (in any digits)
 * or stepped with the buttons or the arrow keys within the package's group size.
 */
export function GuestCount({ chosen, people, error, onPeople }: GuestCountProps) {
  const { i18n } = useLingui();
  const id = useId();
  const hintId = `${id}-hint`;
  const { min_people: min, max_people: max } = chosen;
  const stepBy = (change: number) => onPeople(Math.min(Math.max(people + change, min), max));
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    const change = arrowSteps[event.key];
    if (change === undefined) return;
    event.preventDefault();
    stepBy(change);
  };
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
          onClick={() => stepBy(-1)}
        >
          −
        </button>
        <input
          id={id}
          data-field="people"
          className={styles.guestInput}
          // A text field, as number fields refuse digits other than ASCII ones.
          type="text"
          role="spinbutton"
          inputMode="numeric"
          autoComplete="off"
          aria-valuemin={min}
          aria-valuemax={max}
          aria-valuenow={people > 0 ? people : undefined}
          value={people > 0 ? String(people) : ''}
          aria-invalid={error ? true : undefined}
          aria-describedby={hintId}
          onChange={(event) => onPeople(typedCount(event.target.value))}
          onKeyDown={stepWithArrows}
        />
        <button
          type="button"
          className={styles.stepButton}
          aria-label={i18n._(birthdayTexts.moreGuests)}
          aria-controls={id}
          disabled={people >= max}
          onClick={() => stepBy(1)}
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
