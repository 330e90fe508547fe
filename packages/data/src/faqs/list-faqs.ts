import { asLocalizedText, type LocalizedText } from '@venue/domain/localized-text';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';
import type { PublicClient } from '../public-client.ts';

/** A FAQ entry, its question and answer in each language the manager wrote them in. */
export type Faq = Pick<Tables<'faqs'>, 'id' | 'created_at' | 'position'> & {
  question: LocalizedText;
  answer: LocalizedText;
};

/** The columns of a FAQ as the lists read them. */
export const faqColumns = 'id, question, answer, created_at, position';

/** A row as the database answers it (question and answer as JSON), read as a FAQ entry. */
export function toFaq(
  row: Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'created_at' | 'position'>,
): Faq {
  return { ...row, question: asLocalizedText(row.question), answer: asLocalizedText(row.answer) };
}

/** Every FAQ in the manager's order. */
export async function listFaqs(client: PublicClient): Promise<Faq[]> {
  const rows = unwrapRows(
    await client.from('faqs').select(faqColumns).order('position', { ascending: true }),
  );
  return rows.map(toFaq);
}
