import { useLingui } from '@lingui/react/macro';
import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { formatIls } from '@venue/domain/format';
import { shownTextProps } from '@venue/domain/localized-text';
import { isImageUrl, menuCategoriesOf, menuCategoryOf } from '@venue/domain/menu-items';
import { menuCategoryText } from '@venue/i18n/messages/menu';
import { Localized } from '../../components/localized.tsx';
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
      {menuCategoriesOf(items).map((category, index) => {
        const headingId = `menu-list-${index}`;
        const name = menuCategoryText(i18n, category);
        return (
          <section key={category.key} className={styles.group} aria-labelledby={headingId}>
            <h2 id={headingId} className={styles.category} {...shownTextProps(name)}>
              {name.text}
            </h2>
            <ul className={styles.items}>
              {items
                .filter((item) => menuCategoryOf(item).key === category.key)
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
                    <Localized className={styles.name} text={item.name} />
                    {item.price !== null && (
                      <bdi className={styles.price} dir="ltr">
                        {formatIls(item.price, locale)}
                      </bdi>
                    )}
                    {item.description && (
                      <Localized className={styles.description} text={item.description} />
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
