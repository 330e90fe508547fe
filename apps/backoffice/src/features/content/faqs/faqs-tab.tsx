import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { faqFormSchema } from '@venue/domain/forms/faq-form';
import { formOutput } from '@venue/domain/forms/form-output';
import { limits } from '@venue/domain/limits';
import { confirmAction } from '../../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useAddFaq, useDeleteFaq, useFaqs } from '../api/use-faqs.ts';
import { errorMessage } from '../error-message.ts';

/** The manager's "Manage FAQs" tab: add a question and answer (trimmed, both required), delete. */
export function FaqsTab() {
  const faqs = useFaqs();
  const addFaq = useAddFaq();
  const deleteFaq = useDeleteFaq();
  const form = useForm({
    initialValues: { question: '', answer: '' },
    validate: schemaResolver(faqFormSchema, { sync: true }),
  });

  const submit = form.onSubmit(async (values) => {
    try {
      await addFaq.mutateAsync(formOutput(faqFormSchema, values));
      notifySuccess('FAQ added successfully!');
      form.reset();
    } catch (error) {
      notifyError(`Error adding FAQ: ${errorMessage(error)}`);
    }
  });

  const remove = async (faq: Faq) => {
    const confirmed = await confirmAction({
      title: 'Delete FAQ',
      message: `Delete the question "${faq.question}"?`,
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteFaq.mutateAsync(faq.id);
      notifySuccess('FAQ deleted successfully!');
    } catch (error) {
      notifyError(`Error deleting FAQ: ${errorMessage(error)}`);
    }
  };

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
      {faqs.isPending && (
        <Center>
          <Loader aria-label="Loading FAQs" />
        </Center>
      )}
      {faqs.isError && (
        <Alert color="red" title="FAQs could not be loaded">
          {errorMessage(faqs.error)}
        </Alert>
      )}
      {faqs.isSuccess && faqs.data.length === 0 && <Text c="dimmed">No FAQs yet.</Text>}
      {faqs.isSuccess && faqs.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="FAQs"
        >
          {faqs.data.map((faq) => (
            <Card key={faq.id} component="li" withBorder padding="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Text fw={600}>{faq.question}</Text>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{faq.answer}</Text>
                </Stack>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  onClick={() => remove(faq)}
                  loading={deleteFaq.isPending && deleteFaq.variables === faq.id}
                  aria-label={`Delete FAQ: ${faq.question}`}
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
