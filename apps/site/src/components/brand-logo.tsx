import { venue } from '@venue/domain/venue';
import styles from './brand-logo.module.css';

/** The venue's mark (a bowling ball with a neon trail) and name. */
export function BrandLogo() {
  return (
    <span className={styles.logo}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="brand-logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#ff4d8d" />
            <stop offset="1" stopColor="#2ee6f6" />
          </linearGradient>
        </defs>
        <path
          d="M2 27h9M4 21h8M6 33h7"
          stroke="url(#brand-logo-gradient)"
          strokeWidth="2.5"
          strokeLinecap="round"
        />
        <circle cx="25" cy="22" r="13" fill="url(#brand-logo-gradient)" />
        <circle cx="21" cy="17" r="2" fill="#0a0b14" />
        <circle cx="27.5" cy="15.5" r="2" fill="#0a0b14" />
        <circle cx="25" cy="21.5" r="2" fill="#0a0b14" />
      </svg>
      <span className={styles.name}>{venue.name}</span>
    </span>
  );
}
