import { englishOf } from '@venue/domain/refusal-english';
import type { ContentItem, Refusal } from '@venue/domain/refusals';
import { DataError, notFoundCode } from './errors.ts';

/**
 * A content item that was not there to edit or delete: deleted meanwhile, or one the caller may
 * not change (row-level security hides the row rather than failing). Refused by code
 * (`content.edit_gone`, `content.delete_gone`) with the item's kind.
 */
export function goneError(item: ContentItem, change: 'edit' | 'delete'): DataError {
  const refusal: Refusal =
    change === 'edit'
      ? { code: 'content.edit_gone', params: { item } }
      : { code: 'content.delete_gone', params: { item } };
  return new DataError(englishOf(refusal), notFoundCode, null, refusal);
}

/** The row an update by id wrote back, or the item's `content.edit_gone` refusal for none. */
export function editedRow<Row>(rows: Row[] | null, item: ContentItem): Row {
  const row = rows?.[0];
  if (!row) throw goneError(item, 'edit');
  return row;
}
