import { Trans, useLingui } from '@lingui/react/macro';
import { menuCategoriesOf, menuCategoryOf } from '@venue/domain/menu-items';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { MenuCarousel } from './menu-carousel.tsx';
import { MenuCategories } from './menu-categories.tsx';
import { MenuList } from './menu-list.tsx';
import styles from './menu-page.module.css';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { type MenuView, MenuViewToggle } from './menu-view-toggle.tsx';
import { useMenuItems } from './use-menu-items.ts';

/** Where the carousel shows one item at a time: a phone, which reads the list by default. */
export const phoneQuery = '(max-width: 767.98px)';

/**
 * The cafe menu: loading, empty, or category chips over the items (all of them, or one
 * category's), as a list grouped by category or as a carousel. A phone shows the list and a wider
 * screen the carousel until the visitor picks one. Both are in the page and CSS shows one, so the
 * prerendered HTML reads the same without JavaScript and hydrates as it is. A failed load reads
 * as empty.
 */
export function MenuPage() {
  const { t } = useLingui();
  const { data: items = [], isPending } = useMenuItems();
  const [selected, setSelected] = useState<string | null>(null);
  const [chosenView, setChosenView] = useState<MenuView | null>(null);
  const isPhone = useMediaQuery(phoneQuery);
  const hydrated = useHydrated();
  // The view on screen, which the toggle presses once the page is live.
  const view = chosenView ?? (isPhone ? 'list' : 'carousel');
  const categories = menuCategoriesOf(items);
  // A category the menu no longer has (the manager moved its last item) shows everything.
  const category =
    selected !== null && categories.some(({ key }) => key === selected) ? selected : null;
  const shown =
    category === null ? items : items.filter((item) => menuCategoryOf(item).key === category);

  return (
    <>
      <PageHeader eyebrow={t`Cafe`} title={t`Our Cafe Menu`}>
        <p>
          <Trans>
            Coffee, snacks and sweet treats to keep the game going, served fresh until closing.
          </Trans>
        </p>
      </PageHeader>
      <section className={`container ${styles.content}`} aria-label={t`Menu items`}>
        {isPending ? (
          <MenuSkeleton />
        ) : items.length === 0 ? (
          <p className="status-message">
            <Trans>No menu items available at the moment.</Trans>
          </p>
        ) : (
          <>
            {categories.length > 1 && (
              <MenuCategories categories={categories} selected={category} onSelect={setSelected} />
            )}
            <div className={styles.views} data-view={chosenView ?? 'by-width'}>
              <MenuViewToggle view={hydrated ? view : null} onChange={setChosenView} />
              <div className={styles.listView}>
                <MenuList items={shown} />
              </div>
              <div className={styles.carouselView}>
                <MenuCarousel
                  key={category ?? ''}
                  items={shown}
                  hiddenOn={chosenView === null ? phoneQuery : undefined}
                />
              </div>
            </div>
          </>
        )}
      </section>
    </>
  );
}
