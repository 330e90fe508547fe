import { useLingui } from '@lingui/react/macro';
import { Button, Stack, TextInput } from '@mantine/core';
import { normaliseCode } from '@venue/data/auth/second-factor';
import { type FormEvent, useState } from 'react';
import { codePattern, secondFactorRefusal } from './second-factor-messages.ts';

/**
 * The six digits of an authenticator app, typed or pasted (Arabic-Indic digits too). A wrong
 * code's refusal shows under the field, in the member's language, and the field is emptied.
 */
export function CodeForm({
  submitLabel,
  onSubmit,
  isSubmitting,
}: {
  submitLabel: string;
  /** Resolves when the code is accepted; rejects with the refusal. */
  onSubmit: (code: string) => Promise<unknown>;
  isSubmitting: boolean;
}) {
  const { t, i18n } = useLingui();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const typed = normaliseCode(code);
    if (!codePattern.test(typed)) {
      setError(t`Enter the 6 digits your app shows.`);
      return;
    }
    setError(null);
    try {
      await onSubmit(typed);
    } catch (refusal) {
      setCode('');
      setError(secondFactorRefusal(i18n, refusal));
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={t`Code from your authenticator app`}
          value={code}
          onChange={(event) => setCode(event.currentTarget.value)}
          error={error}
          inputMode="numeric"
          autoComplete="one-time-code"
          dir="ltr"
          maxLength={12}
          placeholder="123456"
          data-autofocus
        />
        <Button type="submit" loading={isSubmitting}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
