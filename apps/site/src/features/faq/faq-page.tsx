import { venue } from '@venue/domain/venue';
import { MotionProvider } from '../../components/motion-provider.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { FaqAccordion } from './faq-accordion.tsx';
import styles from './faq-page.module.css';
import { useFaqs } from './use-faqs.ts';

/** Frequently asked questions, one answer open at a time, and how to ask anything else. */
export function FaqPage() {
  const { data: faqs = [], isPending } = useFaqs();

  return (
    <MotionProvider>
      <PageTitle>FAQ</PageTitle>
      <PageHeader eyebrow="Support" title="Frequently Asked Questions">
        <p>Everything you need to know before your visit.</p>
      </PageHeader>
      <section className={`container ${styles.content}`} aria-label="Questions and answers">
        {isPending ? (
          <p role="status" className="status-message">
            Loading FAQs...
          </p>
        ) : faqs.length === 0 ? (
          <p className="status-message">No FAQs available at the moment.</p>
        ) : (
          <FaqAccordion faqs={faqs} />
        )}
        <p className={styles.contact}>
          Still have a question? Call us on{' '}
          <a href={`tel:${venue.phone.tel}`}>{venue.phone.display}</a> or e-mail{' '}
          <a href={`mailto:${venue.email}`}>{venue.email}</a>.
        </p>
      </section>
    </MotionProvider>
  );
}
