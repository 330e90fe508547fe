import { Trans, useLingui } from '@lingui/react/macro';
import { Textarea, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { faqFormSchema } from '@venue/domain/forms/faq-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { notifySuccess } from '../../../components/notify.ts';
import { useSaveFaq } from '../api/use-faqs.ts';
import {
  ContentForm,
  typedTextStyles,
  useEditingValues,
  useFieldProps,
} from '../components/content-form.tsx';
import { contentTexts } from '../content-texts.ts';

type Values = { question: string; answer: string };

const emptyValues: Values = { question: '', answer: '' };

const valuesOf = (faq: Faq): Values => ({ question: faq.question, answer: faq.answer });

/** Adds a FAQ (trimmed, both parts required), or edits `editing` with its values loaded. */
export function FaqForm({ editing, onDone }: { editing: Faq | null; onDone: () => void }) {
  const save = useSaveFaq(editing?.id ?? null);
  const { t } = useLingui();
  const form = useForm<Values>({
    initialValues: emptyValues,
    validate: schemaResolver(faqFormSchema, { sync: true }),
  });
  useEditingValues(form, editing, valuesOf, emptyValues);
  const fieldProps = useFieldProps(form);
  const question = editing?.question;

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
      <TextInput
        label={t`Question`}
        withAsterisk
        maxLength={limits.faqQuestionMaxLength}
        styles={typedTextStyles}
        {...fieldProps('question')}
      />
      <Textarea
        label={t`Answer`}
        withAsterisk
        autosize
        minRows={3}
        maxLength={limits.faqAnswerMaxLength}
        styles={typedTextStyles}
        {...fieldProps('answer')}
      />
    </ContentForm>
  );
}
