import type { DesignContent, Page } from '@layout/model';
import { memo, useEffect, useRef } from 'react';
import { PageCanvas } from '../canvas/PageCanvas';
import { useEditor } from '../state/editorStore';
import { PageHeader } from './PageHeader';
import { watchPagePreview } from './previews';

interface Props {
  page: Page;
  index: number;
  content: DesignContent;
  scale: number;
  round: boolean;
  /** Near the visible part of the canvas: drawn. Otherwise a placeholder of the same size. */
  mounted: boolean;
  placeholderSize: { width: number; height: number };
  observe: (slot: HTMLElement | null) => void;
  onMeasure: (size: { width: number; height: number; scale: number }) => void;
}

/**
 * One page in the canvas list: its header and button strip, then its canvas, or a placeholder
 * that costs nothing when the page is far from view. A press or a drop on the page makes it
 * the active page (spec 001 section 4.2).
 */
export const PageSlot = memo(function PageSlot({ page, index, content, scale, round, mounted, placeholderSize, observe, onMeasure }: Props) {
  const activate = () => useEditor.getState().setActivePage(page.id);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: pointing into a page makes it the active one; the pages panel does the same from the keyboard
    <div
      ref={observe}
      data-page-id={page.id}
      data-testid={`page-slot-${index}`}
      onMouseDownCapture={activate}
      onDragOver={activate}
      onDropCapture={activate}
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
    >
      <PageHeader page={page} index={index} content={content} />
      {mounted ? (
        <DrawnPage page={page} index={index} content={content} scale={scale} round={round} onMeasure={onMeasure} />
      ) : (
        <div data-testid={`page-placeholder-${index}`} style={{ ...placeholderSize, alignSelf: 'center' }} />
      )}
    </div>
  );
});

/** The page's canvas, measured so placeholders take its size, and watched for its preview. */
function DrawnPage({ page, index, content, scale, round, onMeasure }: Omit<Props, 'mounted' | 'placeholderSize' | 'observe'>) {
  const box = useRef<HTMLDivElement>(null);

  // After PageCanvas (a child) has registered its stage.
  useEffect(() => watchPagePreview(page.id), [page.id]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(() => {
      // A page scrolled far away is removed before this observer is disconnected, and reports
      // 0 x 0 meanwhile: not a size for the placeholders (the list's length jumped).
      if (!element.isConnected || element.offsetWidth === 0 || element.offsetHeight === 0) return;
      onMeasure({ width: element.offsetWidth, height: element.offsetHeight, scale });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [scale, onMeasure]);

  return (
    <div ref={box} style={{ alignSelf: 'center' }}>
      <PageCanvas page={page} index={index} content={content} scale={scale} round={round} />
    </div>
  );
}
