import { CAROUSEL_PER_SLIDE, type Orientation, type UserImage, type UserImageKind, addImageAsset, addLogoAsset, orientationOf, slidesByOrientation } from '@layout/model';
import { Alert, Button, Text } from '@mantine/core';
import { type DropTarget, onPanelDrop, panelDragProps } from '../../canvas/panelDrop';
import { UploadImagesButton } from '../../library/UploadImagesButton';
import { pictureBeingReplaced, replacePictureWith } from '../../library/replacePicture';
import { useReplaceMode } from '../../library/replaceMode';
import { getContent } from '../../state/editorStore';
import { ItemTile } from '../../library/ui/ItemTile';
import { deleteUserImage } from '../../library/userImages';
import { addToPage } from '../addToPage';
import { SectionFrame } from './SectionFrame';
import { SectionItems } from './SectionItems';
import { DeleteButton, WithActions, confirmUserAssetDelete } from './tiles';

/** What a dragged picture or logo of My Stuff carries. */
type PictureItem = {
  kind: 'myStuffPicture';
  pictureKind: UserImageKind;
  id: number;
  link: string;
  width: number;
  height: number;
};

/** Adds a picture (fitted in 250 x 251) or a logo (in 100 x 101) at its natural proportions. */
function addPicture(item: Omit<PictureItem, 'kind'>, target?: DropTarget) {
  const args = { src: item.link, naturalSize: { width: item.width, height: item.height }, imageId: item.id };
  addToPage((content, pageId) => (item.pictureKind === 'image' ? addImageAsset : addLogoAsset)(content, { pageId, ...args }), target);
}
onPanelDrop<PictureItem>('myStuffPicture', (item, target) => addPicture(item, target));

const PICTURE_SLIDES: Record<Orientation, number> = { landscape: CAROUSEL_PER_SLIDE.imagesLandscape, portrait: CAROUSEL_PER_SLIDE.imagesPortrait };
/** A tile's picture box: landscape pictures 4:3, portrait 3:4, logos square. */
const aspectOf = (kind: UserImageKind, image: UserImage) => (kind === 'logo' ? 1 : orientationOf(image) === 'portrait' ? 3 / 4 : 4 / 3);

/**
 * My images and My logos: a click adds the picture to the active page (or, while a selected
 * logo or image is being replaced, takes its place), a drag drops it onto a page, the trash button deletes it after the spec's warning; Upload image / Upload logo above.
 * Pictures page 2 landscape or 4 portrait per slide, logos 4 (spec 001 section 9).
 */
export function PicturesSection({ kind, images, loading }: { kind: UserImageKind; images: readonly UserImage[] | undefined; loading: boolean }) {
  const section = kind === 'image' ? 'images' : 'logos';
  const title = kind === 'image' ? 'My images' : 'My logos';
  const tile = (image: UserImage) => <PictureTile kind={kind} image={image} />;
  return (
    <SectionFrame
      section={section}
      count={images?.length}
      loading={loading}
      tools={<UploadImagesButton kind={kind} />}
      emptyText={kind === 'image' ? 'Pictures you upload appear here.' : 'Logos you upload appear here.'}
    >
      {(expanded) => (
        <>
          <ReplaceBar kind={kind} />
          {kind === 'image' ? (
            <SectionItems
              expanded={expanded}
              gridColumns={2}
              items={images ?? []}
              perSlide={CAROUSEL_PER_SLIDE.imagesPortrait}
              groupSlides={(items) => slidesByOrientation(items, orientationOf, PICTURE_SLIDES)}
              columns={(slide) => (slide[0] && orientationOf(slide[0]) === 'landscape' ? PICTURE_SLIDES.landscape : PICTURE_SLIDES.portrait)}
              label={title}
              render={tile}
              itemKey={(image) => image.id}
            />
          ) : (
            <SectionItems expanded={expanded} gridColumns={4} items={images ?? []} perSlide={CAROUSEL_PER_SLIDE.logos} label={title} render={tile} itemKey={(image) => image.id} />
          )}
        </>
      )}
    </SectionFrame>
  );
}

/**
 * While a selected logo or image is being replaced from here (its popup's 'Replace logo'), what
 * a click does, with Cancel (spec 001 section 4.12, as the Photos panel's image-replace mode).
 */
function ReplaceBar({ kind }: { kind: UserImageKind }) {
  const replacing = useReplaceMode((s) => (s.panel === 'My Stuff' ? s.assetId : null));
  const type = replacing === null ? null : getContent().assets.find((a) => a.id === replacing)?.type;
  if (type !== kind) return null;
  return (
    <Alert color="blue" p="xs" mb="xs" data-testid="replace-mode">
      <Text size="xs" mb={6}>
        Click one of your {kind === 'logo' ? 'logos' : 'images'} to replace the selected {kind}.
      </Text>
      <Button size="compact-xs" variant="default" onClick={() => useReplaceMode.getState().stop()}>
        Cancel
      </Button>
    </Alert>
  );
}

/** A click on a picture: it replaces the image or logo being replaced, else it is added. */
function clickPicture(item: Omit<PictureItem, 'kind'>) {
  const replacing = pictureBeingReplaced();
  if (replacing) void replacePictureWith(replacing.id, { src: item.link, imageId: item.id });
  else addPicture(item);
}

function PictureTile({ kind, image }: { kind: UserImageKind; image: UserImage }) {
  const item = { pictureKind: kind, id: image.id, link: image.link, width: image.width, height: image.height };
  return (
    <WithActions actions={<DeleteButton label={`Delete ${image.name}`} onClick={() => confirmUserAssetDelete(kind, image.name, () => deleteUserImage(kind, image.id))} />}>
      <ItemTile
        label={`Add ${image.name}`}
        picture={image.thumbnail}
        aspect={aspectOf(kind, image)}
        onClick={() => clickPicture(item)}
        dragProps={panelDragProps({ kind: 'myStuffPicture', ...item })}
        testId={`my-${kind}`}
      />
    </WithActions>
  );
}
