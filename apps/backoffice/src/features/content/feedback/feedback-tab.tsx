import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Group, Rating, Stack, Text, Title } from '@mantine/core';
import type { Feedback } from '@venue/data/feedback/list-feedback';
import { isolate } from '@venue/domain/bidi';
import { formatDisplayDate } from '@venue/domain/format';
import { venueTimeZone } from '@venue/domain/venue';
import { localeOf } from '@venue/i18n/locales';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useAllFeedback, useDeleteFeedback } from '../api/use-feedback.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { DeleteButton } from '../components/delete-button.tsx';

/** The manager's "Manage Feedback" tab: every item, newest first, each deletable. */
export function FeedbackTab() {
  const feedback = useAllFeedback();
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteFeedback(), {
    variablesOf: (item: Feedback) => item.id,
    title: t`Delete feedback`,
    message: (item) => {
      const name = isolate(item.name);
      return t`Delete the feedback from ${name}?`;
    },
    successMessage: t`Feedback deleted successfully!`,
  });

  return (
    <Stack gap="md">
      <Title order={2}>
        <Trans>Manage Feedback</Trans>
      </Title>
      <ContentList
        query={feedback}
        label={t`Feedback`}
        loadingLabel={t`Loading feedback`}
        errorTitle={t`Feedback could not be loaded`}
        emptyText={t`No feedback yet.`}
      >
        {(item) => {
          const { name, rating } = item;
          return (
            <ContentCard
              actions={
                <DeleteButton
                  label={t`Delete feedback from ${name}`}
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
                  role="img"
                  aria-label={t`${rating} out of 5 stars`}
                />
              </Group>
              <Text style={{ whiteSpace: 'pre-wrap' }} dir="auto">
                {item.comment}
              </Text>
              <Text size="sm" c="dimmed">
                <FeedbackFacts
                  date={formatDisplayDate(item.created_at, venueTimeZone, locale)}
                  likes={item.likes}
                  dislikes={item.dislikes}
                />
              </Text>
            </ContentCard>
          );
        }}
      </ContentList>
    </Stack>
  );
}

/** When a feedback was written and how visitors voted: "Nov 21, 2026 · 3 likes · 0 dislikes". */
function FeedbackFacts({
  date,
  likes,
  dislikes,
}: {
  date: string;
  likes: number;
  dislikes: number;
}) {
  return (
    <Trans>
      {date} · <Plural value={likes} one="# like" other="# likes" /> ·{' '}
      <Plural value={dislikes} one="# dislike" other="# dislikes" />
    </Trans>
  );
}
