import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { moveContentItem } from '@venue/data/content-order/move-content-item';
import { goneError } from '@venue/data/edited-row';
import { DataError } from '@venue/data/errors';
import { addFaq } from '@venue/data/faqs/add-faq';
import { deleteFaq } from '@venue/data/faqs/delete-faq';
import { type Faq, listFaqs } from '@venue/data/faqs/list-faqs';
import { updateFaq } from '@venue/data/faqs/update-faq';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { expectVisible } from '../../../test/visible.ts';
import { FaqsTab } from './faqs-tab.tsx';

vi.mock('../../../lib/supabase.ts', () => ({ supabase: {} }));
vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));
vi.mock('@venue/data/faqs/add-faq', () => ({ addFaq: vi.fn() }));
vi.mock('@venue/data/faqs/delete-faq', () => ({ deleteFaq: vi.fn() }));
vi.mock('@venue/data/faqs/update-faq', () => ({ updateFaq: vi.fn() }));
vi.mock('@venue/data/content-order/move-content-item', () => ({ moveContentItem: vi.fn() }));

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

const faq: Faq = {
  id: 'f1',
  question: { en: 'Do you have parking?', ar: 'هل يوجد موقف سيارات؟' },
  answer: { en: 'Yes, behind the building.', ar: 'نعم، خلف المبنى.' },
  created_at: '2026-11-01T10:00:00Z',
  position: 1,
};
const shoes: Faq = {
  id: 'f2',
  question: { en: 'Do you rent shoes?' },
  answer: { en: 'Shoes come with every booking.' },
  created_at: '2026-11-02T10:00:00Z',
  position: 2,
};

beforeEach(() => {
  vi.mocked(listFaqs).mockReset().mockResolvedValue([faq, shoes]);
  vi.mocked(updateFaq).mockReset().mockResolvedValue(faq);
  vi.mocked(moveContentItem).mockReset().mockResolvedValue(1);
  vi.mocked(addFaq).mockReset().mockResolvedValue(faq);
  vi.mocked(deleteFaq).mockReset().mockResolvedValue();
});

