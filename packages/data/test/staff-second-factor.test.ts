import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changePassword } from '../src/auth/change-password.ts';
import {
  enterSignInCode,
  removeOwnSecondFactor,
  removeStaffSecondFactor,
  setSecondFactorRequired,
  startTotpEnrolment,
  verifyTotp,
} from '../src/auth/second-factor.ts';
import { sendBookingEmail } from '../src/bookings/send-booking-email.ts';
import { getOwnStaffRecord } from '../src/staff/get-own-staff-record.ts';
import { listStaff } from '../src/staff/list-staff.ts';
import {
  type Client,
  closeSql,
  daysOf,
  insertBookings,
  ownStaffMembers,
  service,
  signedIn,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  sql,
  stack,
} from './support.ts';

// A staff member with a second factor is staff only with its code: a password alone reads no
// booking, changes nothing and calls no staff function. Year 2053.
const nextDay = daysOf(2053);

let jana: Client;
const password = 'lane-seven-strike';

beforeAll(async () => {
  jana = await signInAsJana();
});
afterAll(async () => {
  await members.removeAll(jana);
  await closeSql();
});

const members = ownStaffMembers('factor', password);
const newMember = (role: 'reception' | 'jana' = 'reception') => members.create(jana, role);

async function pendingBooking(): Promise<string> {
  const [id] = await insertBookings([
    {
      date: nextDay(),
      time: '19:30',
      name: 'Lina Saleh',
      phone: '+970599123456',
      email: 'lina@example.com',
      people: 2,
      rounds: 1,
    },
  ]);
  if (!id) throw new Error('no booking inserted');
  return id;
}

const codeOf = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at });

/** A member who set up a TOTP app: their secret, and the aal2 client that confirmed it. */
async function memberWithFactor(role: 'reception' | 'jana' = 'reception') {
  const member = await newMember(role);
  const client = await signedIn(member.email, password);
  const enrolment = await startTotpEnrolment(client);
  await verifyTotp(client, enrolment.factorId, codeOf(enrolment.secret));
  return { member, client, secret: enrolment.secret };
}

async function level(client: Client) {
  const { data } = await client.auth.mfa.getAuthenticatorAssuranceLevel();
  return data?.currentLevel;
}

async function reads(client: Client, bookingId: string): Promise<number> {
  const { data } = await client.from('bookings').select('id, phone').eq('id', bookingId);
  return (data ?? []).length;
}

async function statusOf(bookingId: string): Promise<string | undefined> {
  const [row] = await sql<{ status: string }>('select status from public.bookings where id = $1', [
    bookingId,
  ]);
  return row?.status;
}

describe('setting up a second factor', () => {
  it('a member without one has full access, and an unconfirmed set-up changes nothing', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    expect(await getOwnStaffRecord(client)).toMatchObject({
      access: 'full',
      hasSecondFactor: false,
    });
    const enrolment = await startTotpEnrolment(client);
    // supabase-js makes the SVG an image address as it comes: a `#` would cut it short.
    expect(enrolment.qrCode).toMatch(/^data:image\/svg\+xml;utf-8,<svg/);
    expect(enrolment.qrCode).not.toContain('#');
    expect(enrolment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrolment.uri).toContain(`secret=${enrolment.secret}`);
    expect(await getOwnStaffRecord(client)).toMatchObject({ access: 'full' });
    expect(await reads(client, await pendingBooking())).toBe(1);
  });

  it('starting again replaces an unconfirmed set-up; a wrong code confirms nothing', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    await startTotpEnrolment(client);
    const second = await startTotpEnrolment(client);
    const factors = await service().auth.admin.mfa.listFactors({ userId: member.id });
    expect(factors.data?.factors.map((factor) => factor.id)).toEqual([second.factorId]);

    const wrong = String((Number(codeOf(second.secret)) + 1) % 1_000_000).padStart(6, '0');
    await expect(verifyTotp(client, second.factorId, wrong)).rejects.toMatchObject({
      code: 'mfa_verification_failed',
    });
    expect(await getOwnStaffRecord(client)).toMatchObject({ hasSecondFactor: false });
  });

  it('confirmed with a code (typed in Arabic-Indic digits too), the session is raised to aal2', async () => {
    const member = await newMember();
    const client = await signedIn(member.email, password);
    const enrolment = await startTotpEnrolment(client);
    const arabic = codeOf(enrolment.secret).replace(/\d/g, (d) => '٠١٢٣٤٥٦٧٨٩'[Number(d)] ?? d);
    await verifyTotp(client, enrolment.factorId, arabic);
    expect(await level(client)).toBe('aal2');
    const { data } = await client.auth.getSession();
    const claims = JSON.parse(
      Buffer.from(data.session?.access_token.split('.')[1] ?? '', 'base64url').toString(),
    );
    expect(claims.amr.map((entry: { method: string }) => entry.method)).toEqual([
      'totp',
      'password',
    ]);
    expect(await getOwnStaffRecord(client)).toMatchObject({
      access: 'full',
      hasSecondFactor: true,
    });
    expect(await reads(client, await pendingBooking())).toBe(1);
  });
});

