import { formatIls } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import type { CSSProperties } from 'react';
import { ChevronRightIcon } from '../../components/icons.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { ByteMascot, PinnyMascot } from './mascots.tsx';
import styles from './offers-page.module.css';
import { useOffers } from './use-offers.ts';

const pointsFormat = new Intl.NumberFormat('en-US');

/** The loyalty programme: how it works, the spend-to-points offers and what points buy. */
export function OffersPage() {
  const { data: offers = [], isPending } = useOffers();

  return (
    <>
      <PageTitle>Loyalty Offers</PageTitle>
      <PageHeader eyebrow="Offers" title="Loyalty Offers">
        <p>
          Every visit to {venue.name} earns you points. Spend at the lanes, in the VR zone or at the
          cafe, collect points, and trade them for free games.
        </p>
      </PageHeader>

      <section className={`container ${styles.intro}`} aria-labelledby="how-title">
        <PinnyMascot className={styles.mascot} />
        <div className={`card ${styles.how}`}>
          <h2 id="how-title">How it works</h2>
          <ol className={styles.steps}>
            <li>Give your phone number at the counter when you pay.</li>
            <li>Reach a spend level below and the points land on your account.</li>
            <li>Redeem your points on your next visit.</li>
          </ol>
        </div>
        <ByteMascot className={styles.mascot} />
      </section>

      <section className="container section" aria-labelledby="offers-title">
        <div className="section-heading">
          <h2 id="offers-title">Spend and earn</h2>
        </div>
        {isPending ? (
          <p role="status" className="status-message">
            Loading offers...
          </p>
        ) : offers.length === 0 ? (
          <p className="status-message">No offers available at the moment.</p>
        ) : (
          <ul className={styles.offers} aria-labelledby="offers-title">
            {offers.map((offer, position) => (
              <li
                key={offer.id}
                className={`card ${styles.offer}`}
                style={{ '--position': position } as CSSProperties}
              >
                <p className={styles.spend}>
                  <span className={styles.label}>Spend</span>
                  {formatIls(offer.spend)}
                </p>
                <ChevronRightIcon className={styles.arrow} />
                <p className={styles.get}>
                  <span className={styles.label}>Get</span>
                  {pointsFormat.format(offer.get)} points
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="container" aria-labelledby="benefits-title">
        <div className={`card ${styles.benefits}`}>
          <h2 id="benefits-title">What your points get you</h2>
          <p>
            Trade your points for <strong>free bowling sessions</strong> on any of our six lanes and{' '}
            <strong>free VR sessions</strong> in the arena. Ask at the counter for your balance any
            time.
          </p>
        </div>
      </section>
    </>
  );
}
