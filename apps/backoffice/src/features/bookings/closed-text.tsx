/** "Closed: <reason>" for a closure, the reason in the staff member's language (or its fallback's). */
import { Trans, useLingui } from '@lingui/react/macro';
import { shownTextProps, textIn } from '@venue/domain/localized-text';
import type { Closure } from '@venue/domain/schedule';
import { localeOf } from '@venue/i18n/locales';

/**
 * What a closed day or slot says: "Closed: Eid al-Fitr", the reason carrying its own `lang` and
 * `dir` when it is shown in the other language; "Closed" alone for a day without hours.
 */
export function ClosedText({ closure }: { closure: Closure | null }) {
  const { i18n } = useLingui();
  const shown = closure ? textIn(closure.reason, localeOf(i18n)) : null;
  if (!shown) return <Trans>Closed</Trans>;
  const reason = shown.text;
  return (
    <Trans>
      Closed: <span {...shownTextProps(shown)}>{reason}</span>
    </Trans>
  );
}
