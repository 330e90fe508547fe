import { i18n } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { manageLinkPath } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import { whatsAppShareUrl } from '@venue/domain/whatsapp';
import { useEffect, useRef, useState } from 'react';
import { localeOf } from '../../../lib/use-locale.ts';
import styles from './manage-link-panel.module.css';

/** How long the Copy button says "Copied" before it offers to copy again. */
const copiedForMs = 4000;

/** Characters of the link kept at its end when it is shortened on screen: the token's last ones. */
const shownTailLength = 8;

/** The absolute address of a booking's manage page in the active language. */
export function manageLinkUrl(token: string, locale: string): string {
  return `${window.location.origin}${manageLinkPath(token, locale)}`;
}

/** The message "Send to my WhatsApp" fills in: the booking's reference and its link. */
export function manageLinkShareText(reference: string, url: string): string {
  const name = venue.name;
  return i18n._(msg`My booking ${reference} at ${name}: ${url}`);
}

/**
 * The booking's private link, in the confirmation and on the booking's own page: shown whole
 * (shortened in the middle on screen only, so its start and the token's end stay in view) with a
 * Copy button that copies all of it and announces "Copied", a share to the customer's own
 * WhatsApp with the reference, and why to keep it. In the page's active language.
 */
export function ManageLinkPanel({
  token,
  reference,
  headingLevel = 3,
  isOnItsPage = false,
}: {
  token: string;
  /** The booking's reference, "SZ-7K4Q", named in the WhatsApp message. */
  reference: string;
  headingLevel?: 2 | 3;
  /** On the booking's own page: no link to open it. */
  isOnItsPage?: boolean;
}) {
  const url = manageLinkUrl(token, localeOf(i18n));
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const linkRef = useRef<HTMLElement>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';

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
      // No clipboard (an old browser, a refused permission): the whole link is selected to copy
      // by hand (the selection holds the hidden middle too).
      if (linkRef.current) window.getSelection()?.selectAllChildren(linkRef.current);
      setCopied('failed');
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="manage-link-title">
      <Heading id="manage-link-title" className={styles.title}>
        {t`Your booking link`}
      </Heading>
      <p className={styles.hint}>
        {t`Keep this link: open it to check your booking or to cancel it.`}
      </p>
      <div className={styles.row}>
        <bdi ref={linkRef} className={styles.url} dir="ltr" title={url}>
          <span className={styles.urlHead}>{url.slice(0, -shownTailLength)}</span>
          <span className={styles.urlTail}>{url.slice(-shownTailLength)}</span>
        </bdi>
        <button type="button" className="button button-ghost" onClick={copy}>
          {copied === 'copied' ? t`Copied` : t`Copy`}
        </button>
      </div>
      <p className="sr-only" aria-live="polite">
        {copied === 'copied' ? t`The link is copied.` : ''}
      </p>
      {copied === 'failed' && (
        <p className={styles.hint} role="status">
          {t`The link could not be copied: it is selected, copy it from the box.`}
        </p>
      )}
      <div className={styles.actions}>
        <a
          className="button button-ghost"
          href={whatsAppShareUrl(manageLinkShareText(reference, url))}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t`Send to my WhatsApp`}
        </a>
        {!isOnItsPage && (
          <a className={styles.open} href={url}>
            {t`Open my booking page`}
          </a>
        )}
      </div>
    </section>
  );
}
