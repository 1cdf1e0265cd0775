import type { DesignContent, Page } from '@layout/model';
import { Text } from '@mantine/core';
import { useEditor } from '../state/editorStore';
import { PageButtonStrip } from './PageButtonStrip';
import { pageTitle } from './pageTitle';

/** Height of a page's header above its canvas, in screen px (the Fit zoom leaves room for it). */
export const PAGE_HEADER_HEIGHT_PX = 40;

/** A page's header: its name on the left, the button strip in the middle (spec 001 section 2.5). */
export function PageHeader({ page, index, content }: { page: Page; index: number; content: DesignContent }) {
  const active = useEditor((s) => s.activePageId === page.id);
  const printFormat = useEditor((s) => s.info.printFormat);
  return (
    <div
      style={{ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 8, height: PAGE_HEADER_HEIGHT_PX }}
      data-testid={`page-header-${index}`}
      data-active={active || undefined}
    >
      <Text size="sm" fw={active ? 700 : 500} c={active ? 'layout.9' : 'dimmed'} style={{ whiteSpace: 'nowrap' }}>
        {pageTitle(index, printFormat, content.pages.length)}
      </Text>
      <PageButtonStrip page={page} index={index} content={content} />
      <span />
    </div>
  );
}
