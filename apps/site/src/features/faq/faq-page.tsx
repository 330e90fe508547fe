import { Trans, useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import { MotionProvider } from '../../components/motion-provider.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import styles from './faq-page.module.css';
import { useFaqs } from './use-faqs.ts';

/** Frequently asked questions, one answer open at a time, and how to ask anything else. */
export function FaqPage() {
  const { t } = useLingui();
  const { data: faqs = [], isPending } = useFaqs();

  return (
    <MotionProvider>
      <PageHeader eyebrow={t`Support`} title={t`Frequently Asked Questions`}>
        <p>
          <Trans>Everything you need to know before your visit.</Trans>
        </p>
      </PageHeader>
      <section className={`container ${styles.content}`} aria-label={t`Questions and answers`}>
        {isPending ? (
          <p role="status" className="status-message">
            <Trans>Loading FAQs...</Trans>
          </p>
        ) : faqs.length === 0 ? (
          <p className="status-message">
            <Trans>No FAQs available at the moment.</Trans>
          </p>
        ) : (
          <FaqAccordion faqs={faqs} />
        )}
        <p className={styles.contact}>
          <Trans>
            Still have a question? Call us on{' '}
            <a href={`tel:${venue.phone.tel}`} dir="ltr">
              {venue.phone.display}
            </a>{' '}
            or e-mail{' '}
            <a href={`mailto:${venue.email}`} dir="ltr">
              {venue.email}
            </a>
            .
          </Trans>
        </p>
      </section>
    </MotionProvider>
  );
}
