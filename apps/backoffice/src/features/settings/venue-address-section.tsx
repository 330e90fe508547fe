import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { VenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { formOutput } from '@venue/domain/forms/form-output';
import {
  type VenueAddressFormInput,
  venueAddressFormSchema,
  venueAddressFormValues,
  venueAddressMaxLength,
} from '@venue/domain/forms/venue-address-form';
import { asLocalizedText } from '@venue/domain/localized-text';
import { useEffect } from 'react';
import { LocalizedFields, MissingLanguages } from '../../components/localized-fields.tsx';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { withErrorInLanguage } from '../../lib/field-errors.ts';
import { useUpdateVenueAddress, useVenueContacts } from './api/use-venue-contacts.ts';

/** A typed line reads in the direction of its own first letter (an Arabic street name, a number). */
const typedTextStyles = { input: { unicodeBidi: 'plaintext' } } as const;

/**
 * The manager's "Venue address" section of Settings: the address on one line in each language,
 * which every page of the site and every booking e-mail shows in the reader's language.
 */
export function VenueAddressSection() {
  const contacts = useVenueContacts();
  const { t } = useLingui();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="venue-address-title">
      <Group justify="space-between" align="flex-start" mb="xs">
        <Title order={2} size="h3" id="venue-address-title">
          <Trans>Venue address</Trans>
        </Title>
        {contacts.data && <MissingLanguages texts={[asLocalizedText(contacts.data.address)]} />}
      </Group>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          Every page of the site and every booking e-mail shows it in the reader's language, on one
          line, as a visitor would read it out to a taxi driver.
        </Trans>
      </Text>
      <QueryStates
        query={contacts}
        isEmpty={contacts.data === null}
        loadingLabel={t`Loading the address`}
        errorTitle={t`The address could not be loaded`}
        emptyText={t`No address yet.`}
      />
      {contacts.data && <VenueAddressForm contacts={contacts.data} />}
    </Paper>
  );
}

function VenueAddressForm({ contacts }: { contacts: VenueContacts }) {
  const save = useUpdateVenueAddress();
  const { t, i18n } = useLingui();
  const form = useForm<VenueAddressFormInput>({
    initialValues: venueAddressFormValues(contacts.address),
    validate: schemaResolver(venueAddressFormSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;

  // A saved address, or one another manager changed meanwhile, replaces what the form shows.
  useEffect(() => {
    const values = venueAddressFormValues(contacts.address);
    setValues(values);
    resetDirty(values);
  }, [contacts, setValues, resetDirty]);

  const submit = form.onSubmit((values) => {
    save.mutate(formOutput(venueAddressFormSchema, values), {
      onSuccess: () => notifySuccess(t`Address saved.`),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the venue address`}>
      <Stack gap="md" maw={560}>
        <LocalizedFields
          form={form}
          names={['address']}
          fields={(locale) => (
            <TextInput
              label={t`Address`}
              maxLength={venueAddressMaxLength}
              autoComplete="off"
              styles={typedTextStyles}
              {...withErrorInLanguage(i18n, form.getInputProps(`address.${locale}`))}
            />
          )}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save address</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
