// @vitest-environment jsdom
// On jsdom, not the project's happy-dom: happy-dom has no `window.print`, which the "Print" button calls; jsdom has one to watch.
import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { formatLongDate } from '@venue/domain/format';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import {
  daySheetFixture,
  printedDay,
  vrSheetBookings,
  vrSheetHolds,
} from '../../test/fixtures/day-sheet.ts';
import { renderWithProviders } from '../../test/render-app.tsx';
import { PrintDayPage } from './print-day-page.tsx';

const data = vi.hoisted(() => ({ listDaySheet: vi.fn(), listVrHolds: vi.fn() }));

vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/bookings/list-day-sheet', () => ({ listDaySheet: data.listDaySheet }));
vi.mock('@venue/data/vr/list-vr-holds', () => ({ listVrHolds: data.listVrHolds }));

const day = printedDay;

const dayBookings = daySheetFixture({ firstName: 'سامي خليل' });

function cellsOf(row: HTMLElement): (string | null)[] {
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

beforeEach(() => {
  vi.clearAllMocks();
  data.listDaySheet.mockResolvedValue(dayBookings);
  data.listVrHolds.mockResolvedValue([]);
});

afterEach(async () => {
  await activateLocale('en');
});

describe('the print view of a day', () => {
  it("reads that day's sheet", async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    await screen.findByRole('table');
    expect(data.listDaySheet).toHaveBeenCalledWith({}, day);
  });

  it('shows the venue, the day and the bookings slot by slot with lane, reference, party, phone, status and notes', async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    expect(screen.getByText('Strike Zone')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Thursday, May 10, 2046' }),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Lane',
      'Name',
      'Reference',
      'People',
      'Rounds or package',
      'Phone',
      'Status',
      '✓Coming',
      'Notes',
    ]);
    // Each slot is a group of rows headed by its start.
    const slots = within(table).getAllByRole('rowgroup').slice(1);
    expect(
      slots
        .map((slot) =>
          within(slot)
            .getAllByRole('row')
            .map((row) => row.textContent),
        )
        .map((rows) => rows.length),
    ).toEqual([2, 3]);
    const [first, second] = slots as [HTMLElement, HTMLElement];
    expect(within(first).getByRole('rowheader')).toHaveTextContent('15:00');
    expect(within(second).getByRole('rowheader')).toHaveTextContent('18:00');
    const [, sami] = within(first).getAllByRole('row');
    expect(cellsOf(sami as HTMLElement)).toEqual([
      '2',
      'سامي خليل',
      'SZ-7K4Q',
      '4',
      '2',
      '+970591234567',
      'APPROVEDArrived',
      '',
      '',
    ]);
    const [, party, omar] = within(second).getAllByRole('row');
    expect(cellsOf(party as HTMLElement)).toEqual([
      '—',
      'Lina Saleh',
      'SZ-M3XR',
      '12',
      'Gold PartyEstimated total: 840 ILSDeposit: 200 ILS',
      '0597654321',
      'PENDING',
      '',
      'Staff: Called backCustomer: Cake at six',
    ]);
    expect(cellsOf(omar as HTMLElement)[0]).toBe('4');
    // A customer who answered a reminder "I'm coming" has the ✓, explained under the sheet.
    expect(cellsOf(omar as HTMLElement)[7]).toBe('✓');
    expect(within(omar as HTMLElement).getByText('✓')).toHaveAttribute(
      'title',
      "Answered the reminder: I'm coming",
    );
    expect(screen.getByText("✓ Answered the reminder: I'm coming")).toBeInTheDocument();
    expect(within(sami as HTMLElement).getByText('+970591234567')).toHaveAttribute('dir', 'ltr');
    expect(within(sami as HTMLElement).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    expect(within(sami as HTMLElement).getByText('سامي خليل')).toHaveAttribute('dir', 'auto');
    expect(within(party as HTMLElement).getByText('Cake at six')).toHaveAttribute('dir', 'auto');
  });

  it('shows the lane a booking carries, and every lane of a group', async () => {
    data.listDaySheet.mockResolvedValue([{ ...dayBookings[0], lane: 3, lanes: [3] }]);
    const { unmount } = renderWithProviders(<PrintDayPage date={day} />);
    const [, , row] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(cellsOf(row as HTMLElement)[0]).toBe('3');
    unmount();
    data.listDaySheet.mockResolvedValue([
      { ...dayBookings[0], people: 12, lane: 2, lanes: [2, 3], lanes_needed: 2 },
    ]);
    renderWithProviders(<PrintDayPage date={day} />);
    const [, , group] = within(await screen.findByRole('table')).getAllByRole('row');
    expect(cellsOf(group as HTMLElement)[0]).toBe('2–3');
  });

  it('shows no VR booking before its stations are in: the sheet waits for both', async () => {
    data.listDaySheet.mockResolvedValue([...dayBookings, ...vrSheetBookings]);
    let holdsIn: (holds: typeof vrSheetHolds) => void = () => {};
    data.listVrHolds.mockReturnValue(
      new Promise((resolve) => {
        holdsIn = resolve;
      }),
    );
    renderWithProviders(<PrintDayPage date={day} />);
    await vi.waitFor(() => expect(data.listDaySheet).toHaveBeenCalled());
    // The bookings are in; the stations are not: still loading, no table with "—" for stations.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByText('Loading bookings…')).toBeInTheDocument();
    expect(screen.queryByTestId('print-vr-table')).not.toBeInTheDocument();
    holdsIn(vrSheetHolds);
    const vr = await screen.findByTestId('print-vr-table');
    const stations = within(vr)
      .getAllByRole('row')
      .map((row) => within(row).queryAllByRole('cell')[0]?.textContent)
      .filter((cell) => cell !== undefined);
    expect(stations.length).toBeGreaterThan(0);
    expect(stations.filter((cell) => cell !== '—').length).toBeGreaterThan(0);
  });

  it("lists the VR zone after the lanes, session by session, with stations and players, and a party's VR sessions", async () => {
    data.listDaySheet.mockResolvedValue([...dayBookings, ...vrSheetBookings]);
    data.listVrHolds.mockResolvedValue(vrSheetHolds);
    renderWithProviders(<PrintDayPage date={day} />);
    expect(data.listVrHolds).toHaveBeenCalledWith({}, day);
    const vr = await screen.findByTestId('print-vr-table');
    expect(screen.getByRole('heading', { level: 2, name: 'VR zone' })).toBeInTheDocument();
    expect(
      within(vr)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'Stations',
      'Name',
      'Reference',
      'Players',
      'Sessions or package',
      'Phone',
      'Status',
    ]);
    const sessions = within(vr).getAllByRole('rowgroup').slice(1);
    expect(sessions.map((session) => within(session).getByRole('rowheader').textContent)).toEqual([
      '18:00',
      '19:00',
      '19:20',
      '20:00',
    ]);
    const rowsOf = (session: HTMLElement) =>
      within(session)
        .getAllByRole('row')
        .slice(1)
        .map((row) => cellsOf(row));
    const [party, first, second, waiting] = sessions as HTMLElement[];
    expect(rowsOf(party as HTMLElement)).toEqual([
      ['1–4', 'Rana Party', 'SZ-PR7Y', '10', 'Blaze', '+970591234567', 'APPROVED'],
    ]);
    const maya = ['1–3', 'Maya Players', 'SZ-VR3P', '3', '2 sessions', '0598765432', 'APPROVED'];
    expect(rowsOf(first as HTMLElement)).toEqual([maya]);
    expect(rowsOf(second as HTMLElement)).toEqual([maya]);
    expect(rowsOf(waiting as HTMLElement)).toEqual([
      ['—', 'Waiting Player', 'SZ-VR2W', '2', '1 session', '+970591234567', 'PENDING'],
    ]);
    // The lanes keep their sheet: no VR booking there, and the party says when it plays VR.
    const lanes = screen.getAllByRole('table')[0] as HTMLElement;
    expect(within(lanes).queryByText('Maya Players')).toBeNull();
    const partyRow = within(lanes).getByText('Rana Party').closest('tr') as HTMLElement;
    expect(partyRow).toHaveTextContent('VR: 18:00');
  });

  it('prints a day with VR only: no lanes table, the VR zone', async () => {
    data.listDaySheet.mockResolvedValue(vrSheetBookings.slice(1));
    data.listVrHolds.mockResolvedValue(vrSheetHolds.filter((hold) => hold.bookingId === 'v1'));
    renderWithProviders(<PrintDayPage date={day} />);
    await screen.findByTestId('print-vr-table');
    expect(screen.getAllByRole('table')).toHaveLength(1);
    expect(screen.queryByText('No bookings for this date')).toBeNull();
  });

  it('prints the page from its "Print" button', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderWithProviders(<PrintDayPage date={day} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says when the day has no bookings, and when its address names no day', async () => {
    data.listDaySheet.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<PrintDayPage date={day} />);
    expect(await screen.findByText('No bookings for this date')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PrintDayPage date="2046-13-40" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'This address does not name a day. Open the day from the calendar.',
    );
    expect(data.listDaySheet).toHaveBeenCalledTimes(1);
  });
});

