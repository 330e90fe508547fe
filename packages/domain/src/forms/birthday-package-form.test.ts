import { describe, expect, it } from 'vitest';
import { birthdayPackageFormSchema, packageItemsFrom } from './birthday-package-form.ts';
import { fieldErrors } from './field-errors.ts';

const blaze = {
  title: 'Blaze',
  price: '70',
  items: ['1 VR session', '1.5 hours bowling'],
  maxPeople: '25',
  duration: 90,
};

describe('birthday package form', () => {
  it('numeric text becomes numbers: " 70.5 " is 70.5, "25" is 25', () => {
    expect(birthdayPackageFormSchema.parse({ ...blaze, price: ' 70.5 ' })).toEqual({
      title: 'Blaze',
      price: 70.5,
      items: ['1 VR session', '1.5 hours bowling'],
      minPeople: 1,
      maxPeople: 25,
      duration: 90,
    });
    expect(birthdayPackageFormSchema.parse({ ...blaze, price: 70, maxPeople: 25 })).toMatchObject({
      price: 70,
      maxPeople: 25,
    });
  });

  it('a package without a title or a price asks to fill all required fields', () => {
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, title: ' ', price: '' })).toEqual({
      title: 'Please fill all required fields',
      price: 'Please fill all required fields',
    });
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price: null })).toEqual({
      price: 'Please fill all required fields',
    });
  });

  it('a price is 1 to 10000 ILS with at most 2 decimals', () => {
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price: 1 })).toEqual({});
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price: '10000' })).toEqual({});
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price: 99.99 })).toEqual({});
    for (const price of [0.99, 10000.01, 'seventy', '-5']) {
      expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price })).toEqual({
        price: 'Price must be between 1 and 10000 ILS',
      });
    }
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, price: '70.505' })).toEqual({
      price: 'Price can have at most 2 decimals',
    });
  });

  it('min people is a whole number from 1 to 200, one when blank', () => {
    expect(birthdayPackageFormSchema.parse({ ...blaze, minPeople: ' 11 ' })).toMatchObject({
      minPeople: 11,
    });
    expect(birthdayPackageFormSchema.parse({ ...blaze, minPeople: '' })).toMatchObject({
      minPeople: 1,
    });
    for (const minPeople of [0, 201, '12.5', 'ten']) {
      expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, minPeople })).toEqual({
        minPeople: 'Min people must be a whole number from 1 to 200',
      });
    }
  });

  it('min people may equal max people but not exceed it', () => {
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, minPeople: '25' })).toEqual({});
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, minPeople: '26' })).toEqual({
      minPeople: 'Min people cannot be more than max people',
    });
  });

  it('max people is a whole number from 1 to 200', () => {
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, maxPeople: 1 })).toEqual({});
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, maxPeople: '200' })).toEqual({});
    for (const maxPeople of [0, 201, '12.5', '', undefined]) {
      expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, maxPeople })).toEqual({
        maxPeople: 'Max people must be a whole number from 1 to 200',
      });
    }
  });

  it('a duration is whole minutes from 45 to 480; blank or missing is 45', () => {
    const { duration: _, ...withoutDuration } = blaze;
    expect(birthdayPackageFormSchema.parse(withoutDuration).duration).toBe(45);
    expect(birthdayPackageFormSchema.parse({ ...blaze, duration: '' }).duration).toBe(45);
    expect(birthdayPackageFormSchema.parse({ ...blaze, duration: '480' }).duration).toBe(480);
    for (const duration of [44, 481, 60.5]) {
      expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, duration })).toEqual({
        duration: 'Duration must be whole minutes from 45 to 480',
      });
    }
  });

  it('items may be missing (none), a list, or text with one item per line', () => {
    const { items: _, ...withoutItems } = blaze;
    expect(birthdayPackageFormSchema.parse(withoutItems).items).toEqual([]);
    expect(
      birthdayPackageFormSchema.parse({
        ...blaze,
        items: '2 VR sessions\r\n 1.5 hours bowling \n\n',
      }).items,
    ).toEqual(['2 VR sessions', '1.5 hours bowling']);
    expect(
      birthdayPackageFormSchema.parse({ ...blaze, items: [' Cake ', '', '  '] }).items,
    ).toEqual(['Cake']);
  });

  it('a package lists at most 20 items of at most 200 characters each', () => {
    const twenty = Array.from({ length: 20 }, (_, index) => `Item ${index + 1}`);
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, items: twenty })).toEqual({});
    expect(
      fieldErrors(birthdayPackageFormSchema, { ...blaze, items: [...twenty, 'One more'] }),
    ).toEqual({
      items: 'A package can list at most 20 items',
    });
    expect(
      fieldErrors(birthdayPackageFormSchema, { ...blaze, items: ['ok', 'a'.repeat(201)] }),
    ).toEqual({ 'items.1': 'Each item must be at most 200 characters' });
    expect(fieldErrors(birthdayPackageFormSchema, { ...blaze, items: ['a'.repeat(200)] })).toEqual(
      {},
    );
  });

  it('splits item text at line breaks only: "Cake, candles" is one item, commas and all', () => {
    expect(packageItemsFrom('Cake, candles\n1 VR session')).toEqual([
      'Cake, candles',
      '1 VR session',
    ]);
    expect(
      birthdayPackageFormSchema.parse({ ...blaze, items: 'Cake, candles, balloons' }).items,
    ).toEqual(['Cake, candles, balloons']);
  });
});
