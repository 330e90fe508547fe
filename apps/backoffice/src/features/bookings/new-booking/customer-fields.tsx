/**
 * The "New booking" form's customer fields: name, phone with the customer's consent to WhatsApp
 * messages, an optional e-mail and the customer's language.
 */
import { useLingui } from '@lingui/react/macro';
import { Checkbox, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { limits } from '@venue/domain/limits';
import { isLocale, localeInfo, locales } from '@venue/domain/locales';
import type { NewBookingErrorOf, NewBookingForm } from './use-new-booking-form.ts';

/**
 * Who the booking is for, whether the customer agreed to WhatsApp messages (unticked until
 * reception asked), and the language its e-mails are written in.
 */
export function CustomerFields({
  form,
  errorOf,
}: {
  form: NewBookingForm;
  errorOf: NewBookingErrorOf;
}) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <TextInput
        label={t`Name`}
        required
        autoComplete="off"
        maxLength={limits.nameMaxLength}
        data-autofocus
        attributes={{ input: { dir: 'auto' } }}
        {...form.getInputProps('name')}
        error={errorOf('name')}
      />
      <Stack gap="xs">
        <TextInput
          label={t`Phone`}
          type="tel"
          required
          autoComplete="off"
          attributes={{ input: { dir: 'ltr' } }}
          {...form.getInputProps('phone')}
          error={errorOf('phone')}
        />
        <Checkbox
          label={t`The customer agrees to messages about this booking on WhatsApp`}
          description={t`Ask them first: the request, the decision and reminders go to this number.`}
          {...form.getInputProps('whatsappConsent', { type: 'checkbox' })}
        />
      </Stack>
      <TextInput
        label={t`Email (optional)`}
        description={t`Leave blank if the customer has none: then no e-mail is sent.`}
        type="email"
        autoComplete="off"
        attributes={{ input: { dir: 'ltr' } }}
        {...form.getInputProps('email')}
        error={errorOf('email')}
      />
      <NativeSelect
        label={t`Customer's language`}
        description={t`The booking's e-mails are written in it.`}
        value={form.values.locale}
        data={locales.map((code) => ({ value: code, label: localeInfo[code].name }))}
        onChange={(event) => {
          const chosen = event.currentTarget.value;
          if (isLocale(chosen)) form.setFieldValue('locale', chosen);
        }}
      />
    </SimpleGrid>
  );
}
