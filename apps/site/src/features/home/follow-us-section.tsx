import { Trans } from '@lingui/react/macro';
import { ContactDetails } from '../../components/contact-details.tsx';
import { SocialLinks } from '../../components/social-links.tsx';
import styles from './follow-us-section.module.css';

/** "Follow Us": the social networks, with the venue's contact details beside them. */
export function FollowUsSection() {
  return (
    <section className="section" aria-labelledby="follow-title">
      <div className={`container card ${styles.panel}`}>
        <div>
          <span className="eyebrow">
            <Trans>Stay in the loop</Trans>
          </span>
          <h2 id="follow-title">
            <Trans>Follow Us</Trans>
          </h2>
          <p className={styles.text}>
            <Trans>
              Glow nights, new VR games and cafe specials: see them first on our socials.
            </Trans>
          </p>
          <SocialLinks size="large" />
        </div>
        <div>
          <h3 className={styles.contactTitle}>
            <Trans>Find us</Trans>
          </h3>
          <ContactDetails />
        </div>
      </div>
    </section>
  );
}
