/** A count reception types (in any digits) or steps with − and +: people, guests, rounds. */
import { ActionIcon, TextInput } from '@mantine/core';
import { countWithin, typedCount } from '@venue/domain/digits';
import type { ReactNode } from 'react';

type CountInputProps = {
  label: string;
  /** The buttons' names: "One person fewer", "One person more". */
  fewerLabel: string;
  moreLabel: string;
  min: number;
  max: number;
  /** The count; 0 while the box is blank. */
  value: number;
  disabled?: boolean;
  /** A line under the label, read with the box: "2 lanes". */
  description?: ReactNode;
  error: ReactNode;
  onChange: (count: number) => void;
};

/**
 * A box that takes a count typed in ASCII, Arabic-Indic or Persian digits ("١٥" is 15), with −
 * at its start and + at its end, each disabled at its end of the range. A typed count outside the
 * range is kept, for the form's check to refuse beside the box.
 */
export function CountInput({
  label,
  fewerLabel,
  moreLabel,
  min,
  max,
  value,
  disabled = false,
  description,
  error,
  onChange,
}: CountInputProps) {
  const stepBy = (change: number) => onChange(countWithin(value + change, min, max));
  const stepButton = (change: number, name: string, isAtEnd: boolean) => (
    <ActionIcon
      variant="subtle"
      aria-label={name}
      disabled={disabled || isAtEnd}
      onClick={() => stepBy(change)}
    >
      {change < 0 ? '−' : '+'}
    </ActionIcon>
  );
  return (
    <TextInput
      label={label}
      description={description}
      required
      disabled={disabled}
      // A text field, as number fields refuse digits other than ASCII ones.
      role="spinbutton"
      inputMode="numeric"
      autoComplete="off"
      aria-valuemin={min}
      aria-valuemax={max}
      aria-valuenow={value > 0 ? value : undefined}
      value={value > 0 ? String(value) : ''}
      onChange={(event) => onChange(typedCount(event.currentTarget.value))}
      error={error}
      styles={{ input: { textAlign: 'center' } }}
      leftSection={stepButton(-1, fewerLabel, value <= min)}
      leftSectionPointerEvents="all"
      rightSection={stepButton(1, moreLabel, value >= max)}
      rightSectionPointerEvents="all"
    />
  );
}
