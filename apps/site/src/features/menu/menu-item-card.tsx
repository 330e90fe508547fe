import type { MenuItem } from '@venue/data/menu-items/list-menu-items';
import { isImageUrl } from '@venue/domain/menu-items';
import { useState } from 'react';
import styles from './menu-item-card.module.css';

/**
 * One menu item: its picture when the image value is a URL, otherwise that value as text on a
 * tile (also the picture's stand-in when it fails to load), then the item's name. Pictures on the
 * first screen (`isPriority`) load at once; the rest when the carousel brings them near.
 */
export function MenuItemCard({ item, isPriority }: { item: MenuItem; isPriority: boolean }) {
  const [isBroken, setIsBroken] = useState(false);
  const showsImage = isImageUrl(item.image) && !isBroken;

  return (
    <article className={`card ${styles.card}`}>
      <div className={styles.media}>
        {showsImage ? (
          <img
            src={item.image}
            alt={item.name}
            className={styles.image}
            loading={isPriority ? 'eager' : 'lazy'}
            fetchPriority={isPriority ? 'high' : 'auto'}
            decoding="async"
            onError={() => setIsBroken(true)}
          />
        ) : (
          <p className={styles.textTile} dir="auto">
            {isImageUrl(item.image) ? item.name : item.image}
          </p>
        )}
      </div>
      <h2 className={styles.name} dir="auto">
        {item.name}
      </h2>
    </article>
  );
}
