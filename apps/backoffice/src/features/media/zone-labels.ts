import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Zone } from '@venue/domain/zones';

/** The zones' names, in the staff member's language through `i18n._`. */
export const zoneLabels: Readonly<Record<Zone, MessageDescriptor>> = {
  bowling: msg`Bowling`,
  vr: msg`VR`,
  cafe: msg`Cafe`,
};
