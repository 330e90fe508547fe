import type { FaqFormValues } from '@venue/domain/forms/faq-form';
import type { VenueClient } from '../client.ts';
import { editedRow } from '../edited-row.ts';
import { unwrap } from '../errors.ts';
import { type Faq, faqColumns, toFaq } from './list-faqs.ts';

/**
 * Writes the form's checked (trimmed) values back to a FAQ entry: the languages written replace
 * the entry's; its place stays.
 */
export async function updateFaq(
  client: VenueClient,
  id: string,
  values: FaqFormValues,
): Promise<Faq> {
  const updated = unwrap(
    await client
      .from('faqs')
      .update({ question: values.question, answer: values.answer })
      .eq('id', id)
      .select(faqColumns),
  );
  return toFaq(editedRow(updated, 'faq'));
}
