import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { CustomerKey } from '@venue/data/customers/erase-customer';
import { useState } from 'react';
import { notifyInfo, notifySuccess } from '../../components/notify.ts';
import { useCountCustomerBookings, useEraseCustomer } from './api/use-customer-erasure.ts';
import { EraseCustomerDialog } from './erase-customer-dialog.tsx';

/** The customer about to be erased and how many bookings that takes, once counted. */
type PendingErasure = { customer: CustomerKey; bookingCount: number };

/**
 * The manager's "Erase a customer" section of Settings: finds a customer's bookings by phone or
 * email, says how many, and erases their personal data once confirmed.
 */
export function EraseCustomerSection() {
  const { t } = useLingui();
  const count = useCountCustomerBookings();
  const erase = useEraseCustomer();
  const [pending, setPending] = useState<PendingErasure | null>(null);
  const form = useForm<CustomerKey>({
    initialValues: { phone: '', email: '' },
    validate: (values) =>
      values.phone.trim() === '' && values.email.trim() === ''
        ? { phone: t`Enter the customer's phone number or email address.` }
        : {},
  });

  async function find(customer: CustomerKey) {
    const bookingCount = await count.mutateAsync(customer).catch(() => null);
    if (bookingCount === 0) {
      notifyInfo(t`No bookings found for this phone number or email address.`);
    } else if (bookingCount !== null) {
      setPending({ customer, bookingCount });
    }
  }

  async function confirm(customer: CustomerKey) {
    const erased = await erase.mutateAsync(customer).catch(() => null);
    setPending(null);
    if (!erased) return;
    form.reset();
    const erasedBookings = erased.bookings;
    notifySuccess(
      t`Customer erased from ${plural(erasedBookings, { one: '# booking', other: '# bookings' })}.`,
    );
  }

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="erase-customer-title">
      <Title order={2} size="h3" mb="xs" id="erase-customer-title">
        <Trans>Erase a customer</Trans>
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        <Trans>
          When a customer asks to be forgotten: erases the name, phone number, email address and
          notes of all their bookings. Bookings are erased on their own 12 months after the visit.
        </Trans>
      </Text>
      <form onSubmit={form.onSubmit(find)}>
        <Stack gap="sm" maw={420}>
          <TextInput
            label={t`Phone`}
            type="tel"
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('phone')}
          />
          <TextInput
            label={t`Email`}
            type="email"
            dir="ltr"
            autoComplete="off"
            {...form.getInputProps('email')}
          />
          <Group>
            <Button type="submit" color="red" variant="light" loading={count.isPending}>
              <Trans>Erase customer…</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
      <EraseCustomerDialog
        bookingCount={pending?.bookingCount ?? 0}
        isOpen={pending !== null}
        isErasing={erase.isPending}
        onCancel={() => setPending(null)}
        onConfirm={() => pending && confirm(pending.customer)}
      />
    </Paper>
  );
}
