import { CAROUSEL_PER_SLIDE, type Svg } from '@layout/model';
import { panelDragProps } from '../../canvas/panelDrop';
import { deleteIcon } from '../../library/icons';
import { ItemTile } from '../../library/ui/ItemTile';
import { librarySvgDragItem, placeSvg } from '../svgLibrary/placeSvg';
import { SectionFrame } from './SectionFrame';
import { SectionItems } from './SectionItems';
import { DeleteButton, WithActions, confirmUserAssetDelete } from './tiles';
import { UploadIconsButton } from './UploadIconsButton';

/**
 * My icons: the user's SVGs and icon pictures, 4 per slide; a click or a drag adds one as the Icons panel does
 * (fitted in 100 x 101; a click replaces the selected icon in its replace mode), the trash button
 * deletes it after the warning.
 */
export function IconsSection({ icons, loading }: { icons: readonly Svg[] | undefined; loading: boolean }) {
  const tile = (icon: Svg) => (
    <WithActions actions={<DeleteButton label={`Delete ${icon.name}`} onClick={() => confirmUserAssetDelete('icon', icon.name, () => deleteIcon(icon.id))} />}>
      <ItemTile
        label={`Add ${icon.name}`}
        picture={icon.link}
        onClick={() => void placeSvg(icon)}
        dragProps={panelDragProps(librarySvgDragItem(icon))}
        style={{ padding: 6 }}
        testId="my-icon"
      />
    </WithActions>
  );
  return (
    <SectionFrame section="icons" count={icons?.length} loading={loading} tools={<UploadIconsButton />} emptyText="Icons you upload (SVG, JPEG, PNG) appear here.">
      {(expanded) => (
        <SectionItems expanded={expanded} gridColumns={4} items={icons ?? []} perSlide={CAROUSEL_PER_SLIDE.icons} label="My icons" render={tile} itemKey={(icon) => icon.id} />
      )}
    </SectionFrame>
  );
}
