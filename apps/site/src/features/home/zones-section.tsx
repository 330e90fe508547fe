import { Trans, useLingui } from '@lingui/react/macro';
import type { Prices } from '@venue/data/prices/get-prices';
import type { ZoneGalleries } from '@venue/data/zone-media/list-zone-media';
import { textIn } from '@venue/domain/localized-text';
import type { Zone } from '@venue/domain/zones';
import { type CSSProperties, lazy, Suspense, useId, useState } from 'react';
import { Link } from 'react-router';
import { LazyImage } from '../../components/lazy-image.tsx';
import { Modal } from '../../components/modal.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { usePrices } from '../../lib/use-prices.ts';
import { useZoneGalleries } from './use-zone-galleries.ts';
import { type ZoneCardContent, zoneCards } from './zones.ts';
import styles from './zones-section.module.css';

// The gallery (and the animation library it uses) downloads when a visitor first opens one.
const ZoneGallery = lazy(() =>
  import('./zone-gallery.tsx').then((module) => ({ default: module.ZoneGallery })),
);

/** The three zone cards; each opens its zone's gallery in a modal. */
export function ZonesSection() {
  const { i18n } = useLingui();
  const { data: galleries, isPending } = useZoneGalleries();
  const { data: prices } = usePrices();
  const [openZone, setOpenZone] = useState<Zone | null>(null);
  const openCard = zoneCards.find((card) => card.zone === openZone);
  const titleId = useId();

  return (
    <section id="zones" className="section" aria-labelledby="zones-title">
      <div className="container">
        <div className="section-heading">
          <span className="eyebrow">
            <Trans>Explore</Trans>
          </span>
          <h2 id="zones-title">
            <Trans>Three zones, one epic night</Trans>
          </h2>
          <p>
            <Trans>Roll a strike, dive into virtual reality, then refuel at the cafe.</Trans>
          </p>
        </div>
        <ul className={styles.cards}>
          {zoneCards.map((card, position) => (
            <ZoneCard
              key={card.zone}
              card={card}
              galleries={galleries}
              isPending={isPending}
              prices={prices}
              position={position}
              onOpen={() => setOpenZone(card.zone)}
            />
          ))}
        </ul>
      </div>
      <Modal
        isOpen={openCard !== undefined}
        onClose={() => setOpenZone(null)}
        labelledBy={titleId}
        placement="wide"
      >
        {openCard ? (
          <Suspense
            fallback={
              <p id={titleId} role="status" className={styles.galleryLoading}>
                <Trans>Loading the {i18n._(openCard.title)} gallery...</Trans>
              </p>
            }
          >
            <ZoneGallery
              key={openCard.zone}
              card={openCard}
              gallery={galleries?.[openCard.zone]}
              titleId={titleId}
              onClose={() => setOpenZone(null)}
            />
          </Suspense>
        ) : null}
      </Modal>
    </section>
  );
}

function ZoneCard({
  card,
  galleries,
  isPending,
  prices,
  position,
  onOpen,
}: {
  card: ZoneCardContent;
  galleries: ZoneGalleries | undefined;
  isPending: boolean;
  /** Undefined while loading; null when the venue has no price list. */
  prices: Prices | null | undefined;
  position: number;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const mainImage = galleries?.[card.zone].mainImage;
  const title = i18n._(card.title);
  return (
    <li className={`card ${styles.card}`} style={{ '--position': position } as CSSProperties}>
      <div className={styles.media}>
        {isPending ? null : (
          <LazyImage
            src={mainImage?.url}
            fallbackSrc={card.defaultImage}
            alt={(mainImage && textIn(mainImage.name, locale)?.text) || title}
            className={styles.image}
          />
        )}
      </div>
      <div className={styles.body}>
        <h3>{title}</h3>
        <p>{i18n._(card.description)}</p>
        {card.priceOf && (
          // The line keeps its height while the price loads, so the button below never moves.
          <p className={styles.price} aria-busy={prices === undefined}>
            {prices ? i18n._(card.priceOf(prices, locale)) : null}
          </p>
        )}
        <div className={styles.actions}>
          <button
            type="button"
            className="button button-ghost"
            aria-haspopup="dialog"
            onClick={onOpen}
          >
            <Trans>Explore {title}</Trans>
          </button>
          {card.booking && (
            <Link to={card.booking.href} className="button button-primary">
              {i18n._(card.booking.label)}
            </Link>
          )}
        </div>
      </div>
    </li>
  );
}
