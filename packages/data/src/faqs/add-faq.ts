import type { FaqFormValues } from '@venue/domain/forms/faq-form';
import type { VenueClient } from '../client.ts';
import { DataError, unwrap } from '../errors.ts';
import { type Faq, faqColumns, toFaq } from './list-faqs.ts';

/**
 * Adds a FAQ entry from the form's checked (trimmed) values, in the languages written, at the end
 * of the list.
 */
export async function addFaq(client: VenueClient, values: FaqFormValues): Promise<Faq> {
  const row = unwrap(
    await client
      .from('faqs')
      .insert({ question: values.question, answer: values.answer })
      .select(faqColumns)
      .single(),
  );
  if (!row) throw new DataError('The database gave no answer. Please try again.', 'no_data');
  return toFaq(row);
}
