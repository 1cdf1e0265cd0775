import { type IllustrationSubcategory, collectionOffer, collectionOfferText } from '@layout/model';
import { Button, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { useCollectionPaidInfo } from '../../library/illustrations';

/** Why buying is not offered yet: checkout arrives with the marketplace (docs/decisions.md). */
export const CHECKOUT_SOON = 'Checkout is coming soon';

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
        <Tooltip label={CHECKOUT_SOON} withinPortal>
          {/* A disabled button gets no pointer events: the wrapper carries the tooltip. */}
          <span style={{ width: 'fit-content' }}>
            <Button size="compact-sm" disabled>
              Buy Collection
            </Button>
          </span>
        </Tooltip>
      </Stack>
    </Paper>
  );
}
