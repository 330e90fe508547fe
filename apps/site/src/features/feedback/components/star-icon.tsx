import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/** A five-point star, filled or outlined; decoration only. */
export function StarIcon({ isFilled, size = 24 }: { isFilled: boolean; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill={isFilled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinejoin="round"
    >
      <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3-4.6-4.4 6.3-.9z" />
    </svg>
  );
}

/** "4 out of 5 stars", in the active language. */
export function starsLabel(i18n: I18n, rating: number): string {
  return i18n._(msg`${rating} out of 5 stars`);
}

/** A read-only row of stars, announced as "N out of 5 stars". */
export function StarRow({ rating, className }: { rating: number; className?: string }) {
  const { i18n } = useLingui();
  return (
    <span className={className} role="img" aria-label={starsLabel(i18n, rating)}>
      {[1, 2, 3, 4, 5].map((star) => (
        <StarIcon key={star} isFilled={star <= rating} size={18} />
      ))}
    </span>
  );
}
