import { Group, Rating, Stack, Text, Title } from '@mantine/core';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { isolate } from '@venue/domain/bidi';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useAllFeedback, useDeleteFeedback } from '../api/use-feedback.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { DeleteButton } from '../components/delete-button.tsx';

/** The manager's "Manage Feedback" tab: every item, newest first, each deletable. */
export function FeedbackTab() {
  const feedback = useAllFeedback();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteFeedback(), {
    variablesOf: (item: Feedback) => item.id,
    title: 'Delete feedback',
    message: (item) => `Delete the feedback from ${isolate(item.name)}?`,
    successMessage: 'Feedback deleted successfully!',
  });

  return (
    <Stack gap="md">
      <Title order={2}>Manage Feedback</Title>
      <ContentList
        query={feedback}
        label="Feedback"
        loadingLabel="Loading feedback"
        errorTitle="Feedback could not be loaded"
        emptyText="No feedback yet."
      >
        {(item) => (
          <ContentCard
            actions={
              <DeleteButton
                label={`Delete feedback from ${item.name}`}
                isDeleting={isDeleting(item)}
                onDelete={() => remove(item)}
              />
            }
          >
            <Group gap="sm">
              <Text fw={600} dir="auto">
                {item.name}
              </Text>
              <Rating
                value={item.rating}
                readOnly
                size="sm"
                aria-label={`${item.rating} out of 5 stars`}
              />
            </Group>
            <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
              {item.comment}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDisplayDate(item.created_at, venueTimeZone)} · {item.likes} likes ·{' '}
              {item.dislikes} dislikes
            </Text>
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}
