import { CAROUSEL_PER_SLIDE, type Svg, addIconAsset } from '@layout/model';
import { SimpleGrid } from '@mantine/core';
import { type DropTarget, onPanelDrop, panelDragProps } from '../../canvas/panelDrop';
import { deleteIcon } from '../../library/icons';
import { Carousel } from '../../library/ui/Carousel';
import { ItemTile } from '../../library/ui/ItemTile';
import { addToPage } from '../addToPage';
import { naturalSizeOf } from './naturalSize';
import { SectionFrame } from './SectionFrame';
import { DeleteButton, WithActions, confirmUserAssetDelete } from './tiles';
import { UploadIconsButton } from './UploadIconsButton';

type IconItem = {
  kind: 'myStuffIcon';
  id: number;
  link: string;
};

/** Adds one of the user's icons fitted in 100 x 101 at its own proportions. */
async function addIcon(item: Omit<IconItem, 'kind'>, target?: DropTarget) {
  const size = await naturalSizeOf(item.link);
  addToPage((content, pageId) => addIconAsset(content, { pageId, link: item.link, naturalSize: size, svgId: item.id }), target);
}
onPanelDrop<IconItem>('myStuffIcon', (item, target) => void addIcon(item, target));

/** My icons: the user's SVGs, 4 per slide; click or drag adds one, the trash button deletes it. */
export function IconsSection({ icons, loading }: { icons: readonly Svg[] | undefined; loading: boolean }) {
  const tile = (icon: Svg) => (
    <WithActions actions={<DeleteButton label={`Delete ${icon.name}`} onClick={() => confirmUserAssetDelete('icon', icon.name, () => deleteIcon(icon.id))} />}>
      <ItemTile
        label={`Add ${icon.name}`}
        picture={icon.link}
        onClick={() => void addIcon(icon)}
        dragProps={panelDragProps({ kind: 'myStuffIcon', id: icon.id, link: icon.link })}
        style={{ padding: 6 }}
        testId="my-icon"
      />
    </WithActions>
  );
  return (
    <SectionFrame section="icons" count={icons?.length} loading={loading} tools={<UploadIconsButton />} emptyText="SVG icons you upload appear here.">
      {(expanded) =>
        expanded ? (
          <SimpleGrid cols={4} spacing={6}>
            {icons?.map((icon) => (
              <div key={icon.id}>{tile(icon)}</div>
            ))}
          </SimpleGrid>
        ) : (
          <Carousel items={icons ?? []} perSlide={CAROUSEL_PER_SLIDE.icons} label="My icons" render={tile} itemKey={(icon) => icon.id} />
        )
      }
    </SectionFrame>
  );
}
