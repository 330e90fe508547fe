import { describe, expect, it } from 'vitest';
import { DataError, toDataError, unwrap, unwrapRows } from './errors.ts';

describe('database errors', () => {
  it('keeps the readable message and the stable code', () => {
    const error = toDataError({ message: 'Slot is full', code: 'VN001', details: null });
    expect(error).toBeInstanceOf(DataError);
    expect(error.message).toBe('Slot is full');
    expect(error.code).toBe('VN001');
    expect(error.field).toBeNull();
  });

  it('names the field of an invalid-input error from its detail', () => {
    const error = toDataError({ message: 'Name is required', code: 'VN010', details: 'name' });
    expect(error.field).toBe('name');
  });

  it.each([
    ['VN004', 'reason'],
    ['VN010', 'email'],
    ['VN011', 'time'],
    ['VN012', 'time'],
    ['VN013', 'packageId'],
    ['VN014', 'date'],
  ])('keeps the field a %s refusal names (%s)', (code, field) => {
    expect(toDataError({ message: 'Refused', code, details: field }).field).toBe(field);
  });

  it('names no field for a refusal that is about no field, whatever its detail says', () => {
    for (const code of ['VN001', 'VN002', 'VN003', '42501', 'PT404', '23514']) {
      expect(toDataError({ message: 'Refused', code, details: 'Failing row contains' }).field).toBe(
        null,
      );
    }
    expect(toDataError({ message: 'Refused', code: 'VN011', details: '' }).field).toBeNull();
  });

  it('gives a generic message when the error has none', () => {
    expect(toDataError({ message: '  ' }).message).toBe('Something went wrong. Please try again.');
  });

  it('unwrap returns the data or throws the error', () => {
    expect(unwrap({ data: 3, error: null })).toBe(3);
    expect(() => unwrap({ data: null, error: { message: 'denied', code: '42501' } })).toThrow(
      'denied',
    );
  });

  it('unwrapRows gives an empty list for no data and throws the error', () => {
    expect(unwrapRows({ data: null, error: null })).toEqual([]);
    expect(unwrapRows({ data: [1, 2], error: null })).toEqual([1, 2]);
    expect(() => unwrapRows({ data: null, error: { message: 'gone', code: 'PT404' } })).toThrow(
      'gone',
    );
  });
});
