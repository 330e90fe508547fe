/**
 * What the lanes' grid and the VR zone's grid draw alike: a heading, a row's time with its "Now"
 * mark, the requests beside a row, the closures' bands and the blocks' cells.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { BookingRow } from '@venue/data/bookings/booking-row';
import { formatTime } from '@venue/domain/format';
import { type LocalizedText, shownTextProps, textIn } from '@venue/domain/localized-text';
import type { Closure } from '@venue/domain/schedule';
import type { Locale } from '@venue/i18n/locales';
import type { CSSProperties, ReactNode } from 'react';
import { CustomerName } from '../../../components/customer-name.tsx';
import { ClosedText } from '../closed-text.tsx';
import type { ClosedRun } from './board-model.ts';
import classes from './board-page.module.css';
import { PartyText } from './party-text.tsx';

/** Where a run of `span` rows from grid `row` goes: `width` columns from `column`. */
export function runStyle(row: number, span: number, column: number, width = 1): CSSProperties {
  return {
    gridRow: `${row} / span ${span}`,
    gridColumn: width > 1 ? `${column} / span ${width}` : column,
  };
}

/** A heading in the grid's first row, in `column`. */
export function BoardHead({ column, children }: { column: number; children: ReactNode }) {
  return (
    <div className={classes.head} style={{ gridRow: 1, gridColumn: column }}>
      {children}
    </div>
  );
}

/**
 * A row's start in its grid `row`, and when it is under way (`isNow`) "Now" under it and a band
 * across the whole row behind its cells.
 */
export function BoardTime({
  time,
  row,
  isNow,
  testId,
}: {
  time: string;
  row: number;
  isNow: boolean;
  testId: string;
}) {
  return (
    <>
      {isNow ? (
        <div className={classes.nowRow} style={{ gridRow: row, gridColumn: '1 / -1' }} />
      ) : null}
      <div
        className={classes.time}
        style={{ gridRow: row, gridColumn: 1 }}
        aria-current={isNow ? 'time' : undefined}
        data-testid={testId}
      >
        <bdi dir="ltr">{formatTime(time)}</bdi>
        {isNow ? (
          <Text size="xs" fw={700}>
            <Trans>Now</Trans>
          </Text>
        ) : null}
      </div>
    </>
  );
}

/**
 * The requests waiting beside a row, each opening its card (`onOpen`); an approved one that holds
 * nothing there is named as such (`unplaced`).
 */
export function BoardRequests({
  bookings,
  style,
  testId,
  unplaced,
  onOpen,
}: {
  bookings: readonly BookingRow[];
  style: CSSProperties;
  testId: string;
  /** "Approved, no lane": what an approved booking among the requests lacks. */
  unplaced: string;
  onOpen: (id: string) => void;
}) {
  const { t } = useLingui();
  return (
    <div className={classes.waiting} style={style} data-testid={testId}>
      {bookings.map((booking) => (
        <UnstyledButton
          key={booking.id}
          className={classes.request}
          onClick={() => onOpen(booking.id)}
        >
          <CustomerName name={booking.name} />
          <br />
          <PartyText booking={booking} />
          <VisuallyHidden>
            {booking.status === 'pending' ? t`Pending request` : unplaced}
          </VisuallyHidden>
        </UnstyledButton>
      ))}
    </div>
  );
}

/** Rows a closure takes: one band with "Closed:" and the reason. */
export function BoardClosed({
  closure,
  style,
  testId,
}: {
  closure: Closure;
  style: CSSProperties;
  testId: string;
}) {
  return (
    <div className={classes.closed} style={style} data-testid={testId}>
      {/* One flex item, so the space after "Closed:" stays. */}
      <span>
        <ClosedText closure={closure} />
      </span>
    </div>
  );
}

/**
 * A lane or station a block takes out of use over a run of rows: its `name` for a screen reader,
 * "Blocked" and the reason, not a booking.
 */
export function BoardBlocked({
  name,
  reason,
  locale,
  style,
  testId,
}: {
  name: ReactNode;
  reason: LocalizedText;
  locale: Locale;
  style: CSSProperties;
  testId: string;
}) {
  const shown = textIn(reason, locale);
  return (
    <div className={classes.blocked} style={style} data-testid={testId}>
      <VisuallyHidden>{name}</VisuallyHidden>
      <span className={classes.blockedLabel}>
        <Trans>Blocked</Trans>
      </span>
      {shown ? <span {...shownTextProps(shown)}>{shown.text}</span> : null}
    </div>
  );
}

/** Rows a block takes one place (a lane, a station) out of use in. */
type PlaceBlocked = { place: number; block: { reason: LocalizedText }; row: number; span: number };

/**
 * A grid's closures, each a band over the `band` of columns, and its blocks, each in its place's
 * column (`columnOf`) named by `nameOf`, over their runs of rows (grid row `rowOf`); their test
 * ids are `<prefix>-closed-<first time>` and `<prefix>-blocked-<place>-<first time>`.
 */
export function BoardStops({
  closed,
  blocked,
  band,
  columnOf,
  nameOf,
  rowOf,
  timeAt,
  prefix,
  locale,
}: {
  closed: readonly ClosedRun[];
  blocked: readonly PlaceBlocked[];
  band: { from: number; columns: number };
  columnOf: (place: number) => number;
  nameOf: (place: number) => ReactNode;
  rowOf: (index: number) => number;
  /** The time a row of the day starts at. */
  timeAt: (index: number) => string;
  prefix: string;
  locale: Locale;
}) {
  return (
    <>
      {closed.map(({ closure, row, span }) => (
        <BoardClosed
          key={`closed-${row}`}
          closure={closure}
          style={runStyle(rowOf(row), span, band.from, band.columns)}
          testId={`${prefix}-closed-${timeAt(row)}`}
        />
      ))}
      {blocked.map(({ place, block, row, span }) => (
        <BoardBlocked
          key={`blocked-${place}-${row}`}
          name={nameOf(place)}
          reason={block.reason}
          locale={locale}
          style={runStyle(rowOf(row), span, columnOf(place))}
          testId={`${prefix}-blocked-${place}-${timeAt(row)}`}
        />
      ))}
    </>
  );
}
