import { type Illustration, type IllustrationSubcategory, PRICE_DECIMALS, collectionOffer, formatPrice, isSignedIn, mayManageIllustration } from '@layout/model';
import { Menu, Stack, Text } from '@mantine/core';
import { handleRequestError } from '../../../app/requestErrors';
import { useSession } from '../../../session/store';
import { openDialog } from '../../dialogs/dialogQueue';
import { deleteIllustration, useCollectionPaidInfo, usePurchasedIllustrations } from '../../library/illustrations';
import { startBuyingIllustrations } from '../../payments/BuyIllustrationsDialog';

/**
 * An illustration card's context menu (spec 001 sections 2.3 and 6): its name, creator and price;
 * 'Buy collection for $X' when its collection is sold whole for less; for its creator or an admin
 * (in the purchased list only an admin) 'Edit illustration' and delete, after a confirmation.
 */
export function IllustrationMenu({
  illustration,
  collection,
  inPurchasedList,
  onEdit,
}: {
  illustration: Illustration;
  collection: IllustrationSubcategory | null;
  inPurchasedList: boolean;
  onEdit: (illustration: Illustration) => void;
}) {
  const user = useSession((s) => s.user);
  const { data } = useCollectionPaidInfo(collection && collection.cost > 0 ? collection.id : null);
  const offer = data ? collectionOffer(data) : null;
  const purchased = usePurchasedIllustrations(user && isSignedIn(user.role) ? user.id : null);
  // Its creator, or a buyer, has it already: the server refuses to sell it twice.
  const owned = user?.id === illustration.userId || !!purchased.data?.some((bought) => bought.id === illustration.id);
  const remove = () =>
    openDialog({
      kind: 'confirm',
      title: 'Delete illustration',
      message: `Delete "${illustration.name}"? It will no longer be available, also in saved designs that use it.`,
      confirmLabel: 'Delete',
      cancelLabel: 'Cancel',
      onConfirm: () => void deleteIllustration(illustration.id).catch(handleRequestError),
    });
  return (
    <>
      <Stack gap={2} px="sm" py={6}>
        <Text fw={700} size="sm">
          {illustration.name}
        </Text>
        {illustration.user.creatorName && <Text size="xs">By {illustration.user.creatorName}</Text>}
        <Text size="xs">Price: {formatPrice(illustration.fullCost)}</Text>
        {collection && (
          <Text size="xs" c="dimmed">
            Collection: {collection.name}
          </Text>
        )}
      </Stack>
      {offer && collection && (
        <Menu.Item onClick={() => startBuyingIllustrations({ collectionId: collection.id })}>Buy collection for ${offer.price.toFixed(PRICE_DECIMALS)}</Menu.Item>
      )}
      {illustration.fullCost > 0 && !inPurchasedList && !owned && (
        <Menu.Item onClick={() => startBuyingIllustrations({ illustrationsId: [illustration.id] })}>Buy for {formatPrice(illustration.fullCost)}</Menu.Item>
      )}
      {mayManageIllustration(user, illustration, inPurchasedList) && (
        <>
          <Menu.Divider />
          <Menu.Item onClick={() => onEdit(illustration)}>Edit illustration</Menu.Item>
          <Menu.Item color="red" onClick={remove}>
            Delete
          </Menu.Item>
        </>
      )}
    </>
  );
}
