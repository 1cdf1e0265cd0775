import { type DesignContent, type Page, type UserImage, addImageAsset, formatPrice } from '@layout/model';
import { ActionIcon, Box, Group, Paper, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { UploadProgress } from '../library/UploadProgress';
import { useImageUpload } from '../library/useImageUpload';
import { addToPage } from '../panels/addToPage';
import { getContent, useEditor } from '../state/editorStore';
import { BackgroundColourButton } from './BackgroundColourButton';
import { ContextButton } from './ContextButton';
import { ReplaceSvgButton } from '../panels/svgLibrary/ReplaceSvgButton';
import { CopyIcon, PaidIcon, TrashIcon, UploadIcon } from './icons';
import { copyPageAfter, requestDeletePage } from './pageActions';
import { paidItemsOnPage, useStockPrices } from './paidItems';

/**
 * The middle button strip of a page (spec 001 section 2.5): the context button, then the
 * paid-item notice, background colour, upload, copy page and delete page.
 */
export function PageButtonStrip({ page, index, content }: { page: Page; index: number; content: DesignContent }) {
  const prices = useStockPrices();
  const paid = useMemo(() => paidItemsOnPage(content, page.id, prices), [content, page.id, prices]);
  // Upload (spec 001 section 7, "Upload asset: assetType, targetPageId"): the chosen pictures
  // become My images and are added to this page, each at its natural proportions, as one undo
  // step. Guests get the required-login warning (useImageUpload).
  const { progress, choose } = useImageUpload('image', (images) => addUploadedImages(page.id, images));

  return (
    <Group gap={4} wrap="nowrap" data-testid={`page-strip-${index}`}>
      <ContextButton pageId={page.id} />
      <ReplaceSvgButton pageId={page.id} />
      {paid.length > 0 && (
        <Tooltip multiline w={240} label={`This page holds paid stock items (${paid.map((p) => formatPrice(p.price)).join(', ')}), charged when the design is exported.`}>
          <ActionIcon variant="subtle" color="orange" aria-label="Paid items on this page" data-testid={`page-paid-${index}`}>
            <PaidIcon />
          </ActionIcon>
        </Tooltip>
      )}
      <BackgroundColourButton page={page} index={index} />
      <Box pos="relative">
        <ActionIcon variant="subtle" color="gray" aria-label="Upload" title="Upload" data-testid={`page-upload-${index}`} onClick={choose} loading={progress !== null}>
          <UploadIcon />
        </ActionIcon>
        {progress !== null && (
          // Floats under the icon, over the ruler, so the strip keeps its place.
          <Paper shadow="md" withBorder p="xs" w={200} style={{ position: 'absolute', top: 'calc(100% + 6px)', left: '50%', transform: 'translateX(-50%)', zIndex: 30 }}>
            <UploadProgress progress={progress} />
          </Paper>
        )}
      </Box>
      <ActionIcon variant="subtle" color="gray" aria-label="Copy page" title="Copy page" data-testid={`page-copy-${index}`} onClick={() => copyPageAfter(page.id)}>
        <CopyIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Delete page" title="Delete page" data-testid={`page-delete-${index}`} onClick={() => requestDeletePage(page.id)}>
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}

/** Adds uploaded pictures to a page (the active one if that page was deleted meanwhile) and selects them. */
function addUploadedImages(pageId: string, images: UserImage[]): void {
  if (images.length === 0) return;
  const { setActivePage } = useEditor.getState();
  if (getContent().pages.some((p) => p.id === pageId)) setActivePage(pageId);
  addToPage((content, target) =>
    images.reduce((next, image) => addImageAsset(next, { pageId: target, src: image.link, naturalSize: { width: image.width, height: image.height }, imageId: image.id }), content),
  );
}
