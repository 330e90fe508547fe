import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { addFaq } from '@venue/data/faqs/add-faq';
import { deleteFaq } from '@venue/data/faqs/delete-faq';
import { listFaqs } from '@venue/data/faqs/list-faqs';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { FaqsTab } from './faqs-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/faqs/add-faq', () => ({ addFaq: vi.fn() }));
vi.mock('@venue/data/faqs/delete-faq', () => ({ deleteFaq: vi.fn() }));

function renderTab() {
  const queryClient = createQueryClient({ retry: false });
  render(
    <AppProviders queryClient={queryClient}>
      <FaqsTab />
    </AppProviders>,
  );
  const form = screen.getByRole('form', { name: 'Add FAQ' });
  return {
    question: within(form).getByRole('textbox', { name: /Question/ }),
    answer: within(form).getByRole('textbox', { name: /Answer/ }),
    submit: within(form).getByRole('button', { name: 'Add FAQ' }),
  };
}

const faq = {
  id: 'f1',
  question: 'Do you have parking?',
  answer: 'Yes, behind the building.',
  created_at: '2026-11-01T10:00:00Z',
};

beforeEach(() => {
  vi.mocked(listFaqs).mockResolvedValue([faq]);
  vi.mocked(addFaq).mockReset().mockResolvedValue(faq);
  vi.mocked(deleteFaq).mockReset().mockResolvedValue();
});

describe('Manage FAQs', () => {
  it('requires both a question and an answer; blanks of spaces count as missing', async () => {
    const user = userEvent.setup();
    const { question, answer, submit } = renderTab();
    await user.type(question, '   ');
    await user.click(submit);
    expect(await screen.findAllByText('Please enter both a question and an answer')).toHaveLength(
      2,
    );
    await user.type(answer, 'An answer');
    await user.click(submit);
    expect(screen.getAllByText('Please enter both a question and an answer')).toHaveLength(1);
    expect(addFaq).not.toHaveBeenCalled();
  });

  it('saves the question and answer trimmed, says so and empties the form', async () => {
    const user = userEvent.setup();
    const { question, answer, submit } = renderTab();
    await user.type(question, '  Can I bring a cake?  ');
    await user.type(answer, '  Yes, for birthdays.  ');
    await user.click(submit);
    await waitFor(() =>
      expect(addFaq).toHaveBeenCalledWith(
        {},
        { question: 'Can I bring a cake?', answer: 'Yes, for birthdays.' },
      ),
    );
    expect(await screen.findByText('FAQ added successfully!')).toBeInTheDocument();
    expect(question).toHaveValue('');
  });

  it('deletes only after the confirmation, then says so', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Delete FAQ: ${faq.question}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteFaq).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Delete FAQ: ${faq.question}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteFaq).toHaveBeenCalledWith({}, 'f1'));
    expect(await screen.findByText('FAQ deleted successfully!')).toBeInTheDocument();
  });
});
