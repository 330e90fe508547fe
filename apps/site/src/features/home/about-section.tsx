import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { venue } from '@venue/domain/venue';
import type { ComponentType } from 'react';
import { ChipIcon, HeartHandsIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx';
import styles from './about-section.module.css';

type Pillar = {
  title: MessageDescriptor;
  text: MessageDescriptor;
  Icon: ComponentType<{ size?: number }>;
};

const pillars: readonly Pillar[] = [
  {
    title: msg`Safety`,
    text: msg`Supervised VR play areas, sanitised headsets and bowling shoes, and trained staff on every shift.`,
    Icon: ShieldIcon,
  },
  {
    title: msg`Technology`,
    text: msg`Automatic lane scoring and the latest free-roam VR headsets, kept up to date.`,
    Icon: ChipIcon,
  },
  {
    title: msg`Inclusion`,
    text: msg`Step-free access, bowling ramps and bumpers, and games for every age and ability.`,
    Icon: HeartHandsIcon,
  },
  {
    title: msg`Amusement`,
    text: msg`Glow nights, music and a cafe in the middle of it all: fun is the whole point.`,
    Icon: SparkleIcon,
  },
];

/** "Get to Know Us": who the venue is, and the four things it stands for. */
export function AboutSection() {
  const { i18n } = useLingui();
  return (
    <section className="section" aria-labelledby="about-title">
      <div className={`container ${styles.layout}`}>
        <div className="section-heading">
          <span className="eyebrow">
            <Trans>About us</Trans>
          </span>
          <h2 id="about-title">
            <Trans>Get to Know Us</Trans>
          </h2>
          <p>
            <Trans>
              {venue.name} is the city's home for bowling, virtual reality and good coffee. We built
              a place where families, friends and teams can play together, whether it is a quick
              game after school or the birthday party of the year.
            </Trans>
          </p>
        </div>
        <ul className={styles.pillars}>
          {pillars.map(({ title, text, Icon }) => (
            <li key={title.id} className={`card ${styles.pillar}`}>
              <span className={styles.icon}>
                <Icon size={26} />
              </span>
              <h3>{i18n._(title)}</h3>
              <p>{i18n._(text)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