describe('Manage FAQs', () => {
  it('writes a FAQ in Arabic on its own tab; the Arabic tab says Missing until it is written', async () => {
    const user = userEvent.setup();
    const { question, answer, submit } = renderTab();
    const form = screen.getByRole('form', { name: 'Add FAQ' });
    const arabicTab = within(form).getByRole('tab', { name: /العربية/ });
    expect(arabicTab).not.toHaveTextContent('Missing');
    await user.type(question, 'Can I bring a cake?');
    await user.type(answer, 'Yes.');
    expect(arabicTab).toHaveTextContent('Missing');

    await user.click(arabicTab);
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    expect(panel.querySelector('[lang="ar"]')).toHaveAttribute('dir', 'rtl');
    await user.type(within(panel).getByRole('textbox', { name: /Question/ }), ' هل أحضر كعكة؟ ');
    await user.type(within(panel).getByRole('textbox', { name: /Answer/ }), 'نعم.');
    expect(arabicTab).not.toHaveTextContent('Missing');
    await user.click(submit);
    await waitFor(() =>
      expect(addFaq).toHaveBeenCalledWith(
        {},
        {
          question: { en: 'Can I bring a cake?', ar: 'هل أحضر كعكة؟' },
          answer: { en: 'Yes.', ar: 'نعم.' },
        },
      ),
    );
  });

  it('an Arabic question without its answer is refused on the Arabic tab, and nothing is saved', async () => {
    const user = userEvent.setup();
    const { question, answer, submit } = renderTab();
    await user.type(question, 'Can I bring a cake?');
    await user.type(answer, 'Yes.');
    const form = screen.getByRole('form', { name: 'Add FAQ' });
    await user.click(within(form).getByRole('tab', { name: /العربية/ }));
    const panel = within(form).getByRole('tabpanel', { name: /العربية/ });
    await user.type(within(panel).getByRole('textbox', { name: /Question/ }), 'هل أحضر كعكة؟');
    await user.click(submit);
    await expectVisible(
      await within(panel).findByText('Please enter both a question and an answer'),
    );
    expect(addFaq).not.toHaveBeenCalled();
  });

  it('marks an entry that still needs Arabic; one written in both needs nothing', async () => {
    renderTab();
    const list = await screen.findByRole('list', { name: 'FAQs' });
    const [both, englishOnly] = within(list).getAllByRole('listitem');
    expect(both).not.toHaveTextContent('Needs Arabic');
    expect(englishOnly).toHaveTextContent('Needs Arabic');
  });

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
        { question: { en: 'Can I bring a cake?' }, answer: { en: 'Yes, for birthdays.' } },
      ),
    );
    expect(await screen.findByText('FAQ added successfully!')).toBeInTheDocument();
    expect(question).toHaveValue('');
  });

  it('deletes only after the confirmation, then says so', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Delete FAQ: ${faq.question.en}` }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(deleteFaq).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: `Delete FAQ: ${faq.question.en}` }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(deleteFaq).toHaveBeenCalledWith({}, 'f1'));
    expect(await screen.findByText('FAQ deleted successfully!')).toBeInTheDocument();
  });

  it('Edit loads the FAQ into the form; Save writes back trimmed and says "FAQ updated successfully!"', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Edit FAQ: ${shoes.question.en}` }));
    const form = screen.getByRole('form', { name: `Edit FAQ: ${shoes.question.en}` });
    const question = within(form).getByRole('textbox', { name: /Question/ });
    expect(question).toHaveValue(shoes.question.en);
    expect(question).toHaveFocus();
    expect(within(form).getByRole('textbox', { name: /Answer/ })).toHaveValue(shoes.answer.en);

    await user.clear(question);
    await user.type(question, '  Can I rent shoes?  ');
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(updateFaq).toHaveBeenCalledWith({}, 'f2', {
        question: { en: 'Can I rent shoes?' },
        answer: shoes.answer,
      }),
    );
    expect(addFaq).not.toHaveBeenCalled();
    expect(await screen.findByText('FAQ updated successfully!')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Add FAQ' })).toBeInTheDocument();
  });

  it('an edit is checked like an addition: a blank answer is refused and nothing is saved', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Edit FAQ: ${faq.question.en}` }));
    const form = screen.getByRole('form', { name: `Edit FAQ: ${faq.question.en}` });
    await user.clear(within(form).getByRole('textbox', { name: /Answer/ }));
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    await expectVisible(
      await within(form).findByText('Please enter both a question and an answer'),
    );
    expect(updateFaq).not.toHaveBeenCalled();
  });

  it('Cancel leaves edit mode with the form empty and saves nothing', async () => {
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Edit FAQ: ${faq.question.en}` }));
    const form = screen.getByRole('form', { name: `Edit FAQ: ${faq.question.en}` });
    await user.click(within(form).getByRole('button', { name: 'Cancel' }));
    const add = screen.getByRole('form', { name: 'Add FAQ' });
    expect(within(add).getByRole('textbox', { name: /Question/ })).toHaveValue('');
    expect(within(add).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(updateFaq).not.toHaveBeenCalled();
  });

  it('a failed edit says "Error updating FAQ" with the reason and stays in edit mode', async () => {
    vi.mocked(updateFaq).mockRejectedValue(goneError('faq', 'edit'));
    const user = userEvent.setup();
    renderTab();
    await user.click(await screen.findByRole('button', { name: `Edit FAQ: ${faq.question.en}` }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Error updating FAQ: This FAQ no longer exists or you may not edit it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: `Edit FAQ: ${faq.question.en}` })).toBeInTheDocument();
  });

  it('moves a FAQ up or down with labelled buttons; the first cannot go up, the last not down', async () => {
    const user = userEvent.setup();
    renderTab();
    const firstUp = await screen.findByRole('button', { name: `Move FAQ: ${faq.question.en} up` });
    expect(firstUp).toHaveAttribute('aria-disabled', 'true');
    expect(
      screen.getByRole('button', { name: `Move FAQ: ${shoes.question.en} down` }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(firstUp);
    expect(moveContentItem).not.toHaveBeenCalled();

    vi.mocked(listFaqs).mockResolvedValue([
      { ...shoes, position: 1 },
      { ...faq, position: 2 },
    ]);
    const up = screen.getByRole('button', { name: `Move FAQ: ${shoes.question.en} up` });
    up.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(moveContentItem).toHaveBeenCalledWith({}, 'faqs', 'f2', 'up'));
    const list = screen.getByRole('list', { name: 'FAQs' });
    await waitFor(() =>
      expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(shoes.question.en ?? ''),
    );
    // The focus stays on the button used, now at the top and marked unavailable.
    await waitFor(() => expect(up).toHaveFocus());
    expect(up).toHaveAttribute('aria-disabled', 'true');
  });

  it('a refused move says "Error moving FAQ" with the reason', async () => {
    vi.mocked(moveContentItem).mockRejectedValue(
      new DataError('Only the manager can change the order.', '42501', null, {
        code: 'access.manager_only',
        params: { action: 'change the order' },
      }),
    );
    const user = userEvent.setup();
    renderTab();
    await user.click(
      await screen.findByRole('button', { name: `Move FAQ: ${faq.question.en} down` }),
    );
    expect(
      await screen.findByText('Error moving FAQ: Only the manager can change the order.'),
    ).toBeInTheDocument();
  });
});
