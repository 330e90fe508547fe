import { countWithin, typedCount } from '@venue/domain/digits';
import { type KeyboardEvent, useId } from 'react';
import bookingStyles from '../booking.module.css';
import styles from './count-stepper.module.css';
import { FieldError } from './field-error.tsx';

type CountStepperProps = {
  /** What is counted: "Number of People", "Number of Guests". */
  label: string;
  /** The buttons' names: "One person fewer", "One person more". */
  fewerLabel: string;
  moreLabel: string;
  /** The form field the count fills, for the errors to find it. */
  field: 'people' | 'rounds';
  min: number;
  max: number;
  /** The count; 0 while the box is blank. */
  value: number;
  /** A short fact about the count, shown beside the box and read with it ("2 lanes"). */
  note?: string | undefined;
  /** The range in words, read with the box. */
  hint?: string | undefined;
  error: string | undefined;
  onChange: (count: number) => void;
};

/** What the arrow keys add to the count, as in a number field. */
const arrowSteps: Readonly<Record<string, number>> = { ArrowUp: 1, ArrowDown: -1 };

/**
 * A count the visitor types (in any digits: "١٥" is 15) or steps with − and + (disabled at the
 * ends of the range) or the arrow keys. A typed count outside the range is kept for the form's
 * check to refuse in the visitor's words. A note beside the box (the lanes the group takes) is
 * plain text the box is described by: read when the visitor reaches the box, not at every change.
 */
export function CountStepper({
  label,
  fewerLabel,
  moreLabel,
  field,
  min,
  max,
  value,
  note,
  hint,
  error,
  onChange,
}: CountStepperProps) {
  const id = useId();
  const noteId = `${id}-note`;
  const hintId = `${id}-hint`;
  const describedBy = [note ? noteId : null, hint ? hintId : null].filter(Boolean).join(' ');
  const stepBy = (change: number) => onChange(countWithin(value + change, min, max));
  const stepWithArrows = (event: KeyboardEvent<HTMLInputElement>) => {
    const change = arrowSteps[event.key];
    if (change === undefined) return;
    event.preventDefault();
    stepBy(change);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={bookingStyles.fieldLabel}>
        {label}
      </label>
      <div className={styles.row}>
        <div className={styles.stepper}>
          <button
            type="button"
            className={styles.stepButton}
            aria-label={fewerLabel}
            aria-controls={id}
            disabled={value <= min}
            onClick={() => stepBy(-1)}
          >
            −
          </button>
          <input
            id={id}
            data-field={field}
            className={styles.input}
            // A text field, as number fields refuse digits other than ASCII ones.
            type="text"
            role="spinbutton"
            inputMode="numeric"
            autoComplete="off"
            aria-valuemin={min}
            aria-valuemax={max}
            aria-valuenow={value > 0 ? value : undefined}
            value={value > 0 ? String(value) : ''}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            onChange={(event) => onChange(typedCount(event.target.value))}
            onKeyDown={stepWithArrows}
          />
          <button
            type="button"
            className={styles.stepButton}
            aria-label={moreLabel}
            aria-controls={id}
            disabled={value >= max}
            onClick={() => stepBy(1)}
          >
            +
          </button>
        </div>
        {note && (
          <p id={noteId} className={styles.note}>
            {note}
          </p>
        )}
      </div>
      {hint && (
        <p id={hintId} className={bookingStyles.hint}>
          {hint}
        </p>
      )}
      <FieldError message={error} />
    </div>
  );
}
