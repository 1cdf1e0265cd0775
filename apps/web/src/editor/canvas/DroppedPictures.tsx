import { type UserImage, addAt, addImageAsset } from '@layout/model';
import { Paper } from '@mantine/core';
import { useEffect } from 'react';
import { UploadProgress } from '../library/UploadProgress';
import { useImageUpload } from '../library/useImageUpload';
import { addToPage } from '../panels/addToPage';
import { getContent, useEditor } from '../state/editorStore';
import { type DropTarget, onPanelDrop } from './panelDrop';

/**
 * Picture files dragged from the desktop onto a page: uploaded to My images like the page's Upload
 * button does (JPEG and PNG only, others left out with a notice, guests get the login warning),
 * then added where they were let go, as one undo step. 'Loading image...' floats over the canvas
 * meanwhile. Mounted once with the canvas.
 */
export function DroppedPictures() {
  const { progress, upload } = useImageUpload('image');
  useEffect(
    () =>
      onPanelDrop<{ kind: 'files'; files: File[] }>('files', (item, target) => {
        void upload(item.files).then((images) => addDroppedImages(images, target));
      }),
    [upload],
  );
  if (progress === null) return null;
  return (
    <Paper shadow="md" withBorder p="xs" w={220} pos="absolute" top={12} left="50%" style={{ transform: 'translateX(-50%)', zIndex: 30 }}>
      <UploadProgress progress={progress} />
    </Paper>
  );
}

/** Adds uploaded pictures centred at the drop point (the active page if that page went meanwhile), selected. */
function addDroppedImages(images: readonly UserImage[], target: DropTarget): void {
  if (images.length === 0) return;
  const pageStillThere = getContent().pages.some((p) => p.id === target.pageId);
  const point = pageStillThere ? target.point : undefined;
  if (pageStillThere) useEditor.getState().setActivePage(target.pageId);
  const add = (content: Parameters<typeof addImageAsset>[0], pageId: string) =>
    images.reduce((next, image) => addImageAsset(next, { pageId, src: image.link, naturalSize: { width: image.width, height: image.height }, imageId: image.id }), content);
  addToPage((content, pageId) => (point ? addAt(content, (c) => add(c, pageId), point) : add(content, pageId)));
}
