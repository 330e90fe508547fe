import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { ClockIcon } from '../../components/icons.tsx';
import { hoursSlogan, VenueHoursBadge } from '../../components/venue-hours.tsx';
import { useVenueHours } from '../../lib/use-venue-hours.ts';
import styles from './hero.module.css';
import { type Typed, useTypewriter } from './use-typewriter.ts';

/** The first four of the five slogans the hero types in turn; the fifth gives the hours. */
export const heroSlogans = [
  msg`Six glowing lanes. One perfect strike.`,
  msg`Step into new worlds in our VR zone.`,
  msg`Fresh coffee and treats between games.`,
  msg`Birthday parties they will talk about for years.`,
];

/**
 * The home page's opening screen. The typing is for the eyes only: screen readers get the title
 * and the slogans whole.
 */
export function Hero() {
  const { t, i18n } = useLingui();
  const title = t`Welcome to ${venue.name}`;
  // One list per language, so the typing restarts only when the language changes.
  const titles = useMemo(() => [title], [title]);
  const weekly = useVenueHours().data?.weekly;
  const slogans = useMemo(
    () => [...heroSlogans.map((slogan) => i18n._(slogan)), hoursSlogan(i18n, weekly)],
    [i18n, weekly],
  );
  const heading = useTypewriter(titles, { loop: false });
  const slogan = useTypewriter(slogans, { loop: true });

  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      {/* Without scripts nothing types: every letter shows lit. */}
      <noscript>
        <style>{`.${styles.title} .${styles.unlit}{color:#fff}.${styles.slogan} .${styles.unlit}{color:var(--color-text-muted)}.${styles.hero} [data-caret]{background:none}`}</style>
      </noscript>
      <div className={styles.grid} aria-hidden="true" />
      <div className={`container ${styles.content}`}>
        <p className={styles.badge}>
          <ClockIcon size={16} />
          <VenueHoursBadge />
        </p>
        <h1 id="hero-title" className={styles.title}>
          <span className="sr-only">{title}</span>
          <TypedText value={heading} />
        </h1>
        <p className={styles.slogan}>
          <span className="sr-only">{slogans.join(' ')}</span>
          <TypedText value={slogan} />
        </p>
        <div className={styles.actions}>
          <Link to="/booking" className="button button-primary">
            <Trans>Book Your Session</Trans>
          </Link>
          <a href="#zones" className="button button-ghost">
            <Trans>Explore the zones</Trans>
          </a>
        </div>
      </div>
    </section>
  );
}

/** Where the caret shows: after the last typed letter, or before the first when none is typed. */
function caretSide(index: number, typedLength: number): 'after' | 'before' | undefined {
  if (index === typedLength - 1) return 'after';
  return index === 0 && typedLength === 0 ? 'before' : undefined;
}

/**
 * Typed text for the eye (screen readers get the whole text elsewhere). Every letter is laid out
 * from the start and typing only lights it up, so nothing on the page moves while it types.
 */
function TypedText({ value }: { value: Typed }) {
  const typedLength = value.typed.length;
  return (
    <span aria-hidden="true">
      {Array.from(value.text, (letter, index) => (
        <span
          // biome-ignore lint/suspicious/noArrayIndexKey: a letter's position is its identity here.
          key={index}
          className={index < typedLength ? styles.lit : styles.unlit}
          data-caret={caretSide(index, typedLength)}
        >
          {letter}
        </span>
      ))}
    </span>
  );
}
