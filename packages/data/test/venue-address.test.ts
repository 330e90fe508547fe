import { DataError } from '@venue/data/errors';
import { getVenueContacts } from '@venue/data/venue-contacts/get-venue-contacts';
import { updateVenueAddress } from '@venue/data/venue-contacts/update-venue-address';
import { fieldErrors } from '@venue/domain/forms/field-errors';
import {
  venueAddressFormSchema,
  venueAddressMaxLength,
} from '@venue/domain/forms/venue-address-form';
import { venueAddress } from '@venue/domain/venue';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type Client,
  closeSql,
  signInAsJana,
  signInAsReception,
  stack,
  visitor,
} from './support.ts';

// The venue's address is a setting the manager types in each language (docs/decisions/027):
// everyone reads it, the manager alone changes it, and an address in no language is refused by
// code. Other suites read the address while this one runs (the e-mails' footer), so every write
// that would change it runs as the manager inside a transaction that is rolled back.
let reception: Client;
let jana: Client;

const seeded = { en: venueAddress('en'), ar: venueAddress('ar') };

beforeAll(async () => {
  [reception, jana] = await Promise.all([signInAsReception(), signInAsJana()]);
});
afterAll(closeSql);

/** The claims PostgREST would set for this client's session (its access token's payload). */
async function claimsOf(client: Client): Promise<string> {
  const { data } = await client.auth.getSession();
  const token = data.session?.access_token ?? '';
  return Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8');
}

/**
 * Runs `body` as `client`'s signed-in user, as PostgREST would run its request, in a transaction
 * that is rolled back: nothing it writes reaches the other suites.
 */
async function rolledBackAs<T>(client: Client, body: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString: stack.dbUrl });
  await db.connect();
  try {
    await db.query('begin');
    await db.query(`select set_config('request.jwt.claims', $1, true)`, [await claimsOf(client)]);
    await db.query('set local role authenticated');
    return await body(db);
  } finally {
    await db.query('rollback');
    await db.end();
  }
}

const writeAddress = (db: pg.Client, address: unknown) =>
  db.query<{ address: unknown }>(
    'update public.venue_contacts set address = $1 where id returning address',
    [JSON.stringify(address)],
  );

describe("the venue's address", () => {
  it('is read by visitors in English and Arabic, the address the code carried', async () => {
    const contacts = await getVenueContacts(visitor());
    expect(contacts?.address).toEqual(seeded);
  });

  it('is written by the manager in English alone, in Arabic alone, or in both', async () => {
    for (const address of [
      { en: '2 Main Street, Ramallah' },
      { ar: '2 الشارع الرئيسي، رام الله' },
      { en: '2 Main Street, Ramallah', ar: '2 الشارع الرئيسي، رام الله' },
    ]) {
      const written = await rolledBackAs(jana, (db) => writeAddress(db, address));
      expect(written.rows).toEqual([{ address }]);
    }
    expect((await getVenueContacts(visitor()))?.address).toEqual(seeded);
  });

  it("is saved through the manager's form (the same address again: no other suite sees a change)", async () => {
    const saved = await updateVenueAddress(jana, { address: seeded });
    expect(saved.address).toEqual(seeded);
  });

  it('is refused to reception and to visitors, and nothing changes', async () => {
    const changed = { en: 'Somewhere else' };
    await expect(updateVenueAddress(reception, { address: changed })).rejects.toMatchObject({
      code: '42501',
    });
    const asVisitor = await visitor()
      .from('venue_contacts')
      .update({ address: changed })
      .eq('id', true)
      .select('address');
    expect(asVisitor.error?.code).toBe('42501');
    // Reception's update matches no row under the policy, even straight in SQL.
    const asReception = await rolledBackAs(reception, (db) => writeAddress(db, changed));
    expect(asReception.rows).toEqual([]);
    expect((await getVenueContacts(visitor()))?.address).toEqual(seeded);
  });

  it('in no language is refused with content.address_required, and nothing changes', async () => {
    for (const address of [{}, { en: '   ' }, { fr: 'Ramallah' }]) {
      const error = await updateVenueAddress(jana, { address: address as never }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DataError);
      expect(error).toMatchObject({
        code: 'VN010',
        message: 'Please enter the address in at least one language',
        refusal: { code: 'content.address_required', params: {} },
      });
    }
    expect((await getVenueContacts(visitor()))?.address).toEqual(seeded);
  });

  it('half written, too long or with a language the venue does not speak is refused by its check', async () => {
    for (const address of [
      { en: 'x'.repeat(201) },
      { en: ' 2 Main Street ' },
      { en: '2 Main Street', fr: 'Ramallah' },
    ]) {
      const { error } = await jana
        .from('venue_contacts')
        .update({ address })
        .eq('id', true)
        .select('address');
      expect(error?.code, JSON.stringify(address)).toBe('23514');
      expect(error?.message).toContain('venue_contacts_address_check');
    }
    expect((await getVenueContacts(visitor()))?.address).toEqual(seeded);
  });
});

describe('the address in the form and in the database', () => {
  it('is refused by both or taken by both: 200 characters a language, on one plain line', async () => {
    const max = 'x'.repeat(venueAddressMaxLength);
    const samples: Record<string, string>[] = [
      { en: max },
      { ar: 'ب'.repeat(venueAddressMaxLength) },
      { en: `${max}x` },
      { ar: 'ب'.repeat(venueAddressMaxLength + 1) },
      { en: '2 Main Street\u200b' },
      { ar: 'شارع\u2066الإرسال' },
      { en: '2 Main Street\nRamallah' },
      {},
      { en: '2 Main Street', ar: '2 الشارع الرئيسي' },
    ];
    const verdicts = await rolledBackAs(jana, async (db) => {
      const taken: boolean[] = [];
      for (const address of samples) {
        await db.query('savepoint sample');
        try {
          await writeAddress(db, address);
          taken.push(true);
        } catch {
          taken.push(false);
        }
        await db.query('rollback to savepoint sample');
      }
      return taken;
    });
    const formTakes = samples.map(
      (address) =>
        Object.keys(
          fieldErrors(venueAddressFormSchema, { address: { en: '', ar: '', ...address } }),
        ).length === 0,
    );
    expect(verdicts).toEqual(formTakes);
    expect(verdicts).toEqual([true, true, false, false, false, false, false, false, true]);
  });
});
