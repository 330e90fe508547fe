import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type Faq = Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'created_at' | 'position'>;

/** The columns of a FAQ as the lists read them. */
export const faqColumns = 'id, question, answer, created_at, position';

/** Every FAQ in the manager's order. */
export async function listFaqs(client: VenueClient): Promise<Faq[]> {
  const rows = unwrapRows(
    await client.from('faqs').select(faqColumns).order('position', { ascending: true }),
  );
  return rows;
}
