import { type Asset, MESSAGES, type UserImageKind, findAsset, replaceImage } from '@layout/model';
import { notifications } from '@mantine/notifications';
import { reportError } from '../../app/errors';
import { images } from '../images/imageCache';
import { openMyStuffAt } from '../panels/myStuff/state';
import { getContent, useEditor } from '../state/editorStore';
import { RASTER_ACCEPT, pickFiles } from './fileDialog';
import { useReplaceMode } from './replaceMode';
import { noticeDroppedFiles } from './useImageUpload';
import { keepRasterFiles, uploadUserImages } from './userImages';

/** The picture assets a picture of the user's can replace: a photo (image) and a logo. */
export type ReplaceablePicture = Extract<Asset, { type: 'image' | 'logo' }>;

export const isReplaceablePicture = (asset: Asset | undefined): asset is ReplaceablePicture => asset?.type === 'image' || asset?.type === 'logo';

/** The image or logo a replace under way is for, or null (no replace, or one of an svg or icon). */
export function pictureBeingReplaced(): ReplaceablePicture | null {
  const assetId = useReplaceMode.getState().assetId;
  const asset = assetId === null ? undefined : findAsset(getContent(), assetId);
  return isReplaceablePicture(asset) ? asset : null;
}

/**
 * Gives an image or logo a new picture, keeping its frame (spec 001 section 7: 'Replace with
 * existing: assetId, imageId' and 'Replace asset with uploaded image'), as one undo step: a photo
 * fills its box (a centred crop), a logo shows whole, as large as fits in its box, centred (a logo
 * is never cut). The picture is loaded first (the canvas's cache, anonymous cross-origin: spec 001
 * section 5) for its size. The asset stays selected and the replace mode ends. False when the
 * picture cannot be loaded or the asset is gone.
 */
export async function replacePictureWith(assetId: string, picture: { src: string; imageId?: number }): Promise<boolean> {
  let image: HTMLImageElement;
  try {
    image = await images.load(picture.src);
  } catch (error) {
    console.warn('replace: the picture could not be loaded', error);
    return false;
  }
  const asset = findAsset(getContent(), assetId);
  if (!isReplaceablePicture(asset)) return false;
  const editor = useEditor.getState();
  const imageSize = { width: image.naturalWidth, height: image.naturalHeight };
  const mode = asset.type === 'logo' ? 'fit' : 'fill';
  editor.apply((content) => replaceImage(content, { assetId, src: picture.src, imageSize, mode, ...(picture.imageId === undefined ? {} : { imageId: picture.imageId }) }));
  editor.select(assetId);
  if (useReplaceMode.getState().assetId === assetId) useReplaceMode.getState().stop();
  return true;
}

/**
 * Starts replacing a selected logo from My logos (spec 001 section 4.12, as a photo is replaced
 * from the Photos panel): My Stuff opens at My logos, where the next logo clicked takes its place.
 */
export function replaceFromMyLogos(assetId: string): void {
  const editor = useEditor.getState();
  editor.select(assetId);
  useReplaceMode.getState().start(assetId, 'My Stuff');
  openMyStuffAt('logos');
}

/** The upload under way, so a second click waits for it. */
let uploading = false;

/**
 * 'Replace with upload' (spec 001 section 7: 'Replace asset with uploaded image: assetId,
 * imageType'): the file dialog (one JPEG or PNG; a cancelled dialog does nothing), the file
 * uploaded to My images or My logos as the asset's kind is, then the asset takes the new picture
 * in its frame (replacePictureWith, one undo step). 'Loading image...' shows while it uploads; a
 * refused file is told as the app's error toast and changes nothing.
 */
export async function replaceWithUpload(assetId: string): Promise<boolean> {
  const asset = findAsset(getContent(), assetId);
  if (!isReplaceablePicture(asset) || uploading) return false;
  const kind: UserImageKind = asset.type;
  const files = await pickFiles({ accept: RASTER_ACCEPT, multiple: false });
  const { kept, dropped } = keepRasterFiles(files.slice(0, 1));
  noticeDroppedFiles(dropped);
  const file = kept[0];
  if (!file) return false;
  uploading = true;
  const toast = notifications.show({ message: MESSAGES.loadingImage, loading: true, autoClose: false, withCloseButton: false });
  try {
    const [uploaded] = await uploadUserImages(kind, [file]);
    return uploaded ? await replacePictureWith(assetId, { src: uploaded.link, imageId: uploaded.id }) : false;
  } catch (error) {
    reportError(error);
    return false;
  } finally {
    notifications.hide(toast);
    uploading = false;
  }
}
