import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Offer } from '@venue/data/offers/list-offers';
import { formatIls } from '@venue/domain/format';
import { formOutput } from '@venue/domain/forms/form-output';
import { offerFormSchema } from '@venue/domain/forms/offer-form';
import { localeOf } from '@venue/i18n/locales';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveOffer } from '../api/use-offers.ts';
import { ContentForm, useEditingValues, useFieldProps } from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

type Values = { spend: string; get: string };

const emptyValues: Values = { spend: '', get: '' };

const valuesOf = (offer: Offer): Values => ({ spend: String(offer.spend), get: String(offer.get) });

/**
 * Spend and get are positive whole numbers, typed on a numeric keypad in any digits: a text field,
 * as number fields refuse digits other than ASCII ones (the schema reads them).
 */
function WholeNumberInput(props: TextInputProps) {
  return <TextInput inputMode="numeric" autoComplete="off" withAsterisk {...props} />;
}

/** The words an offer is named by: "offer spend 100 ILS get 10 points". */
export function offerName(i18n: I18n, offer: Pick<Offer, 'spend' | 'get'>): string {
  const spend = formatIls(offer.spend, localeOf(i18n));
  const { get } = offer;
  return i18n._(
    msg`offer spend ${spend} get ${plural(get, { one: '# point', other: '# points' })}`,
  );
}

/** Adds a spend-to-points offer, or edits `editing` with its values loaded. */
export function OfferForm({ editing, onDone }: { editing: Offer | null; onDone: () => void }) {
  const save = useSaveOffer(editing?.id ?? null);
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(offerFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const name = editing ? offerName(i18n, editing) : '';

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(formOutput(offerFormSchema, values), {
      onSuccess: () => {
        notifySuccess(isEdit ? contentTexts.offer.updated() : contentTexts.offer.added());
        form.setValues(emptyValues);
        onDone();
      },
    });
  });

  return (
    <ContentForm
      heading={editing ? t`Edit ${name}` : t`Add offer`}
      showHeading={false}
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel={t`Add Offer`}
      onSubmit={submit}
      onCancel={onDone}
    >
      <Group align="flex-start" grow>
        <WholeNumberInput label={t`Spend (ILS)`} {...fieldProps('spend')} />
        <WholeNumberInput label={t`Get (points)`} {...fieldProps('get')} />
      </Group>
    </ContentForm>
  );
}