describe('with a second factor, a password alone is not enough', () => {
  it('reads no booking, approves none, updates none and is told a code is due', async () => {
    const { member } = await memberWithFactor();
    const bookingId = await pendingBooking();
    const client = await signedIn(member.email, password);
    expect(await level(client)).toBe('aal1');
    expect(await getOwnStaffRecord(client)).toMatchObject({
      access: 'needs_code',
      role: 'reception',
    });

    expect(await reads(client, bookingId)).toBe(0);
    const approval = await client.rpc('approve_booking', { booking_id: bookingId });
    expect(approval.error?.code).toBe('42501');
    const update = await client
      .from('bookings')
      .update({ status: 'approved' })
      .eq('id', bookingId)
      .select('id');
    expect(update.data ?? []).toEqual([]);
    expect(await statusOf(bookingId)).toBe('pending');
    expect((await client.from('slot_lanes').select('booking_id').limit(1)).data ?? []).toEqual([]);
  });

  it("calls no staff function: the e-mail function and the manager's staff-accounts refuse it", async () => {
    const { member } = await memberWithFactor('jana');
    const client = await signedIn(member.email, password);
    const email = await sendBookingEmail(client, await pendingBooking());
    expect(email).toMatchObject({
      status: 'failed',
      error: expect.stringContaining('authenticator app'),
      refusal: { code: 'access.second_factor_required', params: {} },
    });
    // Its own staff row stays readable (the sign-in screen greets them); nobody else's is.
    expect((await listStaff(client)).map((row) => row.id)).toEqual([member.id]);
    const created = await client.functions.invoke('staff-accounts', {
      body: { action: 'delete', id: randomUUID() },
    });
    expect(created.error).toBeTruthy();
    const answer = await (created.error as { context: Response }).context.json();
    expect(answer).toEqual({
      error: 'Enter the code from your authenticator app when you sign in before doing this.',
      code: 'access.second_factor_required',
      params: {},
    });
  });

  it("the app's code at sign-in opens everything; a wrong one is refused and opens nothing", async () => {
    const { member, secret } = await memberWithFactor();
    const bookingId = await pendingBooking();
    const client = await signedIn(member.email, password);
    await expect(enterSignInCode(client, '000000')).rejects.toMatchObject({
      code: 'mfa_verification_failed',
    });
    expect(await reads(client, bookingId)).toBe(0);
    await enterSignInCode(client, codeOf(secret));
    expect(await level(client)).toBe('aal2');
    expect(await reads(client, bookingId)).toBe(1);
    expect((await client.rpc('approve_booking', { booking_id: bookingId })).error).toBeNull();
    expect(await statusOf(bookingId)).toBe('approved');
  });

  it('the password cannot be changed with a password alone; with the code it can', async () => {
    const { member, secret } = await memberWithFactor();
    const client = await signedIn(member.email, password);
    // Auth refuses with insufficient_aal (as hosted GoTrue does): sign in again, with the code.
    const change = { currentPassword: password, newPassword: 'lane-eight-spare' };
    await expect(changePassword(client, change)).rejects.toMatchObject({
      refusal: { code: 'auth.reauthenticate', params: {} },
    });
    await expect(signedIn(member.email, password)).resolves.toBeDefined();

    await enterSignInCode(client, codeOf(secret));
    await changePassword(client, change);
    await expect(signedIn(member.email, 'lane-eight-spare')).resolves.toBeDefined();
  });

  it('the factor cannot be removed with a password alone; with its code it can', async () => {
    const { member, secret } = await memberWithFactor();
    const client = await signedIn(member.email, password);
    // Auth refuses: a verified factor is removed only from a session that entered its code.
    await expect(removeOwnSecondFactor(client)).rejects.toMatchObject({
      code: 'second_factor_failed',
      message: 'AAL2 required to unenroll verified factor',
    });
    expect(await getOwnStaffRecord(client)).toMatchObject({ hasSecondFactor: true });

    await enterSignInCode(client, codeOf(secret));
    await removeOwnSecondFactor(client);
    expect(await level(client)).toBe('aal1');
    expect(await getOwnStaffRecord(client)).toMatchObject({
      access: 'full',
      hasSecondFactor: false,
    });
  });
});

