import { useLingui } from '@lingui/react/macro';
import { formatIls } from '@venue/domain/format';
import { vrPrice } from '@venue/domain/vr';
import { localeOf } from '../../../lib/use-locale.ts';
import { vrPriceSumText, vrTexts } from '../vr-texts.ts';
import styles from './vr-details.module.css';

type VrPriceProps = { players: number; sessions: number; sessionPrice: number };

/** What the VR being chosen costs, as it changes: players × sessions × the price of a session. */
export function VrPrice({ players, sessions, sessionPrice }: VrPriceProps) {
  const { i18n } = useLingui();
  return (
    <dl className={styles.price} aria-live="polite">
      <dt>{i18n._(vrTexts.priceLabel)}</dt>
      <dd>
        <bdi className={styles.amount}>
          {formatIls(vrPrice(players, sessions, sessionPrice), localeOf(i18n))}
        </bdi>
        <span className={styles.detail}>
          {vrPriceSumText(i18n, players, sessions, sessionPrice)}
        </span>
      </dd>
    </dl>
  );
}
