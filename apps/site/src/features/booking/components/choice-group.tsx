import styles from '../booking.module.css';

type ChoiceGroupProps = {
  label: string;
  /** The choices, e.g. 1 to 12. */
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
  /** How one choice is read out, e.g. "4 people". */
  describe: (value: number) => string;
};

/** A labelled row of number buttons where exactly one is chosen (people, rounds). */
export function ChoiceGroup({ label, options, value, onChange, describe }: ChoiceGroupProps) {
  return (
    <fieldset className={styles.choiceGroup}>
      <legend className={styles.fieldLabel}>{label}</legend>
      <div className={styles.choices}>
        {options.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.choice}
            aria-pressed={option === value}
            aria-label={describe(option)}
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
