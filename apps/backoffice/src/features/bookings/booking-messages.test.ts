import { describe, expect, it } from 'vitest';
import { activateLocale } from '../../lib/i18n.ts';
import {
  approvalToast,
  partyVrApprovedLine,
  resendToast,
  vrApprovalToast,
} from './booking-messages.ts';

const undecided = {
  status: 'failed',
  error: 'This booking is still pending: approve or reject it before e-mailing the customer.',
  refusal: { code: 'email.undecided', params: {} },
} as const;

describe("the desk's e-mail toasts", () => {
  it("say a function's refusal by its code, in the staff member's language", async () => {
    await activateLocale('ar');
    const resend = resendToast(undecided);
    expect(resend.type).toBe('error');
    expect(resend.message).toContain('هذا الحجز ما زال قيد الانتظار');
    expect(resend.message).not.toMatch(/[A-Za-z]/);
    const approved = approvalToast({ date: '2046-05-10', time: '19:30' }, 3, undecided, 6);
    expect(approved.message).toContain('هذا الحجز ما زال قيد الانتظار');
    await activateLocale('en');
    expect(resendToast({ ...undecided, error: 'Reworded.' }).message).toBe(
      'Email failed to send: This booking is still pending: approve or reject it before e-mailing the customer.',
    );
  });

  it("name a group's lanes, and one lane as the spec says it", async () => {
    await activateLocale('en');
    const sent = { status: 'sent', recipient: 'omar@example.com' } as const;
    const booking = { date: '2046-05-10', time: '19:30' } as const;
    expect(approvalToast(booking, [2, 3], sent, 6).message).toBe(
      'Booking approved and confirmation email sent! Lanes 2–3 of 6 assigned for May 10, 2046 at 19:30.',
    );
    expect(approvalToast(booking, [2, 5], { status: 'skipped' }, 6).message).toBe(
      'Booking approved! (No email on file) Lanes 2, 5 of 6 assigned for May 10, 2046 at 19:30.',
    );
    expect(approvalToast(booking, [4], sent, 6).message).toBe(
      'Booking approved and confirmation email sent! Lane 4/6 assigned for May 10, 2046 at 19:30.',
    );
    await activateLocale('ar');
    expect(approvalToast(booking, [2, 3], sent, 6).message).toContain('2 و3');
  });

  it("keep the e-mail service's own words for a send that failed without a code", async () => {
    await activateLocale('en');
    const busy = { status: 'failed', error: 'The e-mail service is busy.', refusal: null } as const;
    expect(resendToast(busy).message).toBe('Email failed to send: The e-mail service is busy.');
  });

  it("name a VR booking's stations, never a lane, in English and Arabic", async () => {
    await activateLocale('en');
    const sent = { status: 'sent', recipient: 'omar@example.com' } as const;
    const booking = { date: '2046-05-10', time: '18:20' } as const;
    expect(vrApprovalToast(booking, [1, 2, 3], sent).message).toBe(
      'VR booking approved and confirmation email sent! Stations 1–3 held for May 10, 2046 at 18:20.',
    );
    expect(vrApprovalToast(booking, [4], { status: 'skipped' }).message).toBe(
      'VR booking approved! (No email on file) Station 4 held for May 10, 2046 at 18:20.',
    );
    expect(partyVrApprovedLine(2, '19:40', [1, 2, 3, 4])).toBe(
      'VR: 2 sessions from 19:40 on stations 1–4.',
    );
    await activateLocale('ar');
    expect(partyVrApprovedLine(1, '19:40', [1, 2, 3, 4])).toBe(
      'الواقع الافتراضي: جلسة واحدة من الساعة 19:40 على المحطات من 1 إلى 4.',
    );
    const arabic = vrApprovalToast(booking, [1, 2, 3], sent).message;
    expect(arabic).toContain('المحطات من 1 إلى 3');
    expect(arabic).not.toMatch(/[A-Za-z]/);
  });
});
