import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@venue/data/offers/list-offers';
import { formatIls } from '@venue/domain/format';
import { localeOf } from '@venue/i18n/locales';
import { useState } from 'react';
import { useDeleteWithConfirmation } from '../../../components/use-delete-with-confirmation.ts';
import { useDeleteOffer, useMoveOffer, useOffers } from '../api/use-offers.ts';
import { ContentCard } from '../components/content-card.tsx';
import { ContentList } from '../components/content-list.tsx';
import { ItemActions } from '../components/item-actions.tsx';
import { OfferForm, offerName } from './offer-form.tsx';

/** The manager's "Manage Offers" tab: add spend-to-points offers, edit, order and delete them. */
export function OffersTab() {
  const offers = useOffers();
  const { t, i18n } = useLingui();
  const locale = localeOf(i18n);
  const [editing, setEditing] = useState<Offer | null>(null);
  const { move, isMoving } = useMoveOffer();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteOffer(), {
    variablesOf: (offer: Offer) => offer.id,
    title: t`Delete offer`,
    message: (offer) => {
      const spend = formatIls(offer.spend, locale);
      const { get } = offer;
      return t`Delete the offer "${spend} to ${plural(get, { one: '# point', other: '# points' })}"?`;
    },
    successMessage: t`Offer deleted successfully!`,
    onDeleted: (offer) => {
      if (editing?.id === offer.id) setEditing(null);
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>
        <Trans>Manage Offers</Trans>
      </Title>
      <OfferForm editing={editing} onDone={() => setEditing(null)} />
      <ContentList
        query={offers}
        label={t`Offers`}
        loadingLabel={t`Loading offers`}
        errorTitle={t`Offers could not be loaded`}
        emptyText={t`No offers yet.`}
      >
        {(offer, place) => (
          <ContentCard
            actions={
              <ItemActions
                name={offerName(i18n, offer)}
                onEdit={() => setEditing(offer)}
                onDelete={() => remove(offer)}
                isDeleting={isDeleting(offer)}
                move={{ ...place, isMoving, onMove: (direction) => move(offer.id, direction) }}
              />
            }
          >
            <Text fw={600}>
              <OfferLine spend={formatIls(offer.spend, locale)} get={offer.get} />
            </Text>
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}

/** An offer as the list shows it: "Spend 100 ILS → 10 points". */
function OfferLine({ spend, get }: { spend: string; get: number }) {
  return (
    <Trans>
      Spend {spend} → <Plural value={get} one="# point" other="# points" />
    </Trans>
  );
}
