import { plural, t } from '@lingui/core/macro';
import type { TellOutcome } from '@venue/data/bookings/tell-affected-customers';

type Toast = { type: 'success' | 'warning'; message: string };

/** The toast after "Tell the customer" of one booking a change to the schedule strands. */
export function affectedCustomerToast(outcome: TellOutcome): Toast {
  switch (outcome) {
    case 'queued':
      return {
        type: 'success',
        message: t`The customer will hear of it within a minute, with their link to pick another time.`,
      };
    case 'already_told':
      return { type: 'success', message: t`The customer was already told about this change.` };
    case 'no_contact':
      return {
        type: 'warning',
        message: t`No e-mail and no WhatsApp for this customer: call them.`,
      };
    case 'not_affected':
      return {
        type: 'warning',
        message: t`This booking is not affected by a closure or by the opening hours any more, so there is nothing to tell its customer.`,
      };
    case 'not_found':
      return { type: 'warning', message: t`This booking no longer exists.` };
  }
}

/** The toast after "Tell the customers" of every booking a change strands. */
export function affectedCustomersToast(outcomes: readonly TellOutcome[]): Toast {
  const told = outcomes.filter(
    (outcome) => outcome === 'queued' || outcome === 'already_told',
  ).length;
  const unreachable = outcomes.filter((outcome) => outcome === 'no_contact').length;
  const gone = outcomes.length - told - unreachable;
  const done = t`${plural(told, { one: '# customer will hear of it within a minute.', other: '# customers will hear of it within a minute.' })}`;
  if (unreachable === 0 && gone === 0) return { type: 'success', message: done };
  const parts = [done];
  if (unreachable > 0) {
    parts.push(
      t`${plural(unreachable, { one: '# has no e-mail and no WhatsApp: call them.', other: '# have no e-mail and no WhatsApp: call them.' })}`,
    );
  }
  if (gone > 0) {
    parts.push(
      t`${plural(gone, { one: '# booking is no longer affected.', other: '# bookings are no longer affected.' })}`,
    );
  }
  return { type: 'warning', message: parts.join(' ') };
}
