import { type DesignContent, type Page, formatPrice } from '@layout/model';
import { ActionIcon, Group, Tooltip } from '@mantine/core';
import { useMemo } from 'react';
import { useRole } from '../../session/store';
import { openDialog } from '../dialogs/dialogQueue';
import { useEditor } from '../state/editorStore';
import { BackgroundColourButton } from './BackgroundColourButton';
import { ContextButton } from './ContextButton';
import { CopyIcon, PaidIcon, TrashIcon, UploadIcon } from './icons';
import { copyPageAfter, requestDeletePage } from './pageActions';
import { paidItemsOnPage, useStockPrices } from './paidItems';

/**
 * The middle button strip of a page (spec 001 section 2.5): the context button, then the
 * paid-item notice, background colour, upload, copy page and delete page.
 */
export function PageButtonStrip({ page, index, content }: { page: Page; index: number; content: DesignContent }) {
  const isGuest = useRole() === 'guest';
  const prices = useStockPrices();
  const paid = useMemo(() => paidItemsOnPage(content, page.id, prices), [content, page.id, prices]);

  const upload = () => {
    // Guests get the required-login warning (spec 001 section 1). Uploading happens in the
    // Photos panel's My Images section, so the page's upload button opens it.
    if (isGuest) return openDialog({ kind: 'loginRequired' });
    useEditor.getState().setActivePage(page.id);
    useEditor.getState().setOpenMenu('Photos');
  };

  return (
    <Group gap={4} wrap="nowrap" data-testid={`page-strip-${index}`}>
      <ContextButton pageId={page.id} />
      {paid.length > 0 && (
        <Tooltip multiline w={240} label={`This page holds paid stock items (${paid.map((p) => formatPrice(p.price)).join(', ')}), charged when the design is exported.`}>
          <ActionIcon variant="subtle" color="orange" aria-label="Paid items on this page" data-testid={`page-paid-${index}`}>
            <PaidIcon />
          </ActionIcon>
        </Tooltip>
      )}
      <BackgroundColourButton page={page} index={index} />
      <ActionIcon variant="subtle" color="gray" aria-label="Upload" title="Upload" data-testid={`page-upload-${index}`} onClick={upload}>
        <UploadIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Copy page" title="Copy page" data-testid={`page-copy-${index}`} onClick={() => copyPageAfter(page.id)}>
        <CopyIcon />
      </ActionIcon>
      <ActionIcon variant="subtle" color="gray" aria-label="Delete page" title="Delete page" data-testid={`page-delete-${index}`} onClick={() => requestDeletePage(page.id)}>
        <TrashIcon />
      </ActionIcon>
    </Group>
  );
}
