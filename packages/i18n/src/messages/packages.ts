import { msg } from '@lingui/core/macro';
import type { MessageTable } from './lookup.ts';

/** The static birthday packages' contents and group sizes (packages/domain/src/pricing.ts). */
export const birthdayPackageMessages: MessageTable = {
  fixed: [
    ['1 VR session', msg`1 VR session`],
    ['2 VR sessions', msg`2 VR sessions`],
    ['1 hour bowling', msg`1 hour bowling`],
    ['1.5 hours bowling', msg`1.5 hours bowling`],
    ['Reserved seating', msg`Reserved seating`],
    ['up to 10 people', msg`up to 10 people`],
    ['11-25 people', msg`11-25 people`],
    ['26+ people', msg`26+ people`],
  ],
};
