import { expect, it } from 'vitest';
import { englishErrors } from './english-errors.test-support.ts';
import { venueContactsFormSchema } from './venue-contacts-form.ts';

it('the WhatsApp number is a mobile, typed locally, internationally or in Arabic digits', () => {
  for (const typed of ['0599 123 456', '+970 599 123 456', '٠٥٩٩١٢٣٤٥٦', '00972521234567']) {
    expect(venueContactsFormSchema.parse({ whatsAppNumber: typed }).whatsAppNumber).toMatch(
      /^\+97[02]5\d{8}$/,
    );
  }
  expect(venueContactsFormSchema.parse({ whatsAppNumber: '0599123456' })).toEqual({
    whatsAppNumber: '+970599123456',
  });
});

it('a landline, a foreign number or a short one is refused; blank asks for the number', () => {
  for (const typed of ['+970 2 295 0000', '02 295 0000', '+14155550100', '059912345']) {
    expect(englishErrors(venueContactsFormSchema, { whatsAppNumber: typed })).toEqual({
      whatsAppNumber: 'Enter a mobile number like 05XXXXXXXX or +9705XXXXXXXX',
    });
  }
  expect(englishErrors(venueContactsFormSchema, { whatsAppNumber: '  ' })).toEqual({
    whatsAppNumber: 'Please enter the WhatsApp number',
  });
});
