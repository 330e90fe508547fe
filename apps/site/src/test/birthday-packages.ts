import type { BirthdayPackage } from '@venue/data/birthday-packages/list-birthday-packages';

// The seed's packages, but Blaze written only in English (a package the manager has not translated
// yet) and Inferno with fewer Arabic items.

export const spark: BirthdayPackage = {
  id: 'spark-id',
  title: { en: 'Spark', ar: 'Spark' },
  price: 80,
  items: {
    en: ['1 VR session', '1 hour bowling', 'Reserved seating'],
    ar: ['جلسة واقع افتراضي واحدة', 'ساعة من البولينغ', 'مقاعد محجوزة للحفلة'],
  },
  min_people: 1,
  max_people: 10,
  duration: 60,
  guests_per_lane: 10,
};

export const blaze: BirthdayPackage = {
  id: 'blaze-id',
  title: { en: 'Blaze' },
  price: 70,
  items: { en: ['1 VR session', '1.5 hours bowling'] },
  min_people: 11,
  max_people: 25,
  duration: 90,
  guests_per_lane: 8,
};

export const inferno: BirthdayPackage = {
  id: 'inferno-id',
  title: { en: 'Inferno', ar: 'Inferno' },
  price: 60,
  items: { en: ['2 VR sessions', '1.5 hours bowling'], ar: ['جلستا واقع افتراضي'] },
  min_people: 26,
  max_people: 40,
  duration: 90,
  guests_per_lane: 10,
};

export const packages: BirthdayPackage[] = [spark, blaze, inferno];
