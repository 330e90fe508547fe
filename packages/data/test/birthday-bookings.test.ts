import {
  checkPackageGuests,
  notesTooLongMessage as notesTooLongMessageRefusal,
} from '@venue/domain/forms/booking-form';
import { textHiddenCharactersMessage as textHiddenCharactersMessageRefusal } from '@venue/domain/forms/fields';
import { bookingRequestLimits, limits } from '@venue/domain/limits';
import { birthdayPackages } from '@venue/domain/pricing';
import { englishOfMessage } from '@venue/domain/refusal-english';
import { refusalOf } from '@venue/domain/refusals';
import { afterAll, describe, expect, it } from 'vitest';
import {
  closeSql,
  packageByTitle,
  randomEmail,
  randomPhone,
  requestedId,
  reusedBookableDaysOf,
  service,
  signInAsReception,
  sql,
  visitor,
} from './support.ts';

// The forms' checks carry codes; the database words the same refusals in the registry's English.
const notesTooLongMessage = englishOfMessage(notesTooLongMessageRefusal);
const textHiddenCharactersMessage = englishOfMessage(textHiddenCharactersMessageRefusal);

// Birthday parties of the real size, the customer's notes, and phone numbers as typed locally,
// through request_booking as visitors send them.

const nextDay = reusedBookableDaysOf(161, 170);
afterAll(closeSql);

function request(overrides: Record<string, unknown> = {}, client = visitor()) {
  return requestedId(
    client.rpc('request_booking', {
      name: 'Sami Odeh',
      phone: randomPhone(),
      email: randomEmail(),
      people: 4,
      rounds: 1,
      date: nextDay(),
      time: '16:30',
      ...overrides,
    }),
  );
}

async function storedBooking(id: string | null) {
  const { data, error } = await service()
    .from('bookings')
    .select('people, phone, customer_notes, notes, bundle_price')
    .eq('id', id ?? '')
    .single();
  if (error) throw error;
  return data;
}

/** A local mobile number nobody else in the run uses: "059" and 7 random digits. */
function localPhone(): string {
  return `0${randomPhone().slice(4)}`;
}

describe('birthday packages have a group size', () => {
  it.each(birthdayPackages.map((tier) => [tier.title, tier.minPeople, tier.maxPeople] as const))(
    '%s is for %i to %i guests in the database, as the seed writes it',
    async (title, minPeople, maxPeople) => {
      const row = await packageByTitle(title);
      expect({ min: row.min_people, max: row.max_people }).toEqual({
        min: minPeople,
        max: maxPeople,
      });
    },
  );

  it('a package whose minimum is above its maximum is refused', async () => {
    const { error } = await service()
      .from('birthday_packages')
      .insert({ title: { en: 'Upside down' }, price: 50, min_people: 12, max_people: 10 });
    expect(error?.code).toBe('23514');
    const { error: equal } = await service()
      .from('birthday_packages')
      .insert({ title: { en: 'Exactly ten' }, price: 50, min_people: 10, max_people: 10 });
    expect(equal).toBeNull();
  });
});

describe('request_booking: a birthday party within its package', () => {
  it.each([
    ['Spark', 1, true],
    ['Spark', 10, true],
    ['Spark', 11, false],
    ['Blaze', 10, false],
    ['Blaze', 11, true],
    ['Blaze', 25, true],
    ['Blaze', 26, false],
    ['Inferno', 25, false],
    ['Inferno', 26, true],
    ['Inferno', 40, true],
    ['Inferno', 41, false],
  ] as const)(
    '%s with %i guests: allowed %s, in the words of the form',
    async (title, people, fits) => {
      const tier = await packageByTitle(title);
      const phone = randomPhone();
      const { data: id, error } = await request({
        type: 'birthday',
        package_id: tier.id,
        people,
        phone,
      });
      const formProblem = checkPackageGuests(people, {
        minPeople: tier.min_people,
        maxPeople: tier.max_people,
      });
      if (fits) {
        expect(error).toBeNull();
        expect(formProblem).toBeUndefined();
        expect(await storedBooking(id)).toMatchObject({ people, bundle_price: tier.price });
        return;
      }
      expect(error).toMatchObject({ code: 'VN010', details: 'people' });
      // The same refusal, by code, as the form's.
      expect(refusalOf(error?.hint)).toEqual(refusalOf(formProblem?.message));
      expect(await sql('select 1 from public.bookings where phone = $1', [phone])).toHaveLength(0);
    },
  );

  it("a party sent without a count takes the package's maximum, as choosing it does", async () => {
    const blaze = await packageByTitle('Blaze');
    const { data: id, error } = await request({
      type: 'birthday',
      package_id: blaze.id,
      people: null,
    });
    expect(error).toBeNull();
    expect((await storedBooking(id)).people).toBe(blaze.max_people);
  });
});

