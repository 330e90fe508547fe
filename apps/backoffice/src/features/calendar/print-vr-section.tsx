/** The day sheet's VR zone: session by session, who plays on which stations. */
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Title } from '@mantine/core';
import { formatCount, formatNumberSet } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { BookingStatusBadge } from '../../components/booking-status-badge.tsx';
import type { SheetVrEntry, SheetVrSession } from './day-sheet-model.ts';
import classes from './print-day-page.module.css';
import { SheetPhoneCell, SheetTableBox, SheetTimeGroup, SheetWhoCells } from './sheet-parts.tsx';

/** Shown where a VR request holds no station yet. */
const noStation = '—';

/**
 * "VR zone": one group of rows per session, each booking playing it with its stations, name,
 * reference, players, what it is (a VR booking's sessions, a party's package), phone and status.
 */
export function PrintVrSection({ sessions }: { sessions: readonly SheetVrSession[] }) {
  const { t } = useLingui();
  const heads = [
    t`Stations`,
    t`Name`,
    t`Reference`,
    t`Players`,
    t`Sessions or package`,
    t`Phone`,
    t`Status`,
  ];
  return (
    <Stack gap="xs" className={classes.vrSection}>
      <Title order={2} size="h3" id="print-vr-heading">
        <Trans>VR zone</Trans>
      </Title>
      <SheetTableBox labelledBy="print-vr-heading">
        <table className={classes.table} data-testid="print-vr-table">
          <thead>
            <tr>
              {heads.map((head) => (
                <th key={head} scope="col">
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          {sessions.map((session) => (
            <SheetTimeGroup key={session.time} time={session.time} columns={7}>
              {session.entries.map((entry) => (
                <VrRow key={entry.booking.id} entry={entry} />
              ))}
            </SheetTimeGroup>
          ))}
        </table>
      </SheetTableBox>
    </Stack>
  );
}

/** One booking in a session: its stations there, who, reference, players, what, phone, status. */
function VrRow({ entry }: { entry: SheetVrEntry }) {
  const { i18n } = useLingui();
  const locale = localeOf(i18n);
  const { booking, stations } = entry;
  const sessions = booking.rounds;
  return (
    <tr>
      <td>{stations.length > 0 ? formatNumberSet(stations, locale) : noStation}</td>
      <SheetWhoCells booking={booking} />
      <td>{formatCount(booking.people, locale)}</td>
      <td>
        {booking.type === 'birthday' ? (
          <bdi dir="auto">{booking.bundle_name ?? noStation}</bdi>
        ) : (
          i18n._(msg`${plural(sessions, { one: '# session', other: '# sessions' })}`)
        )}
      </td>
      <SheetPhoneCell booking={booking} />
      <td className={classes.status}>
        <BookingStatusBadge status={booking.status} />
      </td>
    </tr>
  );
}
