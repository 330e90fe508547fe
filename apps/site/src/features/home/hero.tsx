import { formatOpeningHours } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { m } from 'framer-motion';
import { Link } from 'react-router';
import { ClockIcon } from '../../components/icons.tsx';
import styles from './hero.module.css';
import { useTypewriter } from './use-typewriter.ts';

const title = `Welcome to ${venue.name}`;
const titles = [title];

/** The five slogans the hero types in turn. */
export const heroSlogans: readonly string[] = [
  'Six glowing lanes. One perfect strike.',
  'Step into new worlds in our VR zone.',
  'Fresh coffee and treats between games.',
  'Birthday parties they will talk about for years.',
  `Open every day, ${formatOpeningHours(venue.openingHours)}.`,
];

/**
 * The home page's opening screen. The typing is for the eyes only: screen readers get the title
 * and the slogans whole.
 */
export function Hero() {
  const typedTitle = useTypewriter(titles, { loop: false });
  const typedSlogan = useTypewriter(heroSlogans, { loop: true });

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <div className={styles.grid} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.badge}>
          <ClockIcon size={16} />
          Open daily {formatOpeningHours(venue.openingHours)}
        </p>
        <h1 id="hero-title" className={styles.title}>
          <span className="sr-only">{title}</span>
          <span aria-hidden="true" className={styles.typed}>
            {typedTitle}
            <span className={styles.caret} />
          </span>
        </h1>
        <p className={styles.slogan}>
          <span className="sr-only">{heroSlogans.join(' ')}</span>
          <span aria-hidden="true">
            {typedSlogan}
            <span className={styles.caret} />
          </span>
        </p>
        <m.div
          className={styles.actions}
          initial={{ opacity: 0, y: 16 }}
          animate={{ opacity: 1, y: 0 }}
          transition={{ delay: 0.3, duration: 0.6 }}
        >
          <Link to="/booking" className="button button-primary">
            Book Your Session
          </Link>
          <a href="#zones" className="button button-ghost">
            Explore the zones
          </a>
        </m.div>
      </div>
    </section>
  );
}
