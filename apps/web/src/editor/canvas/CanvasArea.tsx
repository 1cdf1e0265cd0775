import { pageSizePx } from '@layout/model';
import { Box, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useContent, useEditor, useScale } from '../state/editorStore';
import { PageCanvas } from './PageCanvas';

/** Room kept around a page when zoom is Fit. */
const FIT_MARGIN_PX = 72;

/** The vertically scrolling list of pages at the current zoom (spec 001 section 2.5). */
export function CanvasArea({ round }: { round: boolean }) {
  const content = useContent();
  const scale = useScale();
  const activePageId = useEditor((s) => s.activePageId);
  const areaRef = useRef<HTMLDivElement>(null);
  const { width, height } = pageSizePx(content);

  // Fit: the largest scale at which a whole page shows in the visible area.
  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const update = () => {
      const fit = Math.min((area.clientWidth - FIT_MARGIN_PX) / width, (area.clientHeight - FIT_MARGIN_PX - 28) / height);
      useEditor.getState().setFitScale(Math.max(0.05, fit));
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(area);
    return () => observer.disconnect();
  }, [width, height]);

  return (
    <Box ref={areaRef} bg="gray.2" style={{ flex: 1, overflow: 'auto', position: 'relative' }} data-testid="canvas-area">
      <Stack align="center" gap="xl" py={FIT_MARGIN_PX / 2} px={FIT_MARGIN_PX / 2} style={{ minWidth: 'min-content' }}>
        {content.pages.map((page, index) => (
          <Stack key={page.id} gap={6} onMouseDown={() => useEditor.getState().setActivePage(page.id)}>
            <Text size="sm" fw={page.id === activePageId ? 700 : 400} c={page.id === activePageId ? 'layout.9' : 'dimmed'}>
              Page {index + 1}
            </Text>
            <PageCanvas page={page} index={index} content={content} scale={scale} round={round} />
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
