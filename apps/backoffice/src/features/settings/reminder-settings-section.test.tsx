import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { DataError } from '@venue/data/errors';
import { getReminderSettings } from '@venue/data/notifications/get-reminder-settings';
import { setReminderHours } from '@venue/data/notifications/set-reminder-hours';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsRoute } from '../../app/settings-route.tsx';
import { activateLocale } from '../../lib/i18n.ts';
import { renderWithProviders } from '../../test/render-app.tsx';

// The manager's "Reminders" in Settings: the hours before a visit each reminder goes, each
// switched on or off, typed in any digits; the database's refusal shown by its code.
vi.mock('../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/notifications/get-reminder-settings', () => ({
  getReminderSettings: vi.fn(),
}));
vi.mock('@venue/data/notifications/set-reminder-hours', () => ({ setReminderHours: vi.fn() }));

const outOfRange = new DataError(
  'Reminders go from 1 to 168 hours before a visit, the second closer to it than the first.',
  'VN010',
  null,
  { code: 'schedule.reminder_hours', params: { min: 1, max: 168 } },
);

beforeEach(async () => {
  await activateLocale('en');
  vi.mocked(getReminderSettings).mockReset().mockResolvedValue({ firstHours: 24, secondHours: 2 });
  // The database keeps what was saved: the next read gives it back.
  vi.mocked(setReminderHours)
    .mockReset()
    .mockImplementation(async (_client, hours) => {
      vi.mocked(getReminderSettings).mockResolvedValue(hours);
      return hours;
    });
});
afterEach(async () => {
  await activateLocale('en');
});

async function renderedForm(name: string) {
  return within(await screen.findByRole('form', { name }));
}

async function renderForm(name: string) {
  renderWithProviders(<SettingsRoute />, 'jana', '/admin/settings');
  return renderedForm(name);
}

describe("the manager's reminders", () => {
  it('shows the hours saved, 24 and 2, each switched on, and saves a change with a toast', async () => {
    const user = userEvent.setup();
    const form = await renderForm('Edit the reminders');
    const first = form.getByRole('textbox', { name: 'First reminder: hours before the visit' });
    const second = form.getByRole('textbox', { name: 'Second reminder: hours before the visit' });
    expect(first).toHaveValue('24');
    expect(second).toHaveValue('2');
    expect(form.getByRole('switch', { name: 'First reminder' })).toBeChecked();
    expect(form.getByRole('switch', { name: 'Second reminder' })).toBeChecked();
    expect(first).toHaveAccessibleDescription('From 1 to 168 hours before the visit.');

    await user.clear(first);
    await user.type(first, '48');
    await user.click(form.getByRole('switch', { name: 'Second reminder' }));
    expect(second).toBeDisabled();
    await user.click(form.getByRole('button', { name: 'Save reminders' }));
    expect(await screen.findByText('Reminders saved.')).toBeInTheDocument();
    expect(setReminderHours).toHaveBeenCalledWith({}, { firstHours: 48, secondHours: null });
  });

  it('switches a reminder that was off back on at its usual hours', async () => {
    vi.mocked(getReminderSettings).mockResolvedValue({ firstHours: null, secondHours: 3 });
    const user = userEvent.setup();
    const form = await renderForm('Edit the reminders');
    const first = form.getByRole('textbox', { name: 'First reminder: hours before the visit' });
    expect(form.getByRole('switch', { name: 'First reminder' })).not.toBeChecked();
    expect(first).toBeDisabled();
    await user.click(form.getByRole('switch', { name: 'First reminder' }));
    expect(first).toBeEnabled();
    expect(first).toHaveValue('24');
  });

  it('shows the refusal of hours out of range by its code, and keeps what was typed', async () => {
    vi.mocked(setReminderHours).mockRejectedValue(outOfRange);
    const user = userEvent.setup();
    const form = await renderForm('Edit the reminders');
    const first = form.getByRole('textbox', { name: 'First reminder: hours before the visit' });
    await user.clear(first);
    await user.type(first, '200');
    await user.click(form.getByRole('button', { name: 'Save reminders' }));
    expect(await form.findByRole('alert')).toHaveTextContent(
      'Reminders go from 1 to 168 hours before a visit, the second closer to it than the first.',
    );
    expect(first).toHaveValue('200');
    expect(screen.queryByText('Reminders saved.')).toBeNull();
  });

  it('is not shown to reception, as the other venue settings', async () => {
    renderWithProviders(<SettingsRoute />, 'reception', '/admin/settings');
    await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(screen.queryByRole('region', { name: 'Reminders' })).toBeNull();
    expect(getReminderSettings).not.toHaveBeenCalled();
  });
});

describe('the reminders in Arabic', () => {
  beforeEach(async () => {
    await activateLocale('ar');
  });

  it('takes hours typed in Arabic-Indic digits, and says the refusal in Arabic', async () => {
    const user = userEvent.setup();
    const form = await renderForm('تعديل التذكيرات');
    const first = form.getByRole('textbox', { name: 'التذكير الأول: عدد الساعات قبل الزيارة' });
    const second = form.getByRole('textbox', { name: 'التذكير الثاني: عدد الساعات قبل الزيارة' });
    await user.clear(first);
    await user.type(first, '٣٦');
    await user.clear(second);
    await user.type(second, '۴');
    await user.click(form.getByRole('button', { name: 'حفظ التذكيرات' }));
    expect(await screen.findByText('تم حفظ التذكيرات.')).toBeInTheDocument();
    expect(setReminderHours).toHaveBeenCalledWith({}, { firstHours: 36, secondHours: 4 });

    // The saved hours load the form afresh.
    vi.mocked(setReminderHours).mockRejectedValue(outOfRange);
    const saved = await renderedForm('تعديل التذكيرات');
    await user.click(saved.getByRole('button', { name: 'حفظ التذكيرات' }));
    const refusal = await saved.findByRole('alert');
    expect(refusal).toHaveTextContent(/^لم تُحفظ التذكيرات.*تُرسَل التذكيرات قبل الزيارة بما بين/);
    expect(refusal.textContent).not.toMatch(/Reminders/);
  });
});
