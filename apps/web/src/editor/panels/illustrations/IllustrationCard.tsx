import type { Illustration, IllustrationSubcategory } from '@layout/model';
import { Badge } from '@mantine/core';
import { panelDragProps } from '../../canvas/panelDrop';
import { type IllustrationDragItem, addIllustration } from '../../library/illustrations';
import { CardWithMenu } from '../../library/ui/CardWithMenu';
import { ItemTile } from '../../library/ui/ItemTile';
import { IllustrationMenu } from './IllustrationMenu';
import { PriceLabel } from './PriceLabel';

/**
 * An illustration card: its picture with the price label; a click adds it to the active page, a
 * drag to the page it is dropped on; a right-click or the card's menu button opens its menu.
 */
export function IllustrationCard({
  illustration,
  collection,
  inPurchasedList = false,
  onEdit,
}: {
  illustration: Illustration;
  collection: IllustrationSubcategory | null;
  inPurchasedList?: boolean;
  onEdit: (illustration: Illustration) => void;
}) {
  const item: IllustrationDragItem = { kind: 'illustration', id: illustration.id, link: illustration.data.regular.file.link };
  return (
    <CardWithMenu
      name={illustration.name}
      testId="illustration-card"
      dataAttributes={{ 'data-illustration-id': illustration.id }}
      menuWidth={230}
      menuTestId="illustration-menu"
      menu={(opened) => opened && <IllustrationMenu illustration={illustration} collection={collection} inPurchasedList={inPurchasedList} onEdit={onEdit} />}
    >
      <ItemTile
        label={illustration.name}
        picture={illustration.data.small.file.link}
        onClick={() => void addIllustration(item)}
        dragProps={panelDragProps(item)}
        style={{ padding: 6, background: 'white' }}
        testId="illustration-tile"
      >
        <PriceLabel amount={illustration.fullCost} />
        {!illustration.isPublished && (
          <Badge size="xs" radius="sm" color="gray" style={{ position: 'absolute', left: 3, bottom: 3, pointerEvents: 'none', textTransform: 'none' }}>
            Unpublished
          </Badge>
        )}
      </ItemTile>
    </CardWithMenu>
  );
}
