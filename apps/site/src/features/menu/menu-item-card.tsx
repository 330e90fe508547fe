import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { isImageUrl } from '@venue/domain/forms/menu-item-form';
import { useState } from 'react';
import { LazyImage } from '../../components/lazy-image.tsx';
import styles from './menu-item-card.module.css';

/**
 * One menu item: its picture when the image value is a URL, otherwise that value as text on a
 * tile (also the picture's stand-in when it fails to load), then the item's name.
 */
export function MenuItemCard({ item }: { item: MenuItem }) {
  const [isBroken, setIsBroken] = useState(false);
  const showsImage = isImageUrl(item.image) && !isBroken;

  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {showsImage ? (
          <LazyImage
            src={item.image}
            alt={item.name}
            className={styles.image}
            onError={() => setIsBroken(true)}
          />
        ) : (
          <p className={styles.textTile}>{isImageUrl(item.image) ? item.name : item.image}</p>
        )}
      </div>
      <h2 className={styles.name}>{item.name}</h2>
    </article>
  );
}
