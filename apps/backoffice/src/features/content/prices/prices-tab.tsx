import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Prices } from '@venue/data/prices/get-prices';
import { formOutput } from '@venue/domain/forms/form-output';
import { pricesFormSchema } from '@venue/domain/forms/prices-form';
import { limits } from '@venue/domain/limits';
import { formatBowlingGamePrice, formatVrSessionPrice } from '@venue/domain/prices';
import { useEffect } from 'react';
import { notifySuccess } from '../../../components/notify.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { usePrices, useUpdatePrices } from '../api/use-prices.ts';

/** Prices are typed as numeric text: "25" or "22.50". */
type Values = { bowlingGamePrice: string; vrSessionPrice: string };

/** The two prices, each labelled with its unit and showing what the site shows now. */
const priceFields = [
  {
    field: 'bowlingGamePrice',
    label: 'Bowling (ILS per game per person)',
    current: (prices: Prices) => formatBowlingGamePrice(prices.bowling_game_price),
  },
  {
    field: 'vrSessionPrice',
    label: 'VR (ILS per session)',
    current: (prices: Prices) => formatVrSessionPrice(prices.vr_session_price),
  },
] as const satisfies readonly { field: keyof Values; label: string; current: unknown }[];

function valuesOf(prices: Prices): Values {
  return {
    bowlingGamePrice: String(prices.bowling_game_price),
    vrSessionPrice: String(prices.vr_session_price),
  };
}

/**
 * The manager's "Manage Prices" tab: the bowling price per game per person and the VR price per
 * session, in ILS, as the site's home page and booking page show them.
 */
export function PricesTab() {
  const prices = usePrices();
  return (
    <Stack gap="lg">
      <Title order={2}>Manage Prices</Title>
      <Text c="dimmed" size="sm">
        Shown on the home page&apos;s zone cards and on the booking page.
      </Text>
      <QueryStates
        query={prices}
        isEmpty={prices.data === null}
        loadingLabel="Loading prices"
        errorTitle="Prices could not be loaded"
        emptyText="No price list yet."
      />
      {prices.data && <PricesForm prices={prices.data} />}
    </Stack>
  );
}

function PricesForm({ prices }: { prices: Prices }) {
  const save = useUpdatePrices();
  const form = useForm<Values>({
    initialValues: valuesOf(prices),
    validate: schemaResolver(pricesFormSchema, { sync: true }),
  });
  const { setValues, resetDirty } = form;

  // Saved prices, or prices another manager changed meanwhile, replace what the form shows.
  useEffect(() => {
    const values = valuesOf(prices);
    setValues(values);
    resetDirty(values);
  }, [prices, setValues, resetDirty]);

  const submit = form.onSubmit((values) => {
    save.mutate(formOutput(pricesFormSchema, values), {
      onSuccess: () => notifySuccess('Prices updated successfully!'),
    });
  });

  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label="Edit prices">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {priceFields.map(({ field, label, current }) => (
              <TextInput
                key={field}
                label={label}
                inputMode="decimal"
                withAsterisk
                description={`Now: ${current(prices)}`}
                {...form.getInputProps(field)}
              />
            ))}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            More than 0 and at most {limits.priceMax.toLocaleString('en-US')} ILS, with up to 2
            decimals.
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              Save Prices
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
