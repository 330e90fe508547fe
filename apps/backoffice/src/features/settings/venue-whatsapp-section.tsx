import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { VenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { formOutput } from '@venue/domain/forms/form-output';
import {
  type VenueContactsFormInput,
  venueContactsFormSchema,
} from '@venue/domain/forms/venue-contacts-form';
import { useEffect } from 'react';
import { notifySuccess } from '../../components/notify.ts';
import { QueryStates } from '../../components/query-states.tsx';
import { translatedError } from '../../lib/field-errors.ts';
import { useUpdateVenueContacts, useVenueContacts } from './api/use-venue-contacts.ts';

/**
 * The manager's "Venue WhatsApp" section of Settings: the mobile number every WhatsApp link of
 * the site opens (the landline stays the number to call).
 */
export function VenueWhatsAppSection() {
  const contacts = useVenueContacts();
  const { t } = useLingui();
  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="venue-whatsapp-title">
      <Title order={2} size="h3" mb="xs" id="venue-whatsapp-title">
        <Trans>Venue WhatsApp</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          The mobile number the site's WhatsApp links open, with the booking reference filled in.
          The phone number to call stays the landline.
        </Trans>
      </Text>
      <QueryStates
        query={contacts}
        isEmpty={contacts.data === null}
        loadingLabel={t`Loading the WhatsApp number`}
        errorTitle={t`The WhatsApp number could not be loaded`}
        emptyText={t`No WhatsApp number yet.`}
      />
      {contacts.data && <VenueWhatsAppForm contacts={contacts.data} />}
    </Paper>
  );
}

function VenueWhatsAppForm({ contacts }: { contacts: VenueContacts }) {
  const save = useUpdateVenueContacts();
  const { t, i18n } = useLingui();
  const form = useForm<VenueContactsFormInput>({
    initialValues: { whatsAppNumber: contacts.whatsapp_number },
    validate: schemaResolver(venueContactsFormSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;

  // A saved number, or one another manager changed meanwhile, replaces what the form shows.
  useEffect(() => {
    const values = { whatsAppNumber: contacts.whatsapp_number };
    setValues(values);
    resetDirty(values);
  }, [contacts, setValues, resetDirty]);

  const submit = form.onSubmit((values) => {
    save.mutate(formOutput(venueContactsFormSchema, values), {
      onSuccess: () => notifySuccess(t`WhatsApp number saved.`),
    });
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t`Edit the WhatsApp number`}>
      <Stack gap="md" maw={420}>
        <TextInput
          label={t`WhatsApp number`}
          description={t`A mobile number: 05XXXXXXXX or +9705XXXXXXXX.`}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          dir="ltr"
          withAsterisk
          {...form.getInputProps('whatsAppNumber')}
          error={translatedError(i18n, form.errors.whatsAppNumber)}
        />
        <Group>
          <Button type="submit" loading={save.isPending}>
            <Trans>Save WhatsApp number</Trans>
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
