import { useLingui } from '@lingui/react/macro';
import { menuCategoryName } from '@venue/i18n/messages/menu';
import styles from './menu-categories.module.css';

/**
 * The menu's category chips: "All", then each category present (built-in ones in the visitor's
 * language, the manager's own as typed). The pressed chip is the one shown; `null` is all.
 */
export function MenuCategories({
  categories,
  selected,
  onSelect,
}: {
  categories: readonly string[];
  selected: string | null;
  onSelect: (category: string | null) => void;
}) {
  const { t, i18n } = useLingui();
  const chips: Array<{ key: string; category: string | null; label: string }> = [
    { key: '', category: null, label: t`All` },
    ...categories.map((category) => ({
      key: category,
      category,
      label: menuCategoryName(i18n, category),
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
          dir="auto"
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
