import { formatOpeningHours } from '@venue/domain/format';
import { venue } from '@venue/domain/venue';
import { Link } from 'react-router';
import { ClockIcon } from '../../components/icons.tsx';
import styles from './hero.module.css';
import { type Typed, useTypewriter } from './use-typewriter.ts';

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
  const heading = useTypewriter(titles, { loop: false });
  const slogan = useTypewriter(heroSlogans, { loop: true });

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
          <TypedText value={heading} />
        </h1>
        <p className={styles.slogan}>
          <span className="sr-only">{heroSlogans.join(' ')}</span>
          <TypedText value={slogan} />
        </p>
        <div className={styles.actions}>
          <Link to="/booking" className="button button-primary">
            Book Your Session
          </Link>
          <a href="#zones" className="button button-ghost">
            Explore the zones
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
