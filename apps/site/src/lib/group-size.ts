import type { MessageDescriptor } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';

/**
 * A birthday package's group size, as the packages page and the booking form's cards say it:
 * "Up to 10 people", "11-25 people".
 */
export function groupSizeText(minPeople: number, maxPeople: number): MessageDescriptor {
  return minPeople <= 1
    ? msg`Up to ${plural(maxPeople, { one: '# person', other: '# people' })}`
    : msg`${minPeople}-${plural(maxPeople, { one: '# person', other: '# people' })}`;
}
