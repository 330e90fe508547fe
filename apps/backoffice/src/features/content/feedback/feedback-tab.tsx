import {
  Alert,
  Button,
  Card,
  Center,
  Group,
  Loader,
  Rating,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ManagedFeedback } from '@venue/data/feedback/list-all-feedback';
import { confirmAction } from '../../../components/confirm-action.ts';
import { notifyError, notifySuccess } from '../../../components/notify.ts';
import { useAllFeedback, useDeleteFeedback } from '../api/use-feedback.ts';
import { errorMessage } from '../error-message.ts';

const dateFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** The manager's "Manage Feedback" tab: every item, newest first, each deletable. */
export function FeedbackTab() {
  const feedback = useAllFeedback();
  const deleteFeedback = useDeleteFeedback();

  const remove = async (item: ManagedFeedback) => {
    const confirmed = await confirmAction({
      title: 'Delete feedback',
      message: `Delete the feedback from ${item.name}?`,
      confirmLabel: 'Delete',
      type: 'danger',
    });
    if (!confirmed) return;
    try {
      await deleteFeedback.mutateAsync(item.id);
      notifySuccess('Feedback deleted successfully!');
    } catch (error) {
      notifyError(`Error deleting feedback: ${errorMessage(error)}`);
    }
  };

  return (
    <Stack gap="md">
      <Title order={2}>Manage Feedback</Title>
      {feedback.isPending && (
        <Center>
          <Loader aria-label="Loading feedback" />
        </Center>
      )}
      {feedback.isError && (
        <Alert color="red" title="Feedback could not be loaded">
          {errorMessage(feedback.error)}
        </Alert>
      )}
      {feedback.isSuccess && feedback.data.length === 0 && <Text c="dimmed">No feedback yet.</Text>}
      {feedback.isSuccess && feedback.data.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label="Feedback"
        >
          {feedback.data.map((item) => (
            <Card key={item.id} component="li" withBorder padding="md" radius="md">
              <Group justify="space-between" align="flex-start" wrap="nowrap">
                <Stack gap={4}>
                  <Group gap="sm">
                    <Text fw={600}>{item.name}</Text>
                    <Rating
                      value={item.rating}
                      readOnly
                      size="sm"
                      aria-label={`${item.rating} out of 5 stars`}
                    />
                  </Group>
                  <Text style={{ whiteSpace: 'pre-wrap' }}>{item.comment}</Text>
                  <Text size="sm" c="dimmed">
                    {dateFormat.format(new Date(item.created_at))} · {item.likes} likes ·{' '}
                    {item.dislikes} dislikes
                  </Text>
                </Stack>
                <Button
                  color="red"
                  variant="light"
                  size="xs"
                  onClick={() => remove(item)}
                  loading={deleteFeedback.isPending && deleteFeedback.variables === item.id}
                  aria-label={`Delete feedback from ${item.name}`}
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
