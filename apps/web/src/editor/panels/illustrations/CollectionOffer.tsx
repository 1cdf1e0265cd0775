import { type IllustrationSubcategory, collectionOffer, collectionOfferText } from '@layout/model';
import { Button, Paper, Stack, Text } from '@mantine/core';
import { useCollectionPaidInfo } from '../../library/illustrations';
import { startBuyingIllustrations } from '../../payments/BuyIllustrationsDialog';

/**
 * The collection offer (spec 001 section 2.3): 'Buy all items in this collection for just $X and
 * save $Y.' with 'Buy Collection', priced by the server for this viewer (what they bought left
 * out). Nothing shows when buying the collection whole saves nothing.
 */
export function CollectionOffer({ collection }: { collection: IllustrationSubcategory }) {
  const { data } = useCollectionPaidInfo(collection.cost > 0 ? collection.id : null);
  const offer = data ? collectionOffer(data) : null;
  if (!offer) return null;
  return (
    <Paper withBorder radius="md" p="sm" bg="yellow.0" data-testid="collection-offer">
      <Stack gap={8}>
        <Text size="sm">{collectionOfferText(offer)}</Text>
        <Button size="compact-sm" w="fit-content" onClick={() => startBuyingIllustrations({ collectionId: collection.id })}>
          Buy Collection
        </Button>
      </Stack>
    </Paper>
  );
}
