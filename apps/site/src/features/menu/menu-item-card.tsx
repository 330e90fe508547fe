import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { formatIls } from '@venue/domain/format';
import { shownTextProps, textIn } from '@venue/domain/localized-text';
import { isImageUrl } from '@venue/domain/menu-items';
import { useState } from 'react';
import { Localized } from '../../components/localized.tsx';
import { useLocale } from '../../lib/use-locale.ts';
import styles from './menu-item-card.module.css';

/** A transparent pixel, in the page itself: what a hidden card shows instead of its picture. */
const blankImage = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * One menu item: its picture when the image value is a URL, otherwise that value as text on a
 * tile (also the picture's stand-in when it fails to load), then the item's name, its price (when
 * it has one, isolated so it reads left to right in Arabic) and its description. Pictures on the
 * first screen (`isPriority`) load at once, the first of them (the carousel's largest paint)
 * ahead of everything else; the rest when the carousel brings them near. Where the card is hidden
 * by the screen's width (`hiddenOn`, a media query), the browser fetches no picture for it: it
 * would load even a hidden `loading="lazy"` one.
 */
export function MenuItemCard({
  item,
  isPriority,
  isFirst = false,
  hiddenOn,
}: {
  item: MenuItem;
  isPriority: boolean;
  isFirst?: boolean;
  hiddenOn?: string | undefined;
}) {
  const locale = useLocale();
  const name = textIn(item.name, locale);
  const [isBroken, setIsBroken] = useState(false);
  const showsImage = isImageUrl(item.image) && !isBroken;

  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {showsImage ? (
          <picture>
            {hiddenOn ? <source media={hiddenOn} srcSet={blankImage} /> : null}
            <img
              src={item.image}
              alt={name?.text ?? ''}
              className={styles.image}
              loading={isPriority ? 'eager' : 'lazy'}
              fetchPriority={isFirst ? 'high' : 'auto'}
              decoding="async"
              onError={() => setIsBroken(true)}
            />
          </picture>
        ) : (
          <p
            className={styles.textTile}
            {...(isImageUrl(item.image) ? shownTextProps(name) : { dir: 'auto' })}
          >
            {isImageUrl(item.image) ? name?.text : item.image}
          </p>
        )}
      </div>
      <div className={styles.body}>
        <Localized as="h2" className={styles.name} text={item.name} />
        {item.price !== null && (
          <p className={styles.price}>
            <bdi dir="ltr">{formatIls(item.price, locale)}</bdi>
          </p>
        )}
        {item.description && (
          <Localized as="p" className={styles.description} text={item.description} />
        )}
      </div>
    </article>
  );
}