describe("request_booking: the package's name in the booking's language", () => {
  it('keeps the title in the language booked in, else in the one the package has', async () => {
    const { data: pkg, error } = await service()
      .from('birthday_packages')
      .insert({
        title: { en: 'Comet', ar: 'مذنّب' },
        price: 40,
        max_people: 8,
        items: { en: ['Cake table'], ar: ['طاولة الكعكة'] },
      })
      .select('id')
      .single();
    if (error) throw error;
    const { data: englishOnly, error: englishError } = await service()
      .from('birthday_packages')
      .insert({ title: { en: 'Meteor' }, price: 40, max_people: 8 })
      .select('id')
      .single();
    if (englishError) throw englishError;
    const bundleName = async (packageId: string, locale: string) => {
      const { data: id, error: refused } = await request({
        type: 'birthday',
        package_id: packageId,
        people: 4,
        locale,
      });
      expect(refused).toBeNull();
      const [row] = await sql<{ bundle_name: string }>(
        'select bundle_name from public.bookings where id = $1',
        [id],
      );
      return row?.bundle_name;
    };
    expect(await bundleName(pkg.id, 'ar')).toBe('مذنّب');
    expect(await bundleName(pkg.id, 'en')).toBe('Comet');
    expect(await bundleName(englishOnly.id, 'ar')).toBe('Meteor');
  });
});

describe("request_booking: the customer's notes", () => {
  it('are stored trimmed in customer_notes, line breaks kept; the staff notes stay empty', async () => {
    const spark = await packageByTitle('Spark');
    const { data: id, error } = await request({
      type: 'birthday',
      package_id: spark.id,
      people: 8,
      notes: '  Sami turns 8\nChocolate cake, no nuts  ',
    });
    expect(error).toBeNull();
    expect(await storedBooking(id)).toMatchObject({
      customer_notes: 'Sami turns 8\nChocolate cake, no nuts',
      notes: '',
    });
  });

  it('take 500 characters and refuse 501 with the words of the form', async () => {
    const longest = await request({ notes: 'n'.repeat(limits.customerNotesMaxLength) });
    expect(longest.error).toBeNull();
    const phone = randomPhone();
    const tooLong = await request({ phone, notes: 'n'.repeat(limits.customerNotesMaxLength + 1) });
    expect(tooLong.error).toMatchObject({
      code: 'VN010',
      details: 'notes',
      message: notesTooLongMessage,
    });
    expect(await sql('select 1 from public.bookings where phone = $1', [phone])).toHaveLength(0);
  });

  it.each([
    ['a right-to-left override', 'Sami \u202Eturns 8'],
    ['an isolate', 'cake \u2066nuts'],
    ['a bell', 'call\u0007'],
  ])('refuse %s', async (_, notes) => {
    const { error } = await request({ notes });
    expect(error).toMatchObject({
      code: 'VN010',
      details: 'notes',
      message: textHiddenCharactersMessage,
    });
  });

  it('cannot be changed by staff afterwards, nor written past the limit by any writer', async () => {
    const { data: id } = await request({ notes: 'Allergic to nuts' });
    const reception = await signInAsReception();
    const { error } = await reception
      .from('bookings')
      .update({ customer_notes: 'changed' })
      .eq('id', id ?? '');
    expect(error?.code).toBe('42501');
    expect((await storedBooking(id)).customer_notes).toBe('Allergic to nuts');
    const { error: direct } = await service()
      .from('bookings')
      .update({ customer_notes: 'x'.repeat(limits.customerNotesMaxLength + 1) })
      .eq('id', id ?? '');
    expect(direct?.code).toBe('23514');
  });
});

describe('request_booking: local phone numbers', () => {
  it('stores 0599123456-style numbers as +970599123456', async () => {
    const phone = localPhone();
    const { data: id, error } = await request({ phone });
    expect(error).toBeNull();
    expect((await storedBooking(id)).phone).toBe(`+970${phone.slice(1)}`);
  });

  it.each([
    ['with dashes', (digits: string) => `059-${digits.slice(0, 3)}-${digits.slice(3)}`],
    ['with 00970', (digits: string) => `00970 59 ${digits}`],
    ['with a trunk zero after +970', (digits: string) => `+970 059 ${digits}`],
  ])('stores a number written %s in the same form', async (_, write) => {
    const digits = randomPhone().slice(-7);
    const { data: id, error } = await request({ phone: write(digits) });
    expect(error).toBeNull();
    expect((await storedBooking(id)).phone).toBe(`+97059${digits}`);
  });

  it('keeps +972 numbers as they are, written with 00 or +', async () => {
    const digits = randomPhone().slice(-7);
    const { data: id } = await request({ phone: `00972 54 ${digits}` });
    expect((await storedBooking(id)).phone).toBe(`+97254${digits}`);
  });

  it('counts 0599123456 and +970599123456 as one phone for the per-phone limit', async () => {
    const local = localPhone();
    const international = `+970${local.slice(1)}`;
    const { max } = bookingRequestLimits.perPhonePerAddress;
    const client = visitor();
    for (let attempt = 1; attempt <= max; attempt += 1) {
      const phone = attempt % 2 === 0 ? local : international;
      expect((await request({ phone }, client)).error, `request ${attempt}`).toBeNull();
    }
    const refused = await request({ phone: local }, client);
    expect(refused.error?.code).toBe('PT429');
    const [row] = await sql<{ count: number }>(
      'select count(*)::int as count from public.bookings where phone = $1',
      [international],
    );
    expect(row?.count).toBe(max);
  });
});
