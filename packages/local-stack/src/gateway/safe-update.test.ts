// Pins which REST requests the gateway refuses as hosted Supabase's pg-safeupdate would: table writes whose statement has no WHERE clause.
import { describe, expect, it } from 'vitest';
import { unfilteredWriteRefusal } from './safe-update.ts';

function refusal(method: string, path: string, query = '') {
  return unfilteredWriteRefusal(method, path, new URLSearchParams(query));
}

describe('a table write without a filter is refused with 21000', () => {
  it('refuses DELETE and PATCH with nothing but shaping parameters', () => {
    expect(refusal('DELETE', '/bookings')).toEqual({
      status: 400,
      body: { code: '21000', details: null, hint: null, message: 'DELETE requires a WHERE clause' },
    });
    expect(
      refusal('PATCH', '/bookings', 'select=id&order=id&columns=name&on_conflict=id')?.body,
    ).toMatchObject({ message: 'UPDATE requires a WHERE clause' });
  });

  it('refuses a write whose only filters are on an embedded resource', () => {
    expect(
      refusal('DELETE', '/bookings', 'select=*,lines(*)&lines.id=eq.1&lines.limit=1'),
    ).not.toBeNull();
  });

  it('lets through a column filter, a logic filter, or a limit (PostgREST then writes a WHERE)', () => {
    expect(refusal('DELETE', '/bookings', 'id=not.is.null')).toBeNull();
    expect(refusal('PATCH', '/bookings', 'or=(id.eq.1,id.eq.2)')).toBeNull();
    expect(refusal('PATCH', '/bookings', 'not.and=(id.eq.1,id.eq.2)')).toBeNull();
    expect(refusal('DELETE', '/bookings', 'order=id&limit=1')).toBeNull();
  });

  it('leaves reads, inserts and function calls alone', () => {
    expect(refusal('GET', '/bookings')).toBeNull();
    expect(refusal('POST', '/bookings')).toBeNull();
    expect(refusal('PATCH', '/rpc/delete_booking')).toBeNull();
    expect(refusal('DELETE', '/')).toBeNull();
  });
});
