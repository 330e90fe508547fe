import { useLingui } from '@lingui/react/macro';
import styles from './menu-view-toggle.module.css';

export type MenuView = 'list' | 'carousel';

/**
 * The two ways to read the menu, "List" and "Carousel"; the pressed one is shown. `view` is null
 * while the page is its prerendered HTML, when the screen's width alone decides (no button pressed).
 */
export function MenuViewToggle({
  view,
  onChange,
}: {
  view: MenuView | null;
  onChange: (view: MenuView) => void;
}) {
  const { t } = useLingui();
  const choices: Array<{ value: MenuView; label: string }> = [
    { value: 'list', label: t`List` },
    { value: 'carousel', label: t`Carousel` },
  ];
  return (
    <fieldset className={styles.toggle}>
      <legend className="sr-only">{t`Menu view`}</legend>
      {choices.map(({ value, label }) => (
        <button
          key={value}
          type="button"
          className={styles.choice}
          aria-pressed={view === value}
          onClick={() => onChange(value)}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