describe('the print view of a day in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('reads right to left with Arabic headings and the day in Arabic, phones and times left to right', async () => {
    renderWithProviders(<PrintDayPage date={day} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(
      screen.getByRole('heading', { level: 1, name: formatLongDate(day, 'ar') }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'طباعة' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((head) => head.textContent),
    ).toEqual([
      'المسار',
      'الاسم',
      'رقم الحجز',
      'الأشخاص',
      'الجولات أو الباقة',
      'الهاتف',
      'الحالة',
      '✓سيحضر',
      'الملاحظات',
    ]);
    const [, first] = within(table).getAllByRole('rowgroup');
    expect(within(first as HTMLElement).getByRole('rowheader')).toHaveTextContent('15:00');
    expect(within(first as HTMLElement).getByText('15:00')).toHaveAttribute('dir', 'ltr');
    const [, sami] = within(first as HTMLElement).getAllByRole('row');
    expect(cellsOf(sami as HTMLElement)).toEqual([
      '2',
      'سامي خليل',
      'SZ-7K4Q',
      '4',
      '2',
      '+970591234567',
      'مقبولحضر',
      '',
      '',
    ]);
    const omar = screen.getByText('Omar Nasser').closest('tr') as HTMLElement;
    expect(within(omar).getByText('✓')).toHaveAttribute('title', 'ردّ على التذكير: سأحضر');
    expect(screen.getByText('✓ ردّ على التذكير: سأحضر')).toBeInTheDocument();
    expect(within(sami as HTMLElement).getByText('+970591234567')).toHaveAttribute('dir', 'ltr');
    expect(within(sami as HTMLElement).getByText('SZ-7K4Q')).toHaveAttribute('dir', 'ltr');
    const party = screen.getByText('Gold Party').closest('tr') as HTMLElement;
    expect(within(party).getByText('قيد الانتظار')).toBeInTheDocument();
    expect(within(party).getByText(/^المجموع التقديري: /)).toBeInTheDocument();
    expect(within(party).getByText(/^العربون: /)).toBeInTheDocument();
    const notes = within(party).getAllByRole('cell').at(-1);
    expect(notes).toHaveTextContent('ملاحظة الموظفين: Called back');
    expect(notes).toHaveTextContent('ملاحظة الزبون: Cake at six');
  });

  it('lists the VR zone in Arabic: its heading, stations, players and sessions', async () => {
    data.listDaySheet.mockResolvedValue([...dayBookings, ...vrSheetBookings]);
    data.listVrHolds.mockResolvedValue(vrSheetHolds);
    renderWithProviders(<PrintDayPage date={day} />);
    const vr = await screen.findByTestId('print-vr-table');
    expect(
      screen.getByRole('heading', { level: 2, name: 'منطقة الواقع الافتراضي' }),
    ).toBeInTheDocument();
    expect(within(vr).getByRole('columnheader', { name: 'المحطات' })).toBeInTheDocument();
    expect(within(vr).getByRole('columnheader', { name: 'اللاعبون' })).toBeInTheDocument();
    const maya = within(vr).getAllByText('Maya Players')[0]?.closest('tr') as HTMLElement;
    expect(cellsOf(maya)[0]).toBe('من 1 إلى 3');
    expect(maya).toHaveTextContent('جلستان');
    expect(within(vr).getByText('19:00')).toHaveAttribute('dir', 'ltr');
    expect(vr.textContent).not.toMatch(/Stations|Sessions|session|Reference|APPROVED/);
    const party = screen.getAllByText('Rana Party')[0]?.closest('tr') as HTMLElement;
    expect(party).toHaveTextContent('الواقع الافتراضي: 18:00');
  });

  it('says in Arabic that the day has no bookings and that an address names no day', async () => {
    data.listDaySheet.mockResolvedValue([]);
    const { unmount } = renderWithProviders(<PrintDayPage date={day} />);
    expect(await screen.findByText('لا حجوزات في هذا التاريخ')).toBeInTheDocument();
    unmount();
    renderWithProviders(<PrintDayPage date="tomorrow" />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'هذا الرابط لا يحدّد يومًا. افتح اليوم من التقويم.',
    );
  });
});
