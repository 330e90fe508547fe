import { Trans, useLingui } from '@lingui/react/macro';
import { menuCategoriesOf } from '@venue/domain/menu-items';
import { useState } from 'react';
import { PageHeader } from '../../components/page-header.tsx';
import { MenuCarousel } from './menu-carousel.tsx';
import { MenuCategories } from './menu-categories.tsx';
import styles from './menu-page.module.css';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { useMenuItems } from './use-menu-items.ts';

/**
 * The cafe menu: loading, empty, or category chips over a carousel of the items (all of them, or
 * one category's). A failed load reads as empty.
 */
export function MenuPage() {
  const { t } = useLingui();
  const { data: items = [], isPending } = useMenuItems();
  const [selected, setSelected] = useState<string | null>(null);
  const categories = menuCategoriesOf(items);
  // A category the menu no longer has (the manager moved its last item) shows everything.
  const category = selected !== null && categories.includes(selected) ? selected : null;
  const shown = category === null ? items : items.filter((item) => item.category === category);

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
            <MenuCarousel key={category ?? ''} items={shown} />
          </>
        )}
      </section>
    </>
  );
}
