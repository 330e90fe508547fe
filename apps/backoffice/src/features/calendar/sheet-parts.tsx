/** What the day sheet's lanes and its VR zone print alike: the table's box, a time's rows, who and how to call. */
import { Box } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import type { ReactNode } from 'react';
import { CustomerName } from '../../components/customer-name.tsx';
import classes from './print-day-page.module.css';

/** A sheet's table in a box named by `labelledBy`: on a phone it scrolls sideways, on paper it fits the page. */
export function SheetTableBox({
  labelledBy,
  children,
}: {
  labelledBy: string;
  children: ReactNode;
}) {
  return (
    <Box className={classes.tableWrap} tabIndex={0} role="region" aria-labelledby={labelledBy}>
      {children}
    </Box>
  );
}

/** The rows of one slot or session, headed by its start across `columns`. */
export function SheetTimeGroup({
  time,
  columns,
  children,
}: {
  time: string;
  columns: number;
  children: ReactNode;
}) {
  return (
    <tbody className={classes.slot}>
      <tr>
        <th scope="rowgroup" colSpan={columns} className={classes.slotHead}>
          <bdi dir="ltr">{formatTime(time)}</bdi>
        </th>
      </tr>
      {children}
    </tbody>
  );
}

/** The customer's name and the booking's reference, two cells. */
export function SheetWhoCells({ booking }: { booking: BookingRow }) {
  return (
    <>
      <td>
        <CustomerName name={booking.name} />
      </td>
      <td className={classes.nowrap}>
        <bdi dir="ltr">{booking.reference}</bdi>
      </td>
    </>
  );
}

/** The customer's phone, left to right. */
export function SheetPhoneCell({ booking }: { booking: BookingRow }) {
  return (
    <td className={classes.nowrap}>
      <bdi dir="ltr">{booking.phone}</bdi>
    </td>
  );
}
