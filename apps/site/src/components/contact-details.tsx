import { shownTextProps } from '@venue/domain/localized-text';
import { venue } from '@venue/domain/venue';
import { useVenueAddress } from '../lib/use-venue-address.ts';
import styles from './contact-details.module.css';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from './icons.tsx';
import { VenueHours } from './venue-hours.tsx';

/** Where the venue is, when it is open and how to reach it. */
export function ContactDetails() {
  const address = useVenueAddress();
  return (
    <address className={styles.list}>
      <p className={styles.row}>
        <MapPinIcon size={20} className={styles.icon} />
        {/*
          In the page's language, its first strong letter giving its direction; in the other
          language, when the manager wrote only that one, with that language's lang and dir.
        */}
        <span {...shownTextProps(address)}>{address.text}</span>
      </p>
      <p className={styles.row}>
        <ClockIcon size={20} className={styles.icon} />
        <VenueHours />
      </p>
      <p className={styles.row}>
        <PhoneIcon size={20} className={styles.icon} />
        {/* Numbers and addresses read left to right inside Arabic text too. */}
        <a href={`tel:${venue.phone.tel}`} dir="ltr">
          {venue.phone.display}
        </a>
      </p>
      <p className={styles.row}>
        <MailIcon size={20} className={styles.icon} />
        <a href={`mailto:${venue.email}`} dir="ltr">
          {venue.email}
        </a>
      </p>
    </address>
  );
}
