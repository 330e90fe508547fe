import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { manageLinkPath } from '@venue/domain/manage-link';
import { useEffect, useRef, useState } from 'react';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from '../booking.module.css';

/** How long the Copy button says "Copied" before it offers to copy again. */
const copiedForMs = 4000;

/** The absolute address of a booking's manage page in the active language. */
export function manageLinkUrl(token: string, locale: string): string {
  return `${window.location.origin}${manageLinkPath(token, locale)}`;
}

/**
 * The booking's private link in the confirmation: shown in full (read only, selectable) with a
 * Copy button whose "Copied" state is announced, and why to keep it. In the page's active
 * language, as the confirmation it sits in.
 */
export function ManageLinkPanel({ token }: { token: string }) {
  const url = manageLinkUrl(token, localeOf(i18n));
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (copied !== 'copied') return;
    const timer = setTimeout(() => setCopied('idle'), copiedForMs);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      // No clipboard (an old browser, a refused permission): the link is selected to copy by hand.
      inputRef.current?.select();
      setCopied('failed');
    }
  }

  return (
    <section className={styles.manageLink} aria-labelledby="manage-link-title">
      <h3 id="manage-link-title" className={styles.modalSubtitle}>
        {t`Your booking link`}
      </h3>
      <p className={styles.manageLinkHint}>
        {t`Keep this link: open it to check your booking or to cancel it.`}
      </p>
      <div className={styles.manageLinkRow}>
        <input
          ref={inputRef}
          className={styles.manageLinkInput}
          type="text"
          readOnly
          dir="ltr"
          value={url}
          aria-label={t`Your booking link`}
        />
        <button type="button" className="button button-ghost" onClick={copy}>
          {copied === 'copied' ? t`Copied` : t`Copy`}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied === 'copied' ? t`The link is copied.` : ''}
      </p>
      {copied === 'failed' && (
        <p className={styles.manageLinkHint} role="status">
          {t`The link could not be copied: it is selected, copy it from the box.`}
        </p>
      )}
      <a className={styles.manageLinkOpen} href={url}>
        {t`Open my booking page`}
      </a>
    </section>
  );
}
