import {
  Button,
  Card,
  Group,
  Stack,
  Text,
  TextInput,
  type TextInputProps,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Offer } from '@venue/data/offers/list-offers';
import { formOutput } from '@venue/domain/forms/form-output';
import { offerFormSchema } from '@venue/domain/forms/offer-form';
import { notifySuccess } from '../../../components/notify.ts';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useAddOffer, useDeleteOffer, useOffers } from '../api/use-offers.ts';
import { ContentList } from '../components/content-list.tsx';
import { DeleteButton } from '../components/delete-button.tsx';

type Values = { spend: string; get: string };

/** Spend and get are positive whole numbers, typed in a number field that starts at 1. */
function WholeNumberInput(props: TextInputProps) {
  return <TextInput type="number" min={1} step={1} inputMode="numeric" withAsterisk {...props} />;
}

/** The manager's "Manage Offers" tab: add spend-to-points offers, list them by spend, delete. */
export function OffersTab() {
  const offers = useOffers();
  const addOffer = useAddOffer();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteOffer(), {
    variablesOf: (offer: Offer) => offer.id,
    title: 'Delete offer',
    message: (offer) => `Delete the offer "${offer.spend} ILS to ${offer.get} points"?`,
    successMessage: 'Offer deleted successfully!',
  });
  const form = useForm<Values>({
    initialValues: { spend: '', get: '' },
    validate: schemaResolver(offerFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    addOffer.mutate(formOutput(offerFormSchema, values), {
      onSuccess: () => {
        notifySuccess('Offer added successfully!');
        form.reset();
      },
    });
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Offers</Title>
      <form onSubmit={submit} noValidate aria-label="Add offer">
        <Group align="flex-start" grow>
          <WholeNumberInput label="Spend (ILS)" {...form.getInputProps('spend')} />
          <WholeNumberInput label="Get (points)" {...form.getInputProps('get')} />
        </Group>
        <Group mt="sm">
          <Button type="submit" loading={addOffer.isPending}>
            Add Offer
          </Button>
        </Group>
      </form>
      <ContentList
        query={offers}
        label="Offers"
        loadingLabel="Loading offers"
        errorTitle="Offers could not be loaded"
        emptyText="No offers yet."
      >
        {(offer) => (
          <Card component="li" withBorder padding="sm" radius="md">
            <Group justify="space-between">
              <Text fw={600}>
                Spend {offer.spend} ILS → {offer.get} points
              </Text>
              <DeleteButton
                label={`Delete offer spend ${offer.spend} ILS get ${offer.get} points`}
                isDeleting={isDeleting(offer)}
                onDelete={() => remove(offer)}
              />
            </Group>
          </Card>
        )}
      </ContentList>
    </Stack>
  );
}
