import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { isolate } from '@venue/domain/bidi';
import { useState } from 'react';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useDeleteFaq, useFaqs, useMoveFaq } from '../api/use-faqs.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { ItemActions } from '../components/item-actions.tsx';
import { FaqForm } from './faq-form.tsx';

/** The manager's "Manage FAQs" tab: add, edit in place, move up or down, delete. */
export function FaqsTab() {
  const faqs = useFaqs();
  const { t } = useLingui();
  const [editing, setEditing] = useState<Faq | null>(null);
  const { move, isMoving } = useMoveFaq();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteFaq(), {
    variablesOf: (faq: Faq) => faq.id,
    title: t`Delete FAQ`,
    message: (faq) => {
      const question = isolate(faq.question);
      return t`Delete the question "${question}"?`;
    },
    successMessage: t`FAQ deleted successfully!`,
    onDeleted: (faq) => {
      if (editing?.id === faq.id) setEditing(null);
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Manage FAQs</Trans>
      </Title>
      <FaqForm editing={editing} onDone={() => setEditing(null)} />
      <ContentList
        query={faqs}
        label={t`FAQs`}
        loadingLabel={t`Loading FAQs`}
        errorTitle={t`FAQs could not be loaded`}
        emptyText={t`No FAQs yet.`}
      >
        {(faq, place) => {
          const { question } = faq;
          return (
            <ContentCard
              actions={
                <ItemActions
                  name={t`FAQ: ${question}`}
                  onEdit={() => setEditing(faq)}
                  onDelete={() => remove(faq)}
                  isDeleting={isDeleting(faq)}
                  move={{ ...place, isMoving, onMove: (direction) => move(faq.id, direction) }}
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
          );
        }}
      </ContentList>
    </Stack>
  );
}
