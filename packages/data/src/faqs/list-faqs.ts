import type { VenueClient } from '../client.ts';
import type { Tables } from '../database.types.ts';
import { unwrapRows } from '../errors.ts';

export type Faq = Pick<Tables<'faqs'>, 'id' | 'question' | 'answer' | 'created_at'>;

/** Every FAQ in the order the manager added them, oldest first. */
export async function listFaqs(client: VenueClient): Promise<Faq[]> {
  const rows = unwrapRows(
    await client
      .from('faqs')
      .select('id, question, answer, created_at')
      .order('created_at', { ascending: true })
      .order('id', { ascending: true }),
  );
  return rows;
}
