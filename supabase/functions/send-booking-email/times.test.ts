import assert from 'node:assert/strict';
import { formatOpeningHours, timesInAnotherForm } from '../../../packages/domain/src/format.ts';
import { booking } from './fixtures.test-support.ts';
import { renderEmail } from './templates.ts';

const decisions = {
  approved: booking(),
  rescheduled: booking({ rescheduled_at: '2026-11-22T09:00:00+00:00', reschedule_count: 1 }),
  rejected: booking({
    status: 'rejected',
    approved_at: null,
    rejected_at: '2026-11-21T13:00:00+00:00',
    rejection_reason: 'Full capacity at that time',
  }),
};

for (const [name, decided] of Object.entries(decisions)) {
  const kind = decided.status === 'rejected' ? 'rejected' : 'approved';
  Deno.test(`the ${name} e-mail writes every time as the site does: "19:30", open "15:00 to 23:00"`, () => {
    const email = renderEmail(kind, decided);
    for (const part of [email.text, email.html]) {
      assert.deepEqual(timesInAnotherForm(part), []);
      assert.ok(part.includes(`open daily ${formatOpeningHours()}`), 'missing the opening hours');
    }
    assert.match(email.text, /^Time: 19:30$/m);
  });
}
