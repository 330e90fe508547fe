import { Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { isolate } from '@venue/domain/bidi';
import { faqFormSchema } from '@venue/domain/forms/faq-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { notifySuccess } from '../../../components/notify.ts';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useAddFaq, useDeleteFaq, useFaqs } from '../api/use-faqs.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { DeleteButton } from '../components/delete-button.tsx';

/** The manager's "Manage FAQs" tab: add a question and answer (trimmed, both required), delete. */
export function FaqsTab() {
  const faqs = useFaqs();
  const addFaq = useAddFaq();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteFaq(), {
    variablesOf: (faq: Faq) => faq.id,
    title: 'Delete FAQ',
    message: (faq) => `Delete the question "${isolate(faq.question)}"?`,
    successMessage: 'FAQ deleted successfully!',
  });
  const form = useForm({
    initialValues: { question: '', answer: '' },
    validate: schemaResolver(faqFormSchema, { sync: true }),
  });

  const submit = form.onSubmit((values) => {
    addFaq.mutate(formOutput(faqFormSchema, values), {
      onSuccess: () => {
        notifySuccess('FAQ added successfully!');
        form.reset();
      },
    });
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Manage FAQs</Title>
      <form onSubmit={submit} noValidate aria-label="Add FAQ">
        <Stack gap="sm">
          <TextInput
            label="Question"
            withAsterisk
            maxLength={limits.faqQuestionMaxLength}
            {...form.getInputProps('question')}
          />
          <Textarea
            label="Answer"
            withAsterisk
            autosize
            minRows={3}
            maxLength={limits.faqAnswerMaxLength}
            {...form.getInputProps('answer')}
          />
          <Group>
            <Button type="submit" loading={addFaq.isPending}>
              Add FAQ
            </Button>
          </Group>
        </Stack>
      </form>
      <ContentList
        query={faqs}
        label="FAQs"
        loadingLabel="Loading FAQs"
        errorTitle="FAQs could not be loaded"
        emptyText="No FAQs yet."
      >
        {(faq) => (
          <ContentCard
            actions={
              <DeleteButton
                label={`Delete FAQ: ${faq.question}`}
                isDeleting={isDeleting(faq)}
                onDelete={() => remove(faq)}
              />
            }
          >
            <Text fw={600} dir="auto">
              {faq.question}
            </Text>
            <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {faq.answer}
            </Text>
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}
