import { screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type Faq, listFaqs } from '@venue/data/faqs/list-faqs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { FaqPage } from './faq-page.tsx';

vi.mock('@venue/data/faqs/list-faqs', () => ({ listFaqs: vi.fn() }));

const faqs: Faq[] = [
  {
    id: 'lane',
    question: { en: 'Do I need to book a lane?', ar: 'هل يجب حجز مسار مسبقًا؟' },
    answer: { en: 'Walk-ins are welcome when a lane is free.', ar: 'نرحّب بمن يأتي دون حجز.' },
    created_at: '2026-10-01T10:00:00+00:00',
    position: 1,
  },
  {
    id: 'shoes',
    question: { en: 'Do you rent bowling shoes?' },
    answer: { en: 'Shoes are included with every booking.' },
    created_at: '2026-10-02T10:00:00+00:00',
    position: 2,
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('FAQ page', () => {
  it('reads "Loading FAQs..." until the questions arrive', () => {
    vi.mocked(listFaqs).mockReturnValue(new Promise(() => {}));
    renderWithProviders(<FaqPage />);

    expect(screen.getByText('Loading FAQs...')).toHaveAttribute('role', 'status');
  });

  it('reads "No FAQs available at the moment." when there are none, or they cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(listFaqs).mockRejectedValue(new Error('Network down'));
    renderWithProviders(<FaqPage />);

    expect(await screen.findByText('No FAQs available at the moment.')).toBeVisible();
    expect(console.error).toHaveBeenCalled();
  });

  it('opens one answer at a time', async () => {
    vi.mocked(listFaqs).mockResolvedValue(faqs);
    renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: 'Do I need to book a lane?' });
    const second = screen.getByRole('button', { name: 'Do you rent bowling shoes?' });
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(faqs[0]?.answer.en ?? '')).not.toBeVisible();
    expect(screen.queryByRole('region', { name: faqs[0]?.question.en })).not.toBeInTheDocument();

    await userEvent.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'Do I need to book a lane?' })).toHaveTextContent(
      'Walk-ins are welcome when a lane is free.',
    );

    await userEvent.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'Do I need to book a lane?' }),
      ).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Walk-ins are welcome when a lane is free.')).not.toBeVisible();
    expect(screen.getByRole('region', { name: 'Do you rent bowling shoes?' })).toHaveTextContent(
      'Shoes are included with every booking.',
    );
  });

  it('closes an open answer when its question is clicked again', async () => {
    vi.mocked(listFaqs).mockResolvedValue(faqs);
    renderWithProviders(<FaqPage />);
    const first = await screen.findByRole('button', { name: 'Do I need to book a lane?' });

    await userEvent.click(first);
    await userEvent.click(first);

    expect(first).toHaveAttribute('aria-expanded', 'false');
  });

  it('ends with a contact line', async () => {
    vi.mocked(listFaqs).mockResolvedValue(faqs);
    renderWithProviders(<FaqPage />);

    expect(await screen.findByText(/Still have a question\?/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'hello@strikezone.example' })).toHaveAttribute(
      'href',
      'mailto:hello@strikezone.example',
    );
  });
});
