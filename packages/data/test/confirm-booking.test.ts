// "I'm coming" through a manage token (`confirmBookingByToken`): the first answer of an approved
// booking is kept, anything else is refused by code and writes nothing.
import { createHash, randomBytes } from 'node:crypto';
import { manageLinkNotFoundMessage } from '@venue/domain/manage-link';
import { venue } from '@venue/domain/venue';
import { afterAll, describe, expect, it } from 'vitest';
import { confirmBookingByToken, getBookingByToken } from '../src/bookings/manage-booking.ts';
import { closeSql, daysOf, insertBookings, sql, visitor } from './support.ts';

// Fixtures the service role inserts live on days of 2077: far ahead, so every slot is still to come.
const fixtureDay = daysOf(2077);

afterAll(closeSql);

/** A fixture booking that a manage token opens, as request_booking hands them out. */
async function bookingWithToken(
  row: Partial<Parameters<typeof insertBookings>[0][number]> = {},
): Promise<{ id: string; token: string }> {
  const token = randomBytes(32).toString('base64url');
  const hash = `\\x${createHash('sha256').update(token, 'utf8').digest('hex')}`;
  const [id] = await insertBookings([
    { date: fixtureDay(), time: '19:30', ...row, manage_token_hash: hash },
  ]);
  return { id: id as string, token };
}

async function confirmedAtOf(id: string): Promise<Date | null> {
  const [row] = await sql<{ confirmed_at: Date | null }>(
    'select confirmed_at from public.bookings where id = $1',
    [id],
  );
  return row?.confirmed_at ?? null;
}

describe('confirmBookingByToken', () => {
  it('records the first answer of an approved booking; asking again keeps its time', async () => {
    const { id, token } = await bookingWithToken({
      status: 'approved',
      approved_at: new Date().toISOString(),
      name: 'Layla Haddad',
    });
    expect((await getBookingByToken(visitor(), token))?.confirmedAt).toBeNull();

    const first = await confirmBookingByToken(visitor(), token);
    expect(first).toMatchObject({ id, status: 'approved', name: 'Layla Haddad', time: '19:30' });
    expect(first.reference).toMatch(/^SZ-[0-9A-Z]{4,6}$/);
    expect(Date.parse(first.confirmedAt ?? '')).toBe((await confirmedAtOf(id))?.getTime());

    const again = await confirmBookingByToken(visitor(), token);
    expect(again.confirmedAt).toBe(first.confirmedAt);
    expect((await getBookingByToken(visitor(), token))?.confirmedAt).toBe(first.confirmedAt);
  });

  it.each([
    { status: 'pending' as const },
    {
      status: 'rejected' as const,
      rejected_at: new Date().toISOString(),
      rejection_reason: 'Closed for a private event',
    },
  ])('refuses a $status booking by code with its status, and writes nothing', async (row) => {
    const { id, token } = await bookingWithToken(row);
    await expect(confirmBookingByToken(visitor(), token)).rejects.toMatchObject({
      code: 'VN015',
      refusal: { code: 'manage.confirm_not_open', params: { status: row.status } },
    });
    expect(await confirmedAtOf(id)).toBeNull();
  });

  it('a token that names no booking is "not found", with the number to call', async () => {
    await expect(
      confirmBookingByToken(visitor(), randomBytes(32).toString('base64url')),
    ).rejects.toMatchObject({
      code: 'PT404',
      message: manageLinkNotFoundMessage,
      refusal: { code: 'manage.not_found', params: { phone: venue.phone.display } },
    });
  });
});
