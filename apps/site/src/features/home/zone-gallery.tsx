import { useLingui } from '@lingui/react';
import type {
  ZoneGallery as ZoneGalleryData,
  ZoneMedia,
} from '@venue/data/zone-media/list-zone-media';
import { AnimatePresence, m } from 'framer-motion';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import {
  ChevronLeftIcon,
  ChevronRightIcon,
  CloseIcon,
  ImageIcon,
  VideoIcon,
} from '../../components/icons.tsx';
import { MotionProvider } from '../../components/motion-provider.tsx';
import styles from './zone-gallery.module.css';
import type { ZoneCardContent } from './zones.ts';

type Tab = 'images' | 'videos';

const tabLabels: Record<Tab, string> = { images: 'Images', videos: 'Videos' };

/**
 * A zone's gallery, inside the gallery modal: Images and Videos tabs with their counts, previous
 * and next controls (arrow keys too), a counter, and a placeholder when a tab has nothing.
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
  const { i18n } = useLingui();
  const zoneTitle = i18n._(card.title);
  const [tab, setTab] = useState<Tab>('images');
  const [index, setIndex] = useState(0);
  const idPrefix = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const items: ZoneMedia[] = gallery?.[tab] ?? [];
  const current = items[index];
  const hasSeveral = items.length > 1;

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
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      step(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      step(1);
    }
  }

  const itemWord = tab === 'images' ? 'image' : 'video';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys are shortcuts for the Previous and Next buttons inside.
    <div className={styles.gallery} onKeyDown={onKeyDown}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {zoneTitle} Gallery
        </h2>
        <button
          ref={closeRef}
          type="button"
          className={styles.close}
          onClick={onClose}
          aria-label="Close gallery"
        >
          <CloseIcon />
        </button>
      </div>

      <div role="tablist" aria-label="Media type" className={styles.tabs}>
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
            {tabLabels[name]} ({gallery?.[name].length ?? 0})
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
                      <img src={current.url} alt={current.name || `${zoneTitle} image`} />
                    ) : (
                      // biome-ignore lint/a11y/useMediaCaption: venue clips have no speech to caption.
                      <video
                        src={current.url}
                        controls
                        preload="metadata"
                        playsInline
                        aria-label={current.name || `${zoneTitle} video`}
                      />
                    )}
                    {current.name ? <figcaption dir="auto">{current.name}</figcaption> : null}
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
                aria-label={`Previous ${itemWord}`}
              >
                <ChevronLeftIcon />
              </button>
              <p className={styles.counter} aria-live="polite">
                {index + 1} / {items.length}
              </p>
              <button
                type="button"
                className={styles.navButton}
                onClick={() => step(1)}
                disabled={!hasSeveral}
                aria-label={`Next ${itemWord}`}
              >
                <ChevronRightIcon />
              </button>
            </div>
          </>
        ) : (
          <div className={styles.placeholder}>
            {tab === 'images' ? <ImageIcon size={40} /> : <VideoIcon size={40} />}
            <p>
              No {tabLabels[tab].toLowerCase()} for the {zoneTitle} yet. Check back soon!
            </p>
          </div>
        )}
      </div>
    </div>
  );
}
