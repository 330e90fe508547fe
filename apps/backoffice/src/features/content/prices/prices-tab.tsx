import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Card, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Prices } from '@venue/data/prices/get-prices';
import { formatIls } from '@venue/domain/format';
import { formOutput } from '@venue/domain/forms/form-output';
import { pricesFormSchema } from '@venue/domain/forms/prices-form';
import { limits } from '@venue/domain/limits';
import { localeOf } from '@venue/i18n/locales';
import { useEffect } from 'react';
import { notifySuccess } from '../../../components/notify.ts';
import { QueryStates } from '../../../components/query-states.tsx';
import { translatedError } from '../../../lib/field-errors.ts';
import { usePrices, useUpdatePrices } from '../api/use-prices.ts';

/** Prices are typed as numeric text: "25" or "22.50". */
type Values = { bowlingGamePrice: string; vrSessionPrice: string };

/** The two prices, each labelled with its unit and showing what the site shows now. */
const priceFields = [
  {
    field: 'bowlingGamePrice',
    label: msg`Bowling (ILS per game per person)`,
    current: (prices: Prices, i18n: I18n) => {
      const price = formatIls(prices.bowling_game_price, localeOf(i18n));
      return i18n._(msg`${price} per game per person`);
    },
  },
  {
    field: 'vrSessionPrice',
    label: msg`VR (ILS per session)`,
    current: (prices: Prices, i18n: I18n) => {
      const price = formatIls(prices.vr_session_price, localeOf(i18n));
      return i18n._(msg`${price} per session`);
    },
  },
] as const satisfies readonly { field: keyof Values; label: unknown; current: unknown }[];

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
  const { t } = useLingui();
  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Manage Prices</Trans>
      </Title>
      <Text c="dimmed" size="sm">
        <Trans>Shown on the home page&apos;s zone cards and on the booking page.</Trans>
      </Text>
      <QueryStates
        query={prices}
        isEmpty={prices.data === null}
        loadingLabel={t`Loading prices`}
        errorTitle={t`Prices could not be loaded`}
        emptyText={t`No price list yet.`}
      />
      {prices.data && <PricesForm prices={prices.data} />}
    </Stack>
  );
}

function PricesForm({ prices }: { prices: Prices }) {
  const save = useUpdatePrices();
  const { t, i18n } = useLingui();
  const max = formatIls(limits.priceMax, localeOf(i18n));
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
      onSuccess: () => notifySuccess(t`Prices updated successfully!`),
    });
  });

  return (
    <Card withBorder padding="lg" radius="md" maw={720}>
      <form onSubmit={submit} noValidate aria-label={t`Edit prices`}>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            {priceFields.map(({ field, label, current }) => {
              const now = current(prices, i18n);
              return (
                <TextInput
                  key={field}
                  label={i18n._(label)}
                  inputMode="decimal"
                  withAsterisk
                  description={t`Now: ${now}`}
                  {...form.getInputProps(field)}
                  error={translatedError(i18n, form.errors[field])}
                />
              );
            })}
          </SimpleGrid>
          <Text size="sm" c="dimmed">
            <Trans>More than 0 and at most {max}, with up to 2 decimals.</Trans>
          </Text>
          <Group>
            <Button type="submit" loading={save.isPending}>
              <Trans>Save Prices</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
