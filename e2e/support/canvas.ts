import type { Page } from '@playwright/test';

/** Where a page's coordinates land on screen: point (x, y) of the page is at (left + x * scale, top + y * scale). */
export interface PageOnScreen {
  left: number;
  top: number;
  scale: number;
}

/**
 * The screen transform of a page of the open design (by index), read from its Konva stage: the
 * content layer's origin is the page's top-left trim corner.
 */
export async function pageOnScreen(page: Page, pageIndex = 0): Promise<PageOnScreen> {
  const box = (await page.getByTestId(`page-canvas-${pageIndex}`).boundingBox())!;
  const layer = await page.evaluate((index) => {
    type Layer = { x(): number; y(): number; scaleX(): number };
    type Hook = {
      getContent: () => { pages: { id: string }[] };
      getStage: (pageId: string) => { findOne: (selector: string) => Layer | undefined } | undefined;
    };
    const hook = (window as unknown as { __layoutEditor?: Hook }).__layoutEditor!;
    const pageId = hook.getContent().pages[index]!.id;
    const content = hook.getStage(pageId)!.findOne('.content-layer')!;
    return { x: content.x(), y: content.y(), scale: content.scaleX() };
  }, pageIndex);
  return { left: box.x + layer.x, top: box.y + layer.y, scale: layer.scale };
}

/** The screen point of a page point. */
export function toScreen(on: PageOnScreen, point: { x: number; y: number }): { x: number; y: number } {
  return { x: on.left + point.x * on.scale, y: on.top + point.y * on.scale };
}
