// Each staff member's back-office language: kept in their own staff row, changed by themselves
// only, and only to a language the apps speak.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getOwnStaffRecord } from '../src/staff/get-own-staff-record.ts';
import { setMyLocale } from '../src/staff/set-my-locale.ts';
import {
  type Client,
  demoStaff,
  service,
  signInAsJana,
  signInAsOutsider,
  signInAsReception,
  visitor,
} from './support.ts';

let reception: Client;
let jana: Client;

async function localeOf(id: string): Promise<string | undefined> {
  const { data, error } = await service().from('staff').select('locale').eq('id', id).single();
  if (error) throw new Error(error.message);
  return data.locale;
}

async function resetLocales() {
  for (const { id } of [demoStaff.jana, demoStaff.reception]) {
    const { error } = await service().from('staff').update({ locale: 'en' }).eq('id', id);
    if (error) throw new Error(error.message);
  }
}

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
  await resetLocales();
});

afterAll(resetLocales);

describe("a staff member's language", () => {
  it('is English until the member chooses, and their own row says so', async () => {
    const own = await getOwnStaffRecord(reception);
    expect(own?.locale).toBe('en');
  });

  it('changes for the member who chooses it, and for nobody else', async () => {
    await setMyLocale(reception, 'ar');
    expect(await localeOf(demoStaff.reception.id)).toBe('ar');
    expect(await localeOf(demoStaff.jana.id)).toBe('en');
    expect((await getOwnStaffRecord(reception))?.locale).toBe('ar');

    await setMyLocale(jana, 'ar');
    await setMyLocale(jana, 'en');
    expect(await localeOf(demoStaff.jana.id)).toBe('en');
    expect(await localeOf(demoStaff.reception.id)).toBe('ar');

    await setMyLocale(reception, 'en');
    expect(await localeOf(demoStaff.reception.id)).toBe('en');
  });

  it("cannot be written into another member's row, not even by the manager", async () => {
    const byReception = await reception
      .from('staff')
      .update({ locale: 'ar' })
      .eq('id', demoStaff.jana.id);
    expect(byReception.error?.code).toBe('42501');
    const byManager = await jana
      .from('staff')
      .update({ locale: 'ar' })
      .eq('id', demoStaff.reception.id);
    expect(byManager.error?.code).toBe('42501');
    const ownThroughTable = await reception
      .from('staff')
      .update({ locale: 'ar' })
      .eq('id', demoStaff.reception.id);
    expect(ownThroughTable.error?.code).toBe('42501');
    expect(await localeOf(demoStaff.jana.id)).toBe('en');
    expect(await localeOf(demoStaff.reception.id)).toBe('en');
  });

  it('refuses a visitor and a signed-in account without a staff row', async () => {
    await expect(setMyLocale(visitor(), 'ar')).rejects.toMatchObject({ code: '42501' });
    const outsider = await signInAsOutsider();
    await expect(setMyLocale(outsider.client, 'ar')).rejects.toMatchObject({
      code: '42501',
      message: 'Only venue staff can choose a back-office language.',
    });
  });

  it('refuses a language the apps do not speak', async () => {
    for (const locale of ['fr', 'AR', '', 'ar-PS']) {
      await expect(setMyLocale(reception, locale)).rejects.toMatchObject({
        code: 'VN010',
        field: 'locale',
        message: 'Choose English or Arabic.',
      });
    }
    expect(await localeOf(demoStaff.reception.id)).toBe('en');
  });

  it('cannot be stored as an unknown locale even by the service role', async () => {
    const { error } = await service()
      .from('staff')
      .update({ locale: 'xx' })
      .eq('id', demoStaff.reception.id);
    expect(error?.code).toBe('23514');
  });
});
