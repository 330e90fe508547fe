import { Trans, useLingui } from '@lingui/react/macro';
import type {
  ZoneGallery as ZoneGalleryData,
  ZoneMedia,
} from '@venue/data/zone-media/list-zone-media';
import { textIn } from '@venue/domain/localized-text';
import { directionOf, isLocale, localeOf } from '@venue/i18n/locales';
import { AnimatePresence, m } from 'framer-motion';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ImageIcon,
  VideoIcon,
} from '../../components/icons.tsx';
import { Localized } from '../../components/localized.tsx';
import { MotionProvider } from '../../components/motion-provider.tsx';
import styles from './zone-gallery.module.css';
import type { ZoneCardContent } from './zones.ts';

type Tab = 'images' | 'videos';

/**
 * A zone's gallery, inside the gallery modal: Images and Videos tabs with their counts, previous
 * and next controls (arrow keys too), a counter, and a placeholder when a tab has nothing.
 * Right-to-left the previous control sits at the right and the arrow keys follow the layout: the
 * one pointing at the previous control goes back.
 */
export function ZoneGallery({
  card,
  gallery,
  titleId,
  onClose,
}: {
  card: ZoneCardContent;
  gallery: ZoneGalleryData | undefined;
  titleId: string;
  onClose: () => void;
}) {
  const { i18n, t } = useLingui();
  const zoneTitle = i18n._(card.title);
  const isRtl = isLocale(i18n.locale) && directionOf(i18n.locale) === 'rtl';
  const [tab, setTab] = useState<Tab>('images');
  const [index, setIndex] = useState(0);
  const idPrefix = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const items: ZoneMedia[] = gallery?.[tab] ?? [];
  const current = items[index];
  const hasSeveral = items.length > 1;
  // The name in the page's language, else in the one it is written in (an alt text cannot carry
  // its own language: it is read as it is).
  const name = current ? textIn(current.name, localeOf(i18n))?.text : undefined;

  // The gallery arrives after its dialog opened (its code loads on demand): take the focus then.
  useEffect(() => {
    closeRef.current?.focus();
  }, []);

  function showTab(next: Tab) {
    setTab(next);
    setIndex(0);
  }

  function step(by: number) {
    if (items.length === 0) return;
    setIndex((index + by + items.length) % items.length);
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    // A focused video uses the arrow keys to seek.
    if (event.target instanceof HTMLVideoElement) return;
    const backKey = isRtl ? 'ArrowRight' : 'ArrowLeft';
    const forwardKey = isRtl ? 'ArrowLeft' : 'ArrowRight';
    if (event.key === backKey) {
      event.preventDefault();
      step(-1);
    } else if (event.key === forwardKey) {
      event.preventDefault();
      step(1);
    }
  }

  const isImages = tab === 'images';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys are shortcuts for the Previous and Next buttons inside.
    <div className={styles.gallery} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          <Trans>{zoneTitle} Gallery</Trans>
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label={t`Close gallery`}
        >
          <CloseIcon />
        </button>
      </div>

      <div role="tablist" aria-label={t`Media type`} className={styles.tabs}>
        {(['images', 'videos'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            id={`${idPrefix}-${name}-tab`}
            aria-selected={tab === name}
            aria-controls={`${idPrefix}-panel`}
            className={styles.tab}
            onClick={() => showTab(name)}
          >
            {name === 'images' ? <ImageIcon size={18} /> : <VideoIcon size={18} />}
            <TabLabel tab={name} count={gallery?.[name].length ?? 0} />
          </button>
        ))}
      </div>

      <div
        role="tabpanel"
        id={`${idPrefix}-panel`}
        aria-labelledby={`${idPrefix}-${tab}-tab`}
        className={styles.panel}
      >
        {current ? (
          <>
            <div className={styles.stage}>
              <MotionProvider>
                <AnimatePresence mode="wait" initial={false}>
                  <m.figure
                    key={current.id}
                    className={styles.figure}
                    initial={{ opacity: 0 }}
                    animate={{ opacity: 1 }}
                    exit={{ opacity: 0 }}
                    transition={{ duration: 0.2 }}
                  >
                    {tab === 'images' ? (
                      <img src={current.url} alt={name ?? t`${zoneTitle} image`} />
                    ) : (
                      // biome-ignore lint/a11y/useMediaCaption: venue clips have no speech to caption.
                      <video
                        src={current.url}
                        controls
                        preload="metadata"
                        playsInline
                        aria-label={name ?? t`${zoneTitle} video`}
                      />
                    )}
                    {name ? (
                      <figcaption>
                        <Localized text={current.name} />
                      </figcaption>
                    ) : null}
                  </m.figure>
                </AnimatePresence>
              </MotionProvider>
            </div>
            <div className={styles.controls}>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => step(-1)}
                disabled={!hasSeveral}
                aria-label={isImages ? t`Previous image` : t`Previous video`}
              >
                <ChevronLeftIcon data-directional="" />
              </button>
              <p className={styles.counter} aria-live="polite" dir="ltr">
                {index + 1} / {items.length}
              </p>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => step(1)}
                disabled={!hasSeveral}
                aria-label={isImages ? t`Next image` : t`Next video`}
              >
                <ChevronRightIcon data-directional="" />
              </button>
            </div>
          </>
        ) : (
          <div className={styles.placeholder}>
            {tab === 'images' ? <ImageIcon size={40} /> : <VideoIcon size={40} />}
            <p>
              {isImages ? (
                <Trans>No images for the {zoneTitle} yet. Check back soon!</Trans>
              ) : (
                <Trans>No videos for the {zoneTitle} yet. Check back soon!</Trans>
              )}
            </p>
          </div>
        )}
      </div>
    </div>
  );
}

/** "Images (3)" or "Videos (0)". */
function TabLabel({ tab, count }: { tab: Tab; count: number }) {
  return tab === 'images' ? <Trans>Images ({count})</Trans> : <Trans>Videos ({count})</Trans>;
}
