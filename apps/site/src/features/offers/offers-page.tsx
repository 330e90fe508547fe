import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import type { CSSProperties } from 'react';
import { ChevronRightIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import { ByteMascot, PinnyMascot } from './mascots.tsx';
import styles from './offers-page.module.css';
import { useOffers } from './use-offers.ts';

/** The loyalty programme: how it works, the spend-to-points offers and what points buy. */
export function OffersPage() {
  const { t } = useLingui();
  const { data: offers = [], isPending } = useOffers();
  const locale = useLocale();

  return (
    <>
      <PageHeader eyebrow={t`Offers`} title={t`Loyalty Offers`}>
        <p>
          <Trans>
            Every visit to {venue.name} earns you points. Spend at the lanes, in the VR zone or at
            the cafe, collect points, and trade them for free games.
          </Trans>
        </p>
      </PageHeader>

      <section className={`container ${styles.intro}`} aria-labelledby="how-title">
        <PinnyMascot className={styles.mascot} />
        <div className={`card ${styles.how}`}>
          <h2 id="how-title">
            <Trans>How it works</Trans>
          </h2>
          <ol className={styles.steps}>
            <li>
              <Trans>Give your phone number at the counter when you pay.</Trans>
            </li>
            <li>
              <Trans>Reach a spend level below and the points land on your account.</Trans>
            </li>
            <li>
              <Trans>Redeem your points on your next visit.</Trans>
            </li>
          </ol>
        </div>
        <ByteMascot className={styles.mascot} />
      </section>

      <section className="container section" aria-labelledby="offers-title">
        <div className="section-heading">
          <h2 id="offers-title">
            <Trans>Spend and earn</Trans>
          </h2>
        </div>
        {isPending ? (
          <p role="status" className="status-message">
            <Trans>Loading offers...</Trans>
          </p>
        ) : offers.length === 0 ? (
          <p className="status-message">
            <Trans>No offers available at the moment.</Trans>
          </p>
        ) : (
          <ul className={styles.offers} aria-labelledby="offers-title">
            {offers.map((offer, position) => (
              <li
                key={offer.id}
                className={`card ${styles.offer}`}
                style={{ '--position': position } as CSSProperties}
              >
                <p className={styles.spend}>
                  <span className={styles.label}>
                    <Trans>Spend</Trans>
                  </span>
                  <bdi>{formatIls(offer.spend, locale)}</bdi>
                </p>
                <ChevronRightIcon className={styles.arrow} data-directional="" />
                <p className={styles.get}>
                  <span className={styles.label}>
                    <Trans>Get</Trans>
                  </span>
                  <PointsText points={offer.get} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="container" aria-labelledby="benefits-title">
        <div className={`card ${styles.benefits}`}>
          <h2 id="benefits-title">
            <Trans>What your points get you</Trans>
          </h2>
          <p>
            <Trans>
              Trade your points for <strong>free bowling sessions</strong> on any of our six lanes
              and <strong>free VR sessions</strong> in the arena. Ask at the counter for your
              balance any time.
            </Trans>
          </p>
        </div>
      </section>
    </>
  );
}

/**
 * "1,000 points" on one line in the plural form of its count, the number kept whole and
 * left-to-right inside Arabic text.
 */
function PointsText({ points }: { points: number }) {
  return (
    <Plural
      value={points}
      one={
        <span>
          <bdi>#</bdi> point
        </span>
      }
      other={
        <span>
          <bdi>#</bdi> points
        </span>
      }
    />
  );
}