describe('the manager and second factors', () => {
  it("removes a member's factor (a lost phone): every session of theirs ends at once", async () => {
    const { member, client } = await memberWithFactor();
    const bookingId = await pendingBooking();
    expect(await reads(client, bookingId)).toBe(1);

    await removeStaffSecondFactor(jana, member.id);

    // The aal2 token is unexpired, but its session is gone.
    expect(await reads(client, bookingId)).toBe(0);
    expect((await client.auth.refreshSession()).error).toMatchObject({
      code: 'refresh_token_not_found',
    });
    const factors = await service().auth.admin.mfa.listFactors({ userId: member.id });
    expect(factors.data?.factors).toEqual([]);
    // A password alone is enough again, until they set up a new app.
    const again = await signedIn(member.email, password);
    expect(await getOwnStaffRecord(again)).toMatchObject({
      access: 'full',
      hasSecondFactor: false,
    });
  });

  it("reception cannot remove anyone's factor nor require one; nothing changes", async () => {
    const { member } = await memberWithFactor();
    const reception = await signInAsReception();
    await expect(removeStaffSecondFactor(reception, member.id)).rejects.toMatchObject({
      code: '403',
    });
    const factors = await service().auth.admin.mfa.listFactors({ userId: member.id });
    expect(factors.data?.factors).toHaveLength(1);
    await expect(setSecondFactorRequired(reception, true)).rejects.toMatchObject({
      code: '42501',
    });
    const [setting] = await sql<{ second_factor_required: boolean }>(
      'select second_factor_required from private.staff_security',
    );
    expect(setting?.second_factor_required).toBe(false);
    // Nor see who has one; and nobody but the service role ends another member's sessions.
    expect((await reception.rpc('staff_second_factors')).error?.code).toBe('42501');
    const ended = await jana.rpc('end_staff_sessions', { member: member.id });
    expect(ended.error?.code).toBe('42501');
    const [sessions] = await sql<{ count: number }>(
      'select count(*)::int as count from auth.sessions where user_id = $1',
      [member.id],
    );
    expect(sessions?.count).toBeGreaterThan(0);
  });

  it('a signed-in account without a staff row has no staff record, whatever its level', async () => {
    const outsider = await signInAsOutsider();
    expect(await getOwnStaffRecord(outsider.client)).toBeNull();
    expect((await outsider.client.rpc('staff_second_factors')).error?.code).toBe('42501');
  });

  it('a manager without a factor of their own cannot require one of everybody (VN031)', async () => {
    const manager = await newMember('jana');
    const client = await signedIn(manager.email, password);
    await expect(setSecondFactorRequired(client, true)).rejects.toMatchObject({ code: 'VN031' });
    const [setting] = await sql<{ second_factor_required: boolean }>(
      'select second_factor_required from private.staff_security',
    );
    expect(setting?.second_factor_required).toBe(false);
  });

  it('once required, a member without a factor is no staff member until they set one up', async () => {
    const { member: manager } = await memberWithFactor('jana');
    const plain = await newMember();
    await signedIn(plain.email, password);
    const sessionOf = async (userId: string) =>
      (
        await sql<{ id: string; aal: string }>(
          'select id, aal::text from auth.sessions where user_id = $1 order by created_at desc limit 1',
          [userId],
        )
      )[0];
    const managerSession = await sessionOf(manager.id);
    const plainSession = await sessionOf(plain.id);
    const bookingId = await pendingBooking();

    // In one transaction that is rolled back: the setting never reaches other tests' requests.
    const db = new pg.Client({ connectionString: stack.dbUrl });
    await db.connect();
    const as = async (userId: string, sessionId: string | undefined, aal: string) => {
      await db.query(`select set_config('request.jwt.claims', $1, true)`, [
        JSON.stringify({ sub: userId, role: 'authenticated', session_id: sessionId, aal }),
      ]);
    };
    try {
      await db.query('begin');
      await db.query('set local role authenticated');
      await as(manager.id, managerSession?.id, 'aal2');
      const set = await db.query<{ required: boolean }>(
        'select public.set_second_factor_required(true) as required',
      );
      expect(set.rows[0]?.required).toBe(true);

      await as(plain.id, plainSession?.id, 'aal1');
      const access = await db.query<{ access: string }>(
        'select access from public.my_staff_access()',
      );
      expect(access.rows[0]?.access).toBe('needs_enrolment');
      const visible = await db.query('select id from public.bookings where id = $1', [bookingId]);
      expect(visible.rows).toEqual([]);

      await as(manager.id, managerSession?.id, 'aal2');
      const managerReads = await db.query('select id from public.bookings where id = $1', [
        bookingId,
      ]);
      expect(managerReads.rows).toHaveLength(1);
    } finally {
      await db.query('rollback');
      await db.end();
    }
    const [setting] = await sql<{ second_factor_required: boolean }>(
      'select second_factor_required from private.staff_security',
    );
    expect(setting?.second_factor_required).toBe(false);
  });
});
