import { venue } from '@venue/domain/venue';
import type { ComponentType } from 'react';
import { ChipIcon, HeartHandsIcon, ShieldIcon, SparkleIcon } from '../../components/icons.tsx';
import styles from './about-section.module.css';

type Pillar = { title: string; text: string; Icon: ComponentType<{ size?: number }> };

const pillars: readonly Pillar[] = [
  {
    title: 'Safety',
    text: 'Supervised VR play areas, sanitised headsets and bowling shoes, and trained staff on every shift.',
    Icon: ShieldIcon,
  },
  {
    title: 'Technology',
    text: 'Automatic lane scoring and the latest free-roam VR headsets, kept up to date.',
    Icon: ChipIcon,
  },
  {
    title: 'Inclusion',
    text: 'Step-free access, bowling ramps and bumpers, and games for every age and ability.',
    Icon: HeartHandsIcon,
  },
  {
    title: 'Amusement',
    text: 'Glow nights, music and a cafe in the middle of it all: fun is the whole point.',
    Icon: SparkleIcon,
  },
];

/** "Get to Know Us": who the venue is, and the four things it stands for. */
export function AboutSection() {
  return (
    <section className="section" aria-labelledby="about-title">
      <div className={`container ${styles.layout}`}>
        <div className="section-heading">
          <span className="eyebrow">About us</span>
          <h2 id="about-title">Get to Know Us</h2>
          <p>
            {venue.name} is the city's home for bowling, virtual reality and good coffee. We built a
            place where families, friends and teams can play together, whether it is a quick game
            after school or the birthday party of the year.
          </p>
        </div>
        <ul className={styles.pillars}>
          {pillars.map(({ title, text, Icon }) => (
            <li key={title} className={`card ${styles.pillar}`}>
              <span className={styles.icon}>
                <Icon size={26} />
              </span>
              <h3>{title}</h3>
              <p>{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
