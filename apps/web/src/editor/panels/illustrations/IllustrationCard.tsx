import type { Illustration, IllustrationSubcategory } from '@layout/model';
import { ActionIcon, Badge, Menu } from '@mantine/core';
import { useState } from 'react';
import { panelDragProps } from '../../canvas/panelDrop';
import { type IllustrationDragItem, addIllustration } from '../../library/illustrations';
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
  const [menuOpen, setMenuOpen] = useState(false);
  const item: IllustrationDragItem = { kind: 'illustration', id: illustration.id, link: illustration.data.regular.file.link };
  return (
    <div
      style={{ position: 'relative' }}
      data-testid="illustration-card"
      data-illustration-id={illustration.id}
      onContextMenu={(event) => {
        event.preventDefault();
        setMenuOpen(true);
      }}
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
      <Menu opened={menuOpen} onChange={setMenuOpen} position="bottom-end" width={230} shadow="md" withinPortal>
        <Menu.Target>
          <ActionIcon
            size="xs"
            variant="white"
            color="gray.7"
            aria-label={`About ${illustration.name}`}
            style={{ position: 'absolute', right: 3, bottom: 3, boxShadow: '0 0 2px rgba(0,0,0,.4)' }}
          >
            <svg viewBox="0 0 24 24" width={12} height={12} fill="currentColor">
              <circle cx="5" cy="12" r="2.2" />
              <circle cx="12" cy="12" r="2.2" />
              <circle cx="19" cy="12" r="2.2" />
            </svg>
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown data-testid="illustration-menu">
          {menuOpen && <IllustrationMenu illustration={illustration} collection={collection} inPurchasedList={inPurchasedList} onEdit={onEdit} />}
        </Menu.Dropdown>
      </Menu>
    </div>
  );
}
