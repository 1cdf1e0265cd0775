import { PAGE_PREVIEW_BOX, type Page } from '@layout/model';
import { ActionIcon, Group, Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { useScreenColor } from '../screenColors';
import { useEditor } from '../state/editorStore';
import { revealPage } from './canvasScroll';
import { ArrowDownIcon, ArrowUpIcon, CopyIcon, DragIcon, TrashIcon } from './icons';
import { copyPageAfter, movePageTo, requestDeletePage } from './pageActions';
import { usePagePreviews } from './previews';

/** The drag data type of a page being reordered, so drops of anything else are ignored. */
export const PAGE_DRAG_TYPE = 'application/x-layout-page';

interface Props {
  page: Page;
  index: number;
  /** How many pages the design has: the last one cannot move down. */
  count: number;
  title: string;
  /** The page's size in page px, for the blank preview of a page not drawn yet. */
  pageSize: { width: number; height: number };
  /** Where a dragged page would land if dropped here, to draw the drop line. */
  dropEdge: 'before' | 'after' | null;
  onDragOverEdge: (index: number, after: boolean) => void;
  onDropOn: (pageId: string, index: number, after: boolean) => void;
  onDragEnd: () => void;
}

/** The part of the card below the pointer: the lower half drops after the page. */
function isLowerHalf(event: React.DragEvent<HTMLElement>): boolean {
  const box = event.currentTarget.getBoundingClientRect();
  return event.clientY > box.top + box.height / 2;
}

/**
 * A page in the Pages panel (spec 001 section 2.5): its preview fitted in 200 x 110, its label,
 * move up and down, copy and delete; dragged to reorder; clicked to bring the page into view.
 */
export function PagePreviewCard({ page, index, count, title, pageSize, dropEdge, onDragOverEdge, onDropOn, onDragEnd }: Props) {
  const url = usePagePreviews((s) => s.urls[page.id]) ?? page.previewBase64;
  const active = useEditor((s) => s.activePageId === page.id);
  const screen = useScreenColor();
  const [dragging, setDragging] = useState(false);
  const upButton = useRef<HTMLButtonElement>(null);
  const downButton = useRef<HTMLButtonElement>(null);
  // Move page up / down, the keyboard's way to reorder (issue 25): the focus stays on the moved
  // page's button, or goes to its other one when the page reached the end of the list (the
  // card's element may be moved in the list, which takes the focus from it).
  const move = (by: -1 | 1) => {
    const to = index + by;
    movePageTo(page.id, to);
    const [same, other] = by < 0 ? [upButton, downButton] : [downButton, upButton];
    const atEnd = by < 0 ? to === 0 : to === count - 1;
    requestAnimationFrame(() => (atEnd ? other : same).current?.focus());
  };
  const fit = Math.min(PAGE_PREVIEW_BOX.width / pageSize.width, PAGE_PREVIEW_BOX.height / pageSize.height);
  const dropLine = '3px solid var(--mantine-color-accent-5)';

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: dragging and clicking a page preview are pointer shortcuts; Move page up and down reorder from the keyboard, and the page's own strip is reached by Tab
    <div
      draggable
      data-testid={`page-preview-${index}`}
      onDragStart={(e) => {
        e.dataTransfer.setData(PAGE_DRAG_TYPE, page.id);
        e.dataTransfer.effectAllowed = 'move';
        setDragging(true);
      }}
      onDragEnd={() => {
        setDragging(false);
        onDragEnd();
      }}
      onDragOver={(e) => {
        if (!e.dataTransfer.types.includes(PAGE_DRAG_TYPE)) return;
        e.preventDefault();
        e.dataTransfer.dropEffect = 'move';
        onDragOverEdge(index, isLowerHalf(e));
      }}
      onDrop={(e) => {
        const pageId = e.dataTransfer.getData(PAGE_DRAG_TYPE);
        if (!pageId) return;
        e.preventDefault();
        onDropOn(pageId, index, isLowerHalf(e));
      }}
      onClick={() => {
        useEditor.getState().setActivePage(page.id);
        revealPage(page.id);
      }}
      style={{
        padding: 8,
        borderRadius: 6,
        cursor: 'grab',
        opacity: dragging ? 0.4 : 1,
        background: active ? 'var(--mantine-color-accent-0)' : 'transparent',
        border: `1px solid ${active ? 'var(--mantine-color-accent-4)' : 'transparent'}`,
        borderTop: dropEdge === 'before' ? dropLine : undefined,
        borderBottom: dropEdge === 'after' ? dropLine : undefined,
      }}
    >
      <Group justify="space-between" gap={4} mb={4} wrap="nowrap">
        <Group gap={4} wrap="nowrap" c="dimmed">
          <DragIcon />
          <Text size="sm" fw={active ? 700 : 500} c={active ? 'layout.9' : undefined}>
            {title}
          </Text>
        </Group>
        <Group gap={0} wrap="nowrap">
          <ActionIcon
            ref={upButton}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Move page up"
            title="Move page up"
            disabled={index === 0}
            data-testid={`preview-up-${index}`}
            onClick={(e) => {
              e.stopPropagation();
              move(-1);
            }}
          >
            <ArrowUpIcon />
          </ActionIcon>
          <ActionIcon
            ref={downButton}
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Move page down"
            title="Move page down"
            disabled={index === count - 1}
            data-testid={`preview-down-${index}`}
            onClick={(e) => {
              e.stopPropagation();
              move(1);
            }}
          >
            <ArrowDownIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Copy page"
            title="Copy page"
            data-testid={`preview-copy-${index}`}
            onClick={(e) => {
              e.stopPropagation();
              copyPageAfter(page.id);
            }}
          >
            <CopyIcon />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="sm"
            aria-label="Delete page"
            title="Delete page"
            data-testid={`preview-delete-${index}`}
            onClick={(e) => {
              e.stopPropagation();
              requestDeletePage(page.id);
            }}
          >
            <TrashIcon />
          </ActionIcon>
        </Group>
      </Group>
      <div style={{ width: PAGE_PREVIEW_BOX.width, height: PAGE_PREVIEW_BOX.height, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        {url ? (
          <img
            src={url}
            alt={`Preview of ${title}`}
            data-testid={`preview-image-${index}`}
            draggable={false}
            style={{ maxWidth: '100%', maxHeight: '100%', boxShadow: '0 1px 3px rgba(0,0,0,0.25)' }}
          />
        ) : (
          <div
            role="img"
            aria-label={`${title} (no preview yet)`}
            style={{ width: pageSize.width * fit, height: pageSize.height * fit, background: screen(page.backgroundColor), boxShadow: '0 1px 3px rgba(0,0,0,0.25)' }}
          />
        )}
      </div>
    </div>
  );
}
