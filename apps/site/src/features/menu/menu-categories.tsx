import { useLingui } from '@lingui/react/macro';
import { type ShownText, shownTextProps } from '@venue/domain/localized-text';
import type { MenuCategory } from '@venue/domain/menu-items';
import { menuCategoryText } from '@venue/i18n/messages/menu';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './menu-categories.module.css';

/**
 * The menu's category chips: "All", then each category present (built-in ones in the visitor's
 * language, the manager's own in the visitor's language when she wrote it, else marked in the
 * one she did). The pressed chip is the one shown (by its key); `null` is all.
 */
export function MenuCategories({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly MenuCategory[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const all: ShownText = { text: t`All`, lang: useLocale(), isFallback: false };
  // `null` is "All"; a category by its key.
  const chips: Array<{ key: string | null; label: ShownText }> = [
    { key: null, label: all },
    ...categories.map((category) => ({
      key: category.key,
      label: menuCategoryText(i18n, category),
    })),
  ];

  return (
    <fieldset className={styles.chips}>
      <legend className="sr-only">{t`Menu categories`}</legend>
      {chips.map(({ key, label }) => (
        <button
          key={key ?? ''}
          type="button"
          className={styles.chip}
          aria-pressed={selected === key}
          onClick={() => onSelect(key)}
          {...shownTextProps(label)}
        >
          {label.text}
        </button>
      ))}
    </fieldset>
  );
}
