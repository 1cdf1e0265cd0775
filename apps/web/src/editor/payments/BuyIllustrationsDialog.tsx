import { type Illustration, collectionOffer, collectionOfferText, donationNotice, formatPrice, illustrationsContract, isSignedIn } from '@layout/model';
import { Alert, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { request } from '../../api/client';
import { handleRequestError } from '../../app/requestErrors';
import { goToStockCheckout } from '../../payments/requests';
import { useSession } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { illustrationKeys } from '../library/illustrations';

/** Shown where a picture cannot be loaded: an empty frame rather than the alt text squeezed into 40 px. */
export const PICTURE_FALLBACK = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';

/** What a Buy illustrations dialog buys: a whole collection, or illustrations one by one. */
export type IllustrationsToBuy = { collectionId: number; illustrationsId?: undefined } | { collectionId?: undefined; illustrationsId: number[] };

/** 'Buy Collection', 'Buy collection for $X', 'Buy for $X': the dialog for a signed-in user, the login warning for a guest. */
export function startBuyingIllustrations(toBuy: IllustrationsToBuy): void {
  const user = useSession.getState().user;
  openDialog(user && isSignedIn(user.role) ? { kind: 'buyIllustrations', toBuy } : { kind: 'loginRequired' });
}

/**
 * Buy illustrations collection (spec 001 sections 2.3 and 2.7): what the purchase covers (the
 * server's answer, what the user bought already left out) and its total with the donation
 * notice; Buy starts a checkout the server prices and sends the browser to its page.
 */
export function BuyIllustrationsDialog({ toBuy, onClose }: { toBuy: IllustrationsToBuy; onClose: () => void }) {
  const body = { collectionId: toBuy.collectionId ?? null, illustrationsId: toBuy.illustrationsId ?? [] };
  // The collection's query is the one the offer and the card menus read.
  const info = useQuery({
    queryKey: toBuy.collectionId !== undefined ? illustrationKeys.paidInfo(toBuy.collectionId) : ['illustrations', 'paidInfo', 'items', body.illustrationsId],
    queryFn: () => request(illustrationsContract.paidInfo, { body }),
  });
  const [leaving, setLeaving] = useState(false);
  const buy = () => {
    setLeaving(true);
    // On success the browser leaves for the checkout page; the button spins until it does.
    goToStockCheckout(body).catch((error: unknown) => {
      setLeaving(false);
      handleRequestError(error);
    });
  };
  const title = toBuy.collectionId !== undefined ? 'Buy illustrations collection' : 'Buy illustration';
  const total = info.data?.totalCostToPay ?? 0;
  const offer = toBuy.collectionId !== undefined && info.data ? collectionOffer(info.data) : null;
  return (
    <Modal opened onClose={onClose} title={title} centered>
      <Stack>
        {info.isPending ? (
          <Loader size="sm" aria-label="Loading the price" />
        ) : info.isError ? (
          <Alert color="red">The price could not be loaded: {info.error.message}</Alert>
        ) : total === 0 ? (
          <Text>You already own everything here: nothing to buy.</Text>
        ) : (
          <>
            <Text size="sm">You are buying:</Text>
            <Stack gap={6} data-testid="buy-illustrations-items">
              {info.data.usedIllustrationsToPay.map((illustration) => (
                <IllustrationLine key={illustration.id} illustration={illustration} />
              ))}
            </Stack>
            <Group justify="space-between">
              <Text fw={700}>Total</Text>
              <Text fw={700} data-testid="buy-illustrations-total">
                {formatPrice(total)}
              </Text>
            </Group>
            {offer && <Text size="sm">{collectionOfferText(offer)}</Text>}
            <Text size="sm" c="teal.9">
              {donationNotice(total)}
            </Text>
          </>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} disabled={leaving}>
            Cancel
          </Button>
          <Button onClick={buy} loading={leaving} disabled={!(total > 0)} data-testid="buy-illustrations-confirm">
            Buy
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function IllustrationLine({ illustration }: { illustration: Illustration }) {
  return (
    <Group justify="space-between" wrap="nowrap">
      <Group gap="sm" wrap="nowrap">
        <Image src={illustration.data.small.file.link} alt={illustration.name} w={40} h={40} fit="contain" radius="sm" bg="gray.0" fallbackSrc={PICTURE_FALLBACK} />
        <div>
          <Text size="sm">{illustration.name}</Text>
          {illustration.user.creatorName && (
            <Text size="xs" c="dimmed">
              By {illustration.user.creatorName}
            </Text>
          )}
        </div>
      </Group>
      <Text size="sm">{formatPrice(illustration.fullCost)}</Text>
    </Group>
  );
}
