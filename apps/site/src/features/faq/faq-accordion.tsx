import type { Faq } from '@venue/data/faqs/list-faqs';
import { AnimatePresence, m } from 'framer-motion';
import { useId, useState } from 'react';
import { ChevronDownIcon } from '../../components/icons.tsx';
import { Localized } from '../../components/localized.tsx';
import styles from './faq-accordion.module.css';

/**
 * The FAQs as an accordion, in the page's language (another language's text where the manager
 * wrote only that one): opening one answer closes the one that was open. The closed answers are
 * in the HTML too, hidden, and shown when the browser runs no scripts.
 */
export function FaqAccordion({ faqs }: { faqs: readonly Faq[] }) {
  const [openId, setOpenId] = useState<string | null>(null);
  const idPrefix = useId();

  return (
    <>
      {/* Without scripts no question opens: every answer shows under its question. */}
      <noscript>
        <style>{`.${styles.closedAnswer}[hidden]{display:block}`}</style>
      </noscript>
      <ul className={styles.list}>
        {faqs.map((faq) => {
          const isOpen = openId === faq.id;
          const buttonId = `${idPrefix}-${faq.id}-question`;
          const panelId = `${idPrefix}-${faq.id}-answer`;
          return (
            <li key={faq.id} className={`${styles.item} ${isOpen ? styles.open : ''}`}>
              <h2 className={styles.question}>
                <button
                  type="button"
                  id={buttonId}
                  aria-expanded={isOpen}
                  aria-controls={panelId}
                  className={styles.toggle}
                  onClick={() => setOpenId(isOpen ? null : faq.id)}
                >
                  <Localized text={faq.question} />
                  <ChevronDownIcon className={styles.chevron} />
                </button>
              </h2>
              <AnimatePresence initial={false}>
                {isOpen ? (
                  <m.div
                    id={panelId}
                    role="region"
                    aria-labelledby={buttonId}
                    className={styles.answer}
                    initial={{ height: 0, opacity: 0 }}
                    animate={{ height: 'auto', opacity: 1 }}
                    exit={{ height: 0, opacity: 0 }}
                    transition={{ duration: 0.25, ease: [0.22, 1, 0.36, 1] }}
                  >
                    <Localized as="p" text={faq.answer} />
                  </m.div>
                ) : null}
              </AnimatePresence>
              {/* A closed answer stays in the page, for readers without scripts and search engines. */}
              {isOpen ? null : (
                <div className={`${styles.answer} ${styles.closedAnswer}`} hidden>
                  <Localized as="p" text={faq.answer} />
                </div>
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
