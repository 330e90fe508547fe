import { Trans, useLingui } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { venueToday } from '@venue/domain/clock';
import { venueTimeZone } from '@venue/domain/venue';
import { useState } from 'react';
import { notifyError } from '../../../components/notify.ts';
import { downloadCsv } from '../../../lib/download.ts';
import { supabase } from '../../../lib/supabase.ts';
import type { BookingsFilter } from './all-bookings.ts';

/**
 * "Export CSV": every booking matching the desk's current filter, search and sort, as
 * `bookings-<today>.csv` in the staff member's language.
 */
export function ExportCsvButton({ filter }: { filter: BookingsFilter }) {
  const { t, i18n } = useLingui();
  const [isExporting, setIsExporting] = useState(false);

  async function exportCsv() {
    setIsExporting(true);
    try {
      // The export's code loads when it is first used, not with the desk.
      const [{ allMatchingBookings }, { bookingsCsv, bookingsCsvFileName }] = await Promise.all([
        import('./all-bookings.ts'),
        import('./bookings-csv.ts'),
      ]);
      const bookings = await allMatchingBookings(supabase, filter);
      downloadCsv(
        bookingsCsv(i18n, bookings),
        bookingsCsvFileName(venueToday(new Date(), venueTimeZone)),
      );
    } catch (error) {
      console.error(error);
      notifyError(t`The bookings could not be exported. Please try again.`);
    } finally {
      setIsExporting(false);
    }
  }

  return (
    <Button variant="default" loading={isExporting} onClick={exportCsv}>
      <Trans>Export CSV</Trans>
    </Button>
  );
}
