import { type PrintFormat, pageSizePx } from '@layout/model';
import { SegmentedControl, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useEffect, useState } from 'react';
import { CommandButton } from '../CommandButton';
import { useContent, useEditor } from '../state/editorStore';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import { movePageTo, setPrintFormat } from './pageActions';
import { OffscreenPreviews } from './OffscreenPreviews';
import { PagePreviewCard } from './PagePreviewCard';
import { pageTitle } from './pageTitle';
import { setPreviewsWatching } from './previews';
import { dropIndex } from './reorder';

const PANEL_WIDTH_PX = 248;

/**
 * The right-hand Pages panel (spec 001 section 2.5), sliding open from its tab: page previews
 * labelled per side with copy, delete and drag-reorder, an Add Page button and the single/double
 * sided choice. Previews are kept only while it is open.
 */
export function PagesPanel() {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    setPreviewsWatching(open);
    return () => setPreviewsWatching(false);
  }, [open]);

  return (
    <aside aria-label="Pages" style={{ display: 'flex', height: '100%', background: 'white', borderLeft: '1px solid var(--mantine-color-gray-3)' }}>
      <UnstyledButton
        onClick={() => setOpen((o) => !o)}
        aria-expanded={open}
        aria-label={open ? 'Close pages panel' : 'Open pages panel'}
        data-testid="pages-panel-toggle"
        style={{ width: 28, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 6, paddingTop: 12, color: 'var(--mantine-color-layout-9)' }}
      >
        {open ? <ChevronRightIcon /> : <ChevronLeftIcon />}
        <span style={{ writingMode: 'vertical-rl', fontSize: 13, fontWeight: 600 }}>Pages</span>
      </UnstyledButton>
      <div style={{ width: open ? PANEL_WIDTH_PX : 0, transition: 'width 180ms ease-out', overflow: 'hidden' }}>{open && <PagesPanelBody />}</div>
    </aside>
  );
}

function PagesPanelBody() {
  const content = useContent();
  const printFormat = useEditor((s) => s.info.printFormat);
  const isDesign = useEditor((s) => s.info.documentType === 'DOC_TYPE_DESIGN');
  const [drop, setDrop] = useState<{ index: number; after: boolean } | null>(null);
  const pageSize = pageSizePx(content);

  return (
    <Stack gap="sm" p="sm" h="100%" w={PANEL_WIDTH_PX} data-testid="pages-panel">
      <Title order={3} size="h5">
        Pages
      </Title>
      <SegmentedControl
        size="xs"
        fullWidth
        value={printFormat}
        onChange={(value) => setPrintFormat(value as PrintFormat)}
        data={[
          { value: 'SINGLE_SIDE', label: 'Single sided' },
          { value: 'DOUBLE_SIDE', label: 'Double sided' },
        ]}
        data-testid="print-format"
      />
      <Stack gap={4} style={{ flex: 1, overflowY: 'auto' }} onDragLeave={(e) => !e.currentTarget.contains(e.relatedTarget as Node) && setDrop(null)}>
        {content.pages.map((page, index) => (
          <PagePreviewCard
            key={page.id}
            page={page}
            index={index}
            count={content.pages.length}
            title={pageTitle(index, printFormat, content.pages.length)}
            pageSize={pageSize}
            dropEdge={drop?.index === index ? (drop.after ? 'after' : 'before') : null}
            onDragOverEdge={(over, after) => setDrop((d) => (d?.index === over && d.after === after ? d : { index: over, after }))}
            onDropOn={(pageId, over, after) => {
              setDrop(null);
              const from = content.pages.findIndex((p) => p.id === pageId);
              if (from >= 0) movePageTo(pageId, dropIndex(from, over, after));
            }}
            onDragEnd={() => setDrop(null)}
          />
        ))}
      </Stack>
      {!isDesign && (
        <Text size="xs" c="dimmed">
          Pages can be added to designs only.
        </Text>
      )}
      <CommandButton command="addPage" text="Add Page" variant="light" data-testid="pages-panel-add" />
      <OffscreenPreviews />
    </Stack>
  );
}
