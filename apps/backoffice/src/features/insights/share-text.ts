import { formatPercent } from '@venue/domain/format';
import type { LocaleCode } from '@venue/domain/locales';

/** A share of the insights (0 to 1) as a whole percentage, or "–" when the period has no case. */
export function shareText(share: number | null, locale: LocaleCode): string {
  return share === null ? '–' : formatPercent(share, locale);
}
