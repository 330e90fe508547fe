import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { MenuCarousel } from './menu-carousel.tsx';
import styles from './menu-page.module.css';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { useMenuItems } from './use-menu-items.ts';

/** The cafe menu: loading, empty, or a carousel of the items. A failed load reads as empty. */
export function MenuPage() {
  const { data: items = [], isPending } = useMenuItems();

  return (
    <>
      <PageTitle>Cafe Menu</PageTitle>
      <PageHeader eyebrow="Cafe" title="Our Cafe Menu">
        <p>Coffee, snacks and sweet treats to keep the game going, served fresh until closing.</p>
      </PageHeader>
      <section className={`container ${styles.content}`} aria-label="Menu items">
        {isPending ? (
          <MenuSkeleton />
        ) : items.length === 0 ? (
          <p className="status-message">No menu items available at the moment.</p>
        ) : (
          <MenuCarousel items={items} />
        )}
      </section>
    </>
  );
}
