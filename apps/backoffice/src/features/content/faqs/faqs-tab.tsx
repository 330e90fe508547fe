import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import type { Faq } from '@venue/data/faqs/list-faqs';
import { isolate } from '@venue/domain/bidi';
import { textIn } from '@venue/domain/localized-text';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { MissingLanguages, ShownText } from '../../../components/localized-fields.tsx';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useDeleteFaq, useFaqs, useMoveFaq } from '../api/use-faqs.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { ItemActions } from '../components/item-actions.tsx';
import { FaqForm } from './faq-form.tsx';

/**
 * The manager's "Manage FAQs" tab: add, edit in place, move up or down, delete; each entry in the
 * manager's language, marked when a language is still missing.
 */
export function FaqsTab() {
  const faqs = useFaqs();
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const questionOf = (faq: Faq) => textIn(faq.question, locale)?.text ?? '';
  const [editing, setEditing] = useState<Faq | null>(null);
  const { move, isMoving } = useMoveFaq();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteFaq(), {
    variablesOf: (faq: Faq) => faq.id,
    title: t`Delete FAQ`,
    message: (faq) => {
      const question = isolate(questionOf(faq));
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
          const question = questionOf(faq);
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
              <ShownText text={faq.question} locale={locale} fw={600} />
              <ShownText text={faq.answer} locale={locale} preWrap />
              <MissingLanguages texts={[faq.question, faq.answer]} />
            </ContentCard>
          );
        }}
      </ContentList>
    </Stack>
  );
}
