import { useLingui } from '@lingui/react/macro';
import type { BookingSource } from '@venue/domain/booking';
import { LineIcon } from '../../../components/line-icon.tsx';
import { sourceNames } from '../booking-labels.ts';

const paths: Record<BookingSource, React.ReactNode> = {
  website: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
    </>
  ),
  phone: (
    <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
  ),
  walk_in: (
    <>
      <circle cx="13" cy="4" r="2" />
      <path d="M9 21l2-6 3 3v3M7 12l3-4 4 1 2 3 2 1M11 15l1-6" />
    </>
  ),
};

/** Where a booking came from, as a small icon named for assistive technology (phone, walk-in, web). */
export function SourceIcon({ source, size = 14 }: { source: BookingSource; size?: number }) {
  const { i18n } = useLingui();
  const name = i18n._(sourceNames[source]);
  return (
    <span role="img" aria-label={name} title={name} style={{ display: 'inline-flex' }}>
      <LineIcon size={size}>{paths[source]}</LineIcon>
    </span>
  );
}
