import { Stack, Text, Title } from '@mantine/core';
import type { Offer } from '@venue/data/offers/list-offers';
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
  const [editing, setEditing] = useState<Offer | null>(null);
  const { move, isMoving } = useMoveOffer();
  const { remove, isDeleting } = useDeleteWithConfirmation(useDeleteOffer(), {
    variablesOf: (offer: Offer) => offer.id,
    title: 'Delete offer',
    message: (offer) => `Delete the offer "${offer.spend} ILS to ${offer.get} points"?`,
    successMessage: 'Offer deleted successfully!',
    onDeleted: (offer) => {
      if (editing?.id === offer.id) setEditing(null);
    },
  });

  return (
    <Stack gap="lg">
      <Title order={2}>Manage Offers</Title>
      <OfferForm editing={editing} onDone={() => setEditing(null)} />
      <ContentList
        query={offers}
        label="Offers"
        loadingLabel="Loading offers"
        errorTitle="Offers could not be loaded"
        emptyText="No offers yet."
      >
        {(offer, place) => (
          <ContentCard
            actions={
              <ItemActions
                name={offerName(offer)}
                onEdit={() => setEditing(offer)}
                onDelete={() => remove(offer)}
                isDeleting={isDeleting(offer)}
                move={{ ...place, isMoving, onMove: (direction) => move(offer.id, direction) }}
              />
            }
          >
            <Text fw={600}>
              Spend {offer.spend} ILS → {offer.get} points
            </Text>
          </ContentCard>
        )}
      </ContentList>
    </Stack>
  );
}
