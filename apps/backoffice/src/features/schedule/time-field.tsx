import { TextInput, type TextInputProps } from '@mantine/core';

/**
 * A time of day typed "HH:mm" on the venue's 24-hour clock (decision 008), whatever the browser's
 * own clock shows in a native time picker; its hint sits under the box so that boxes side by side
 * stay level.
 */
export function TimeField(props: TextInputProps) {
  return (
    <TextInput
      placeholder="--:--"
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      styles={{ input: { direction: 'ltr' } }}
      {...props}
    />
  );
}
