import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Offer } from '@venue/data/offers/list-offers';
import { formOutput } from '@venue/domain/forms/form-output';
import { offerFormSchema } from '@venue/domain/forms/offer-form';
import { confirmAction } from '../../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useAddOffer, useDeleteOffer, useOffers } from '../api/use-offers.ts';
import { errorMessage } from '../error-message.ts';

type Values = { spend: string; get: string };

/** The manager's "Manage Offers" tab: add spend-to-points offers, list them by spend, delete. */
export function OffersTab() {
  const offers = useOffers();
  const addOffer = useAddOffer();
  const deleteOffer = useDeleteOffer();
  const form = useForm<Values>({
    initialValues: { spend: '', get: '' },
    validate: schemaResolver(offerFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await addOffer.mutateAsync(formOutput(offerFormSchema, values));
      notifySuccess('Offer added successfully!');
      form.reset();
    } catch (error) {
      notifyError(`Error adding offer: ${errorMessage(error)}`);
    }
  });

  const remove = async (offer: Offer) => {
    const confirmed = await confirmAction({
      title: 'Delete offer',
      message: `Delete the offer "${offer.spend} ILS to ${offer.get} points"?`,
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteOffer.mutateAsync(offer.id);
      notifySuccess('Offer deleted successfully!');
    } catch (error) {
      notifyError(`Error deleting offer: ${errorMessage(error)}`);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Offers</Title>
      <form onSubmit={submit} noValidate aria-label="Add offer">
        <Group align="flex-start" grow>
          <TextInput
            label="Spend (ILS)"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('spend')}
          />
          <TextInput
            label="Get (points)"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            withAsterisk
            {...form.getInputProps('get')}
          />
        </Group>
        <Group mt="sm">
          <Button type="submit" loading={addOffer.isPending}>
            Add Offer
          </Button>
        </Group>
      </form>
      {offers.isPending && (
        <Center>
          <Loader aria-label="Loading offers" />
        </Center>
      )}
      {offers.isError && (
        <Alert color="red" title="Offers could not be loaded">
          {errorMessage(offers.error)}
        </Alert>
      )}
      {offers.isSuccess && offers.data.length === 0 && <Text c="dimmed">No offers yet.</Text>}
      {offers.isSuccess && offers.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Offers"
        >
          {offers.data.map((offer) => (
            <Card key={offer.id} component="li" withBorder padding="sm" radius="md">
              <Group justify="space-between">
                <Text fw={600}>
                  Spend {offer.spend} ILS → {offer.get} points
                </Text>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  onClick={() => remove(offer)}
                  loading={deleteOffer.isPending && deleteOffer.variables === offer.id}
                  aria-label={`Delete offer spend ${offer.spend} ILS get ${offer.get} points`}
                >
                  Delete
                </Button>
              </Group>
            </Card>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
