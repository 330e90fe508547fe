import { Group, TextInput, type TextInputProps } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Offer } from '@venue/data/offers/list-offers';
import { formOutput } from '@venue/domain/forms/form-output';
import { offerFormSchema } from '@venue/domain/forms/offer-form';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveOffer } from '../api/use-offers.ts';
import { ContentForm, useEditingValues } from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

type Values = { spend: string; get: string };

const emptyValues: Values = { spend: '', get: '' };

const valuesOf = (offer: Offer): Values => ({ spend: String(offer.spend), get: String(offer.get) });

/** Spend and get are positive whole numbers, typed in a number field that starts at 1. */
function WholeNumberInput(props: TextInputProps) {
  return <TextInput type="number" min={1} step={1} inputMode="numeric" withAsterisk {...props} />;
}

/** The words an offer is named by: "spend 100 ILS get 10 points". */
export function offerName(offer: Pick<Offer, 'spend' | 'get'>): string {
  return `offer spend ${offer.spend} ILS get ${offer.get} points`;
}

/** Adds a spend-to-points offer, or edits `editing` with its values loaded. */
export function OfferForm({ editing, onDone }: { editing: Offer | null; onDone: () => void }) {
  const save = useSaveOffer(editing?.id ?? null);
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(offerFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(formOutput(offerFormSchema, values), {
      onSuccess: () => {
        notifySuccess(isEdit ? contentTexts.offer.updated : contentTexts.offer.added);
        form.setValues(emptyValues);
        onDone();
      },
    });
  });

  return (
    <ContentForm
      heading={editing ? `Edit ${offerName(editing)}` : 'Add offer'}
      showHeading={false}
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel="Add Offer"
      onSubmit={submit}
      onCancel={onDone}
    >
      <Group align="flex-start" grow>
        <WholeNumberInput label="Spend (ILS)" {...form.getInputProps('spend')} />
        <WholeNumberInput label="Get (points)" {...form.getInputProps('get')} />
      </Group>
    </ContentForm>
  );
}
