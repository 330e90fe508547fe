import { useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { formatIls } from '@venue/domain/format';
import { isImageUrl, menuCategoriesOf } from '@venue/domain/menu-items';
import { menuCategoryName } from '@venue/i18n/messages/menu';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './menu-list.module.css';

/**
 * The menu as a list grouped by category (built-in categories first, then the manager's own):
 * each item's name and price on one line, a small picture when it has one and its description
 * below, so a visitor on a phone reads every price without swiping.
 */
export function MenuList({ items }: { items: readonly MenuItem[] }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  return (
    <div className={styles.list}>
      {menuCategoriesOf(items).map((category) => {
        const headingId = `menu-list-${category.replace(/\W+/g, '-')}`;
        return (
          <section key={category} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.category} dir="auto">
              {menuCategoryName(i18n, category)}
            </h2>
            <ul className={styles.items}>
              {items
                .filter((item) => item.category === category)
                .map((item) => (
                  <li key={item.id} className={styles.item}>
                    {isImageUrl(item.image) && (
                      <img
                        src={item.image}
                        alt=""
                        className={styles.thumbnail}
                        loading="lazy"
                        decoding="async"
                        width={48}
                        height={48}
                      />
                    )}
                    <span className={styles.name} dir="auto">
                      {item.name}
                    </span>
                    {item.price !== null && (
                      <bdi className={styles.price} dir="ltr">
                        {formatIls(item.price, locale)}
                      </bdi>
                    )}
                    {item.description && (
                      <span className={styles.description} dir="auto">
                        {item.description}
                      </span>
                    )}
                  </li>
                ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
