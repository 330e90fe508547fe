import { ContactDetails } from '../../components/contact-details.tsx';
import { SocialLinks } from '../../components/social-links.tsx';
import styles from './follow-us-section.module.css';

/** "Follow Us": the social networks, with the venue's contact details beside them. */
export function FollowUsSection() {
  return (
    <section className="section" aria-labelledby="follow-title">
      <div className={`container card ${styles.panel}`}>
        <div>
          <span className="eyebrow">Stay in the loop</span>
          <h2 id="follow-title">Follow Us</h2>
          <p className={styles.text}>
            Glow nights, new VR games and cafe specials: see them first on our socials.
          </p>
          <SocialLinks size="large" />
        </div>
        <div>
          <h3 className={styles.contactTitle}>Find us</h3>
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
