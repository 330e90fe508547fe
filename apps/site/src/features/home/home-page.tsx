import { AboutSection } from './about-section.tsx';
import { BirthdayTeaser } from './birthday-teaser.tsx';
import { FollowUsSection } from './follow-us-section.tsx';
import { Hero } from './hero.tsx';
import { ZonesSection } from './zones-section.tsx';

export function HomePage() {
  return (
    <>
      <Hero />
      <ZonesSection />
      <AboutSection />
      <BirthdayTeaser />
      <FollowUsSection />
    </>
  );
}
