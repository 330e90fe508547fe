import { useLingui } from '@lingui/react/macro';
import { type SocialNetwork, venue } from '@venue/domain/venue';
import type { ComponentType } from 'react';
import { FacebookIcon, InstagramIcon, TikTokIcon } from './icons.tsx';
import styles from './social-links.module.css';

const icons: Record<SocialNetwork, ComponentType<{ size?: number }>> = {
  instagram: InstagramIcon,
  facebook: FacebookIcon,
  tiktok: TikTokIcon,
};

/** The venue's three social networks, each opening in a new tab. */
export function SocialLinks({ size = 'small' }: { size?: 'small' | 'large' }) {
  const { t } = useLingui();
  return (
    <ul className={`${styles.list} ${size === 'large' ? styles.large : ''}`}>
      {venue.socialLinks.map((link) => {
        const NetworkIcon = icons[link.network];
        return (
          <li key={link.network}>
            <a
              className={styles.link}
              href={link.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t`${venue.name} on ${link.label} (opens in a new tab)`}
            >
              <NetworkIcon size={size === 'large' ? 28 : 20} />
              {size === 'large' ? <span aria-hidden="true">{link.label}</span> : null}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
