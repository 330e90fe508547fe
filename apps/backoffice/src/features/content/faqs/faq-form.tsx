import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { emptyFaqForm, type FaqFormInput, faqFormSchema } from '@venue/domain/forms/faq-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { LocalizedFields } from '../../../components/localized-fields.tsx';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveFaq } from '../api/use-faqs.ts';
import {
  ContentForm,
  typedTextStyles,
  useEditingValues,
  useFieldProps,
} from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

type Values = FaqFormInput;

const emptyValues: Values = emptyFaqForm();

const valuesOf = (faq: Faq): Values => {
  const values = emptyFaqForm();
  return {
    question: { ...values.question, ...faq.question },
    answer: { ...values.answer, ...faq.answer },
  };
};

/**
 * Adds a FAQ in English, Arabic or both (each language written has its question and answer;
 * trimmed), or edits `editing` with its values loaded.
 */
export function FaqForm({ editing, onDone }: { editing: Faq | null; onDone: () => void }) {
  const save = useSaveFaq(editing?.id ?? null);
  const { t, i18n } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(faqFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const question = editing ? textIn(editing.question, localeOf(i18n))?.text : undefined;

  const submit = form.onSubmit((values) => {
    const isEdit = editing !== null;
    save.mutate(formOutput(faqFormSchema, values), {
      onSuccess: () => {
        notifySuccess(isEdit ? contentTexts.faq.updated() : contentTexts.faq.added());
        form.setValues(emptyValues);
        onDone();
      },
    });
  });

  return (
    <ContentForm
      heading={editing ? t`Edit FAQ: ${question}` : t`Add FAQ`}
      title={
        editing ? (
          <Trans>
            Edit FAQ: <bdi>{question}</bdi>
          </Trans>
        ) : undefined
      }
      showHeading={false}
      editingId={editing?.id ?? null}
      isSaving={save.isPending}
      addLabel={t`Add FAQ`}
      onSubmit={submit}
      onCancel={onDone}
    >
      <LocalizedFields
        form={form}
        names={['question', 'answer']}
        fields={(locale) => (
          <>
            <TextInput
              label={t`Question`}
              maxLength={limits.faqQuestionMaxLength}
              styles={typedTextStyles}
              {...fieldProps(`question.${locale}`)}
            />
            <Textarea
              label={t`Answer`}
              autosize
              minRows={3}
              maxLength={limits.faqAnswerMaxLength}
              styles={typedTextStyles}
              {...fieldProps(`answer.${locale}`)}
            />
          </>
        )}
      />
    </ContentForm>
  );
}
