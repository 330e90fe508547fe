import { Trans, useLingui } from '@lingui/react/macro';
import { PageHeader } from '../../components/page-header.tsx';
import { PageTitle } from '../../components/page-title.tsx';
import { MenuCarousel } from './menu-carousel.tsx';
import styles from './menu-page.module.css';
import { MenuSkeleton } from './menu-skeleton.tsx';
import { useMenuItems } from './use-menu-items.ts';

/** The cafe menu: loading, empty, or a carousel of the items. A failed load reads as empty. */
export function MenuPage() {
  const { t } = useLingui();
  const { data: items = [], isPending } = useMenuItems();

  return (
    <>
      <PageTitle>{t`Cafe Menu`}</PageTitle>
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
          <MenuCarousel items={items} />
        )}
      </section>
    </>
  );
}
