import styles from '../booking.module.css';

type ChoiceGroupProps = {
  label: string;
  /** The choices, e.g. 1 to 12. */
  options: readonly number[];
  value: number;
  onChange: (value: number) => void;
};

/**
 * A labelled row of number buttons where exactly one is chosen (rounds). Each button is named by
 * its number alone, as it shows it (a name that differs from the visible text fails speech
 * input); the group's legend says what the numbers count.
 */
export function ChoiceGroup({ label, options, value, onChange }: ChoiceGroupProps) {
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
            onClick={() => onChange(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
