import { useLingui } from '@lingui/react/macro';
import { type ShownText, shownTextProps } from '@venue/domain/localized-text';
import type { MenuCategory } from '@venue/domain/menu-items';
import { menuCategoryText } from '@venue/i18n/messages/menu';
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
  const chips: Array<{ key: string; category: string | null; label: ShownText | string }> = [
    { key: '', category: null, label: t`All` },
    ...categories.map((category) => ({
      key: category.key,
      category: category.key,
      label: menuCategoryText(i18n, category),
    })),
  ];

  return (
    <fieldset className={styles.chips}>
      <legend className="sr-only">{t`Menu categories`}</legend>
      {chips.map(({ key, category, label }) => (
        <button
          key={key}
          type="button"
          className={styles.chip}
          aria-pressed={selected === category}
          onClick={() => onSelect(category)}
          {...(typeof label === 'string' ? { dir: 'auto' } : shownTextProps(label))}
        >
          {typeof label === 'string' ? label : label.text}
        </button>
      ))}
    </fieldset>
  );
}
