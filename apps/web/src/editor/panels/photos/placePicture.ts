import { type Photo, type UserImage, addImageAsset, findAsset, replaceImage } from '@layout/model';
import { type DropTarget, onPanelDrop } from '../../canvas/panelDrop';
import { images } from '../../images/imageCache';
import { reportPhotoUse } from '../../library/photos';
import { useReplaceMode } from '../../library/replaceMode';
import { getContent, useEditor } from '../../state/editorStore';
import { addToPage } from '../addToPage';

/** A picture the Photos panel can put on a page: a stock photo or one of My Images. */
export type PanelPicture = {
  /** The full picture the page draws. */
  src: string;
  /** A stock photo's id and source (reported when used), or a user image's id. */
  photo?: Pick<Photo, 'id' | 'source'>;
  imageId?: number;
};

export const pictureOfPhoto = (photo: Photo): PanelPicture => ({ src: photo.urls.full, photo: { id: photo.id, source: photo.source } });
export const pictureOfUserImage = (image: UserImage): PanelPicture => ({ src: image.link, imageId: image.id });

/** What a photo dragged from the panel carries. */
export type PhotoDragItem = { kind: 'photosPanelPicture' } & PanelPicture;

/**
 * Puts a picture from the Photos panel on a page. The picture is loaded first (once, with
 * anonymous cross-origin access, into the editor's picture cache: spec 001 section 5) for its
 * natural size. Dropped on a page it is added there, centred where it was let go; clicked in
 * image-replace mode it takes the selected image's place (filling its box, spec 001 section
 * 4.12); otherwise it is added to the active page. A stock photo put on a page is reported to
 * its provider. Resolves once it is placed; a picture that cannot be loaded is only logged.
 */
export async function placePicture(picture: PanelPicture, target?: DropTarget): Promise<boolean> {
  let image: HTMLImageElement;
  try {
    image = await images.load(picture.src);
  } catch (error) {
    console.warn('photos: the picture could not be loaded', error);
    return false;
  }
  const naturalSize = { width: image.naturalWidth, height: image.naturalHeight };
  const replacing = useReplaceMode.getState().assetId;
  if (!target && replacing && findAsset(getContent(), replacing)?.type === 'image') {
    useEditor.getState().apply((content) => replaceImage(content, { assetId: replacing, src: picture.src, imageSize: naturalSize, mode: 'fill' }));
    useEditor.getState().select(replacing);
    useReplaceMode.getState().stop();
  } else {
    const imageId = picture.imageId === undefined ? {} : { imageId: picture.imageId };
    addToPage((content, pageId) => addImageAsset(content, { pageId, src: picture.src, naturalSize, ...imageId }), target);
  }
  if (picture.photo) reportPhotoUse(picture.photo);
  return true;
}

onPanelDrop<PhotoDragItem>('photosPanelPicture', ({ kind: _kind, ...picture }, target) => void placePicture(picture, target));
