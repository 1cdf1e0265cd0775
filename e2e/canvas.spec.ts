import { mmToPx } from '@layout/model';
import { type Page, expect, test } from '@playwright/test';
import { pageOnScreen, toScreen } from './support/canvas';

/**
 * The canvas as a user works it: keyboard shortcuts, marquee and Shift selection, dragging with
 * snapping, resize handles, undo and redo, print warnings. A guest can do all of this.
 */

type Asset = { id: string; type: string; x: number; y: number; width: number; height: number; rotation: number; zIndex: number };
type Hook = {
  getContent: () => { assets: Asset[]; pages: { id: string }[] };
  getSelection: () => readonly string[];
  getStage: (pageId: string) => { findOne: (s: string) => { find: (s: string) => unknown[] } | undefined } | undefined;
};

const content = (page: Page) => page.evaluate(() => (window as unknown as { __layoutEditor: Hook }).__layoutEditor.getContent());
const selection = (page: Page) => page.evaluate(() => [...(window as unknown as { __layoutEditor: Hook }).__layoutEditor.getSelection()]);
const shapes = async (page: Page) => (await content(page)).assets.filter((a) => a.type === 'shape');
const mod = process.platform === 'darwin' ? 'Meta' : 'Control';
const SHOTS = process.env.E2E_SHOTS ?? '';

/** The editor's Konva as the page has it (window.Konva, with the editor's draw rules installed), as far as the tests of its layers use it. */
type InPageLayer = {
  add: (n: unknown) => void;
  draw: () => unknown;
  batchDraw: () => void;
  on: (event: string, f: () => void) => void;
  getHitCanvas: () => { width: number; height: number };
  getCanvas: () => { _canvas: HTMLCanvasElement };
  getIntersection: (point: { x: number; y: number }) => { name: () => string } | null;
};
type InPageNode = { x: (v: number) => void; destroy: () => void };
type KonvaInPage = {
  pixelRatio: number;
  Stage: new (c: object) => { add: (l: InPageLayer) => void; size: (s: { width: number; height: number }) => void; destroy: () => void };
  Layer: new (c?: object) => InPageLayer;
  Rect: new (c: object) => InPageNode;
  Transformer: new () => InPageNode;
};

async function openEditor(page: Page) {
  await page.goto('/designs/new');
  await page.waitForFunction(() => (window as unknown as { __layoutEditor?: Hook }).__layoutEditor?.getContent());
}

async function addRectangle(page: Page) {
  await page.getByTestId('menu-Shapes').click();
  await page.getByRole('button', { name: 'Rectangle' }).click();
}

/** Presses at a page point and drags by `by` screen px in small steps. */
async function drag(page: Page, from: { x: number; y: number }, by: { x: number; y: number }, options: { hold?: () => Promise<void> } = {}) {
  const on = await pageOnScreen(page);
  const start = toScreen(on, from);
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.mouse.move(start.x + by.x, start.y + by.y, { steps: 10 });
  await options.hold?.();
  await page.mouse.up();
}

async function clickAt(page: Page, point: { x: number; y: number }, modifiers: ('Shift' | 'Control')[] = []) {
  const on = await pageOnScreen(page);
  const at = toScreen(on, point);
  for (const key of modifiers) await page.keyboard.down(key);
  await page.mouse.click(at.x, at.y);
  for (const key of modifiers) await page.keyboard.up(key);
}

const centre = (a: Asset) => ({ x: a.x + a.width / 2, y: a.y + a.height / 2 });

test.beforeEach(async ({ page }) => {
  await openEditor(page);
});

test('copy, paste, cut, delete, select all and nudge from the keyboard, each one undo step', async ({ page }) => {
  await addRectangle(page);
  const [rect] = await shapes(page);
  await clickAt(page, centre(rect!));
  expect(await selection(page)).toEqual([rect!.id]);

  await page.keyboard.press(`${mod}+c`);
  await page.keyboard.press(`${mod}+v`);
  let all = await shapes(page);
  expect(all).toHaveLength(2);
  const pasted = all.find((a) => a.id !== rect!.id)!;
  expect([pasted.x - rect!.x, pasted.y - rect!.y]).toEqual([30, 30]);
  expect(await selection(page)).toEqual([pasted.id]);

  await page.keyboard.press('Delete');
  expect(await shapes(page)).toHaveLength(1);
  await page.keyboard.press(`${mod}+z`);
  expect(await shapes(page)).toHaveLength(2);
  await page.keyboard.press(`${mod}+Shift+z`);
  expect(await shapes(page)).toHaveLength(1);
  await page.keyboard.press(`${mod}+z`);

  await page.keyboard.press(`${mod}+a`);
  expect((await selection(page)).sort()).toEqual(all.map((a) => a.id).sort());
  await page.keyboard.press(`${mod}+x`);
  expect(await shapes(page)).toHaveLength(0);
  await page.keyboard.press(`${mod}+v`);
  all = await shapes(page);
  expect(all).toHaveLength(2);

  // An arrow nudges the selection by 1 unit (1 mm here), as one undo step.
  await clickAt(page, { x: 5, y: 5 });
  expect(await selection(page)).toEqual([]);
  const [first] = all;
  await clickAt(page, { x: first!.x + 5, y: first!.y + 5 });
  const before = (await shapes(page)).find((a) => a.id === first!.id)!;
  await page.keyboard.press('ArrowRight');
  await expect.poll(async () => (await shapes(page)).find((a) => a.id === first!.id)!.x).toBeCloseTo(before.x + mmToPx(1), 5);
  await page.keyboard.press('ArrowDown');
  await expect.poll(async () => (await shapes(page)).find((a) => a.id === first!.id)!.y).toBeCloseTo(before.y + mmToPx(1), 5);
  await page.keyboard.press(`${mod}+z`);
  await page.keyboard.press(`${mod}+y`);
  expect((await shapes(page)).find((a) => a.id === first!.id)!.y).toBeCloseTo(before.y + mmToPx(1), 5);
});

test('pasting again puts each copy 30 further, so every paste shows', async ({ page }) => {
  await addRectangle(page);
  const [rect] = await shapes(page);
  await clickAt(page, centre(rect!));
  await page.keyboard.press(`${mod}+c`);
  for (let i = 0; i < 3; i++) await page.keyboard.press(`${mod}+v`);
  const offsets = (await shapes(page)).map((a) => [a.x - rect!.x, a.y - rect!.y]);
  expect(offsets).toEqual([
    [0, 0],
    [30, 30],
    [60, 60],
    [90, 90],
  ]);
});

test('a dialog on screen has the keyboard: Delete and undo leave the page behind it alone', async ({ page }) => {
  await addRectangle(page);
  await page.getByTestId('add-page').click();
  await expect.poll(async () => (await content(page)).pages.length).toBe(2);
  await page.getByTestId('page-header-0').click();
  // Select the rectangle, then ask to delete the second page.
  await page.keyboard.press(`${mod}+a`);
  await expect.poll(async () => (await shapes(page)).length).toBe(1);
  const before = await content(page);
  await page.getByTestId('page-delete-1').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Delete');
  await page.keyboard.press(`${mod}+z`);
  await page.keyboard.press('ArrowRight');
  expect(await content(page)).toEqual(before);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  // Closed, the keys act on the page again.
  await page.keyboard.press('Delete');
  await expect.poll(async () => (await shapes(page)).length).toBe(0);
});

/** Adds a Heading H1 and double-clicks it: its in-place editor is focused. */
async function editNewHeading(page: Page) {
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const text = (await content(page)).assets.find((a) => a.type === 'text')!;
  const at = toScreen(await pageOnScreen(page), { x: text.x + 10, y: text.y + 10 });
  await page.mouse.dblclick(at.x, at.y);
  const editor = page.getByTestId('text-editor');
  await expect(editor).toBeFocused();
  return { text, editor };
}

/** A text asset's words as the document holds them. */
async function textOf(page: Page, id: string): Promise<string> {
  const asset = (await content(page)).assets.find((a) => a.id === id) as unknown as { textConfig: { text: string } };
  return asset.textConfig.text;
}

test('shortcuts leave typing alone: Delete inside a text being edited deletes characters, not the text', async ({ page }) => {
  const { text } = await editNewHeading(page);
  await page.keyboard.press('End');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  expect(await textOf(page, text.id)).toBe('Heading ');
});

test('Enter starts a new line in a text being edited, the field grows to show every line, Escape keeps what was typed', async ({ page }) => {
  const { text, editor } = await editNewHeading(page);
  const oneLine = (await editor.boundingBox())!.height;
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('First');
  for (const line of ['Second', 'Third', 'Fourth']) {
    await page.keyboard.press('Enter');
    await page.keyboard.type(line);
  }
  await expect(editor).toBeVisible();
  // Four lines tall, and nothing scrolled out of the field.
  const grown = (await editor.boundingBox())!.height;
  expect(grown).toBeGreaterThan(3.5 * oneLine);
  expect(await editor.evaluate((field) => field.scrollHeight <= field.clientHeight && field.scrollTop === 0)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  expect(await textOf(page, text.id)).toBe('First\nSecond\nThird\nFourth');
  const edited = (await content(page)).assets.find((a) => a.id === text.id)!;
  expect(edited.height).toBeGreaterThan(3.5 * text.height);
  // One undo step back to the heading as it was.
  await page.keyboard.press(`${mod}+z`);
  expect(await textOf(page, text.id)).toBe('Heading 1');
});

test('a text whose every character was deleted goes when the editing ends; one undo brings it back', async ({ page }) => {
  const { text, editor } = await editNewHeading(page);
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Escape');
  await expect(editor).toBeHidden();
  await expect.poll(async () => (await content(page)).assets.some((a) => a.id === text.id)).toBe(false);
  await page.keyboard.press(`${mod}+z`);
  expect(await textOf(page, text.id)).toBe('Heading 1');
});

test('what was typed into a text is kept when a press on the page ends the editing', async ({ page }) => {
  const { text, editor } = await editNewHeading(page);
  await page.keyboard.press(`${mod}+a`);
  await page.keyboard.type('Jane Doe Studio');
  // The canvas takes the press itself: the field is removed without the browser blurring it.
  await clickAt(page, { x: 600, y: 500 });
  await expect(editor).toBeHidden();
  expect(await textOf(page, text.id)).toBe('Jane Doe Studio');
  await page.keyboard.press(`${mod}+z`);
  expect(await textOf(page, text.id)).toBe('Heading 1');
});

test('a marquee selects the assets it touches; one alone, several as a group; a click on the page clears', async ({ page }) => {
  await addRectangle(page);
  await addRectangle(page);
  const [a, b] = await shapes(page);
  // From the empty top-left of the page across both rectangles.
  await drag(page, { x: 10, y: 10 }, { x: 300, y: 300 });
  expect((await selection(page)).sort()).toEqual([a!.id, b!.id].sort());
  // A small marquee touching only the first one's top-left corner.
  await clickAt(page, { x: 5, y: 5 });
  expect(await selection(page)).toEqual([]);
  await drag(page, { x: 10, y: 10 }, { x: 40, y: 40 });
  expect(await selection(page)).toEqual([a!.id]);
});

test('Shift adds and removes assets; dragging a group moves all its members in one undo step', async ({ page }) => {
  await addRectangle(page);
  await addRectangle(page);
  const [a, b] = await shapes(page);
  await clickAt(page, { x: a!.x + 10, y: a!.y + 10 });
  await clickAt(page, { x: b!.x + b!.width - 10, y: b!.y + b!.height - 10 }, ['Shift']);
  expect((await selection(page)).sort()).toEqual([a!.id, b!.id].sort());

  await drag(page, { x: b!.x + b!.width - 10, y: b!.y + b!.height - 10 }, { x: 80, y: 40 });
  const moved = await shapes(page);
  const dx = moved[0]!.x - a!.x;
  expect(dx).toBeGreaterThan(20);
  expect(moved[1]!.x - b!.x).toBeCloseTo(dx, 5);
  expect(moved[1]!.y - b!.y).toBeCloseTo(moved[0]!.y - a!.y, 5);
  await page.keyboard.press(`${mod}+z`);
  const back = await shapes(page);
  expect(back.map((s) => [s.x, s.y])).toEqual([a, b].map((s) => [s!.x, s!.y]));

  // Undo cleared the selection: select both again, then Shift-click one out.
  await clickAt(page, { x: b!.x + b!.width - 10, y: b!.y + b!.height - 10 });
  await clickAt(page, { x: a!.x + 10, y: a!.y + 10 }, ['Shift']);
  expect(await selection(page)).toHaveLength(2);
  await clickAt(page, { x: a!.x + 10, y: a!.y + 10 }, ['Shift']);
  expect(await selection(page)).toEqual([b!.id]);
});

test("a dragged asset snaps to another asset's edge within 5 screen px and shows a snap line", async ({ page }) => {
  await addRectangle(page);
  await addRectangle(page);
  const [a, b] = await shapes(page);
  const on = await pageOnScreen(page);
  // Move b left so its left edge ends 3 screen px right of a's left edge (30 px away now).
  const by = { x: -(b!.x - a!.x) * on.scale + 3, y: 150 };
  let linesWhileDragging = 0;
  await drag(page, centre(b!), by, {
    hold: async () => {
      linesWhileDragging = await page.evaluate(() => {
        const hook = (window as unknown as { __layoutEditor: Hook }).__layoutEditor;
        const ui = hook.getStage(hook.getContent().pages[0]!.id)!.findOne('.ui-layer')!;
        return ui.find('Line').length;
      });
    },
  });
  const snapped = (await shapes(page)).find((s) => s.id === b!.id)!;
  expect(snapped.x).toBeCloseTo(a!.x, 6);
  expect(linesWhileDragging).toBeGreaterThan(0);
});

test('a drag repaints the page only where the asset left and landed, and the page looks as a full redraw would', async ({ page }) => {
  await addRectangle(page);
  await addRectangle(page);
  await addRectangle(page);
  const [, , c] = await shapes(page);
  // Counts the page layer's full redraws (a region redraw paints through drawScene only), once
  // the draw the last added rectangle asked for (on the next frame) is done.
  await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const hook = (window as unknown as { __layoutEditor: Hook }).__layoutEditor;
    const layer = hook.getStage(hook.getContent().pages[0]!.id)!.findOne('.content-layer') as unknown as { draw: () => unknown; __fullDraws?: number };
    const draw = layer.draw.bind(layer);
    layer.__fullDraws = 0;
    layer.draw = () => {
      layer.__fullDraws! += 1;
      return draw();
    };
  });
  await drag(page, centre(c!), { x: 120, y: 90 });
  const moved = (await shapes(page)).find((s) => s.id === c!.id)!;
  expect(moved.x).toBeGreaterThan(c!.x + 50);
  const result = await page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const hook = (window as unknown as { __layoutEditor: Hook }).__layoutEditor;
    type Canvas = { width: number; height: number; getContext: () => { _context: CanvasRenderingContext2D } };
    const layer = hook.getStage(hook.getContent().pages[0]!.id)!.findOne('.content-layer') as unknown as {
      draw: () => unknown;
      __fullDraws: number;
      getIntersection: (point: { x: number; y: number }) => unknown;
      getCanvas: () => Canvas;
      getHitCanvas: () => Canvas;
    };
    const pixels = (canvas: Canvas) => canvas.getContext()._context.getImageData(0, 0, canvas.width, canvas.height).data;
    const fullDraws = layer.__fullDraws;
    // The hit graph is brought up to date when the pointer is next tested against it.
    layer.getIntersection({ x: 1, y: 1 });
    const scene = pixels(layer.getCanvas());
    const hit = pixels(layer.getHitCanvas());
    layer.draw();
    const fullScene = pixels(layer.getCanvas());
    const fullHit = pixels(layer.getHitCanvas());
    let sceneOff = 0;
    let largest = 0;
    for (let i = 0; i < scene.length; i++) {
      const d = Math.abs(scene[i]! - fullScene[i]!);
      if (d > 0) sceneOff += 1;
      largest = Math.max(largest, d);
    }
    let hitOff = 0;
    for (let i = 0; i < hit.length; i++) if (hit[i] !== fullHit[i]) hitOff += 1;
    return { fullDraws, sceneOff, largest, hitOff, channels: scene.length };
  });
  expect(result.fullDraws).toBe(0);
  expect(result.hitOff).toBe(0);
  // A left-behind copy or an unpainted hole would differ by far more; the clipped repaint may
  // anti-alias an edge pixel slightly differently.
  expect(result.largest).toBeLessThan(48);
  expect(result.sceneOff).toBeLessThan(result.channels / 1000);
});

test('the toolbar waits for a press on the canvas to end: a held press selects, the release shows the tools', async ({ page }) => {
  await addRectangle(page);
  const [rect] = await shapes(page);
  await clickAt(page, { x: 5, y: 5 });
  await expect(page.getByTestId('floating-toolbar')).toBeHidden();
  const on = await pageOnScreen(page);
  const at = toScreen(on, centre(rect!));
  await page.mouse.move(at.x, at.y);
  await page.mouse.down();
  await expect.poll(() => selection(page)).toEqual([rect!.id]);
  // Rendering the toolbar at the press took the frames of a drag's first moves.
  await page.waitForTimeout(300);
  await expect(page.getByTestId('floating-toolbar')).toBeHidden();
  await page.mouse.up();
  await expect(page.getByTestId('floating-toolbar')).toBeVisible();
});

test('a layer is drawn once when it joins a stage, and again only after a change', async ({ page }) => {
  // The editor's Konva (window.Konva) with the editor's draw rules installed: a stage built the
  // way react-konva builds a page's (the layer filled first, then added, then more layers).
  const draws = await page.evaluate(async () => {
    const Konva = (window as unknown as { Konva: KonvaInPage }).Konva;
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const container = document.body.appendChild(document.createElement('div'));
    const stage = new Konva.Stage({ container, width: 200, height: 200 });
    const layer = new Konva.Layer();
    let count = 0;
    const draw = layer.draw.bind(layer);
    layer.draw = () => {
      count += 1;
      return draw();
    };
    const rect = new Konva.Rect({ width: 50, height: 50, fill: 'red' });
    layer.add(rect);
    stage.add(layer);
    stage.add(new Konva.Layer());
    await frame();
    const atOpen = count;
    rect.x(20);
    await frame();
    const afterChange = count;
    stage.destroy();
    container.remove();
    return { atOpen, afterChange };
  });
  expect(draws).toEqual({ atOpen: 1, afterChange: 2 });
});

test('a layer with nothing to show is not drawn until it has something, and is cleared once when it is empty again', async ({ page }) => {
  const draws = await page.evaluate(async () => {
    const Konva = (window as unknown as { Konva: KonvaInPage }).Konva;
    const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const container = document.body.appendChild(document.createElement('div'));
    const stage = new Konva.Stage({ container, width: 200, height: 200 });
    const layer = new Konva.Layer();
    let count = 0;
    layer.on('draw', () => (count += 1));
    layer.add(new Konva.Rect({ width: 50, height: 50, fill: 'red', visible: false }));
    layer.add(new Konva.Transformer());
    stage.add(layer);
    layer.batchDraw();
    await frame();
    const empty = count;
    const rect = new Konva.Rect({ width: 50, height: 50, fill: 'red' });
    layer.add(rect);
    layer.batchDraw();
    await frame();
    const shown = count;
    rect.destroy();
    layer.batchDraw();
    await frame();
    const cleared = count;
    layer.batchDraw();
    await frame();
    const stillEmpty = count;
    stage.destroy();
    container.remove();
    return { empty, shown, cleared, stillEmpty };
  });
  expect(draws).toEqual({ empty: 0, shown: 1, cleared: 2, stillEmpty: 2 });
});

test("a lazy layer's hit canvas takes the stage's size when its hit graph is drawn, not before", async ({ page }) => {
  const sizes = await page.evaluate(() => {
    const Konva = (window as unknown as { Konva: KonvaInPage }).Konva;
    const container = document.body.appendChild(document.createElement('div'));
    const stage = new Konva.Stage({ container, width: 200, height: 100 });
    const lazy = new Konva.Layer({ lazyHit: true });
    const eager = new Konva.Layer();
    lazy.add(new Konva.Rect({ name: 'box', x: 150, y: 120, width: 40, height: 40, fill: 'red' }));
    stage.add(lazy);
    stage.add(eager);
    const size = (c: { width: number; height: number }) => `${c.width}x${c.height}`;
    const added = { lazy: size(lazy.getHitCanvas()), eager: size(eager.getHitCanvas()) };
    stage.size({ width: 300, height: 200 });
    const resized = size(lazy.getHitCanvas());
    // The box is below the first size: found only if the hit canvas took the new one.
    const hit = lazy.getIntersection({ x: 170, y: 140 })?.name() ?? null;
    const tested = size(lazy.getHitCanvas());
    stage.destroy();
    container.remove();
    return { added, resized, hit, tested };
  });
  expect(sizes).toEqual({ added: { lazy: '0x0', eager: '200x100' }, resized: '0x0', hit: 'box', tested: '300x200' });
});

test('a hit test between a change and its draw finds the shapes where they are now (a click just after an undo)', async ({ page }) => {
  const hits = await page.evaluate(() => {
    const Konva = (window as unknown as { Konva: KonvaInPage }).Konva;
    const container = document.body.appendChild(document.createElement('div'));
    const stage = new Konva.Stage({ container, width: 200, height: 100 });
    const lazy = new Konva.Layer({ lazyHit: true });
    const box = new Konva.Rect({ name: 'box', x: 10, y: 10, width: 40, height: 40, fill: 'red' });
    lazy.add(box);
    stage.add(lazy);
    lazy.draw();
    const before = lazy.getIntersection({ x: 20, y: 20 })?.name() ?? null;
    // Moved and due to be drawn on the next frame; hit-tested before that frame comes.
    box.x(120);
    lazy.batchDraw();
    const atOldPlace = lazy.getIntersection({ x: 20, y: 20 })?.name() ?? null;
    const atNewPlace = lazy.getIntersection({ x: 130, y: 20 })?.name() ?? null;
    stage.destroy();
    container.remove();
    return { before, atOldPlace, atNewPlace };
  });
  expect(hits).toEqual({ before: 'box', atOldPlace: null, atNewPlace: 'box' });
});

test('a layer is sized without its canvas being scaled at a pixel ratio of 1, and scaled at 2', async ({ page }) => {
  // At a ratio of 1 Konva's scale of the context would only allocate the canvas's pixels early
  // (canvas/unallocatedSize.ts); at 2 the scale is what makes a node draw at twice the size.
  const drawn = await page.evaluate(() => {
    const Konva = (window as unknown as { Konva: KonvaInPage }).Konva;
    const ratio = Konva.pixelRatio;
    const filledAt = (pixelRatio: number) => {
      Konva.pixelRatio = pixelRatio;
      const container = document.body.appendChild(document.createElement('div'));
      const stage = new Konva.Stage({ container, width: 40, height: 40 });
      const layer = new Konva.Layer();
      layer.add(new Konva.Rect({ width: 10, height: 10, fill: 'rgb(255, 0, 0)' }));
      stage.add(layer);
      const canvas = layer.getCanvas()._canvas;
      const context = canvas.getContext('2d')!;
      const shadowed = Object.hasOwn(context, 'scale');
      layer.draw();
      const red = (x: number, y: number) => context.getImageData(x, y, 1, 1).data[0] === 255;
      const result = { size: `${canvas.width}x${canvas.height}`, inside: red(5, 5), outside: red(15, 15), shadowed };
      stage.destroy();
      container.remove();
      return result;
    };
    try {
      return { one: filledAt(1), two: filledAt(2) };
    } finally {
      Konva.pixelRatio = ratio;
    }
  });
  expect(drawn).toEqual({
    one: { size: '40x40', inside: true, outside: false, shadowed: false },
    two: { size: '80x80', inside: true, outside: true, shadowed: false },
  });
});

test('the corner handle resizes; handles stop at the minimum size; undo restores', async ({ page }) => {
  await addRectangle(page);
  const [rect] = await shapes(page);
  await clickAt(page, centre(rect!));
  // The bottom-right anchor sits on the asset's bottom-right corner.
  await drag(page, { x: rect!.x + rect!.width, y: rect!.y + rect!.height }, { x: 60, y: 30 });
  const resized = (await shapes(page))[0]!;
  expect(resized.width).toBeGreaterThan(rect!.width + 20);
  expect(resized.height).toBeGreaterThan(rect!.height + 10);
  await page.keyboard.press(`${mod}+z`);
  expect((await shapes(page))[0]!.width).toBeCloseTo(rect!.width, 5);

  await clickAt(page, centre(rect!));
  const on = await pageOnScreen(page);
  await drag(page, { x: rect!.x + rect!.width, y: rect!.y + rect!.height }, { x: -rect!.width * on.scale - 50, y: -rect!.height * on.scale - 50 });
  const smallest = (await shapes(page))[0]!;
  expect(smallest.width).toBeGreaterThanOrEqual(20);
  expect(smallest.height).toBeGreaterThanOrEqual(20);
});

test("a text's corner handle scales it with its type; a side handle changes its width only", async ({ page }) => {
  type Text = { id: string; x: number; y: number; width: number; height: number; textConfig: { fontSize: number } };
  const texts = async () => (await content(page)).assets.filter((a) => a.type === 'text') as unknown as Text[];
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const [text] = await texts();
  const on = await pageOnScreen(page);
  // The bottom-right anchor sits on the text's bottom-right corner: dragged along the diagonal.
  await drag(page, { x: text!.x + text!.width, y: text!.y + text!.height }, { x: 0.5 * text!.width * on.scale, y: 0.5 * text!.height * on.scale });
  const [scaled] = await texts();
  const factor = scaled!.width / text!.width;
  expect(factor).toBeGreaterThan(1.3);
  expect(scaled!.textConfig.fontSize).toBeCloseTo(text!.textConfig.fontSize * factor, 5);
  expect(scaled!.height).toBeGreaterThan(text!.height * 1.3);
  await page.keyboard.press(`${mod}+z`);
  expect((await texts())[0]!.textConfig.fontSize).toBe(text!.textConfig.fontSize);

  // The middle-right anchor: narrower, the same type, the words on more lines.
  await clickAt(page, { x: text!.x + 10, y: text!.y + 10 });
  await drag(page, { x: text!.x + text!.width, y: text!.y + text!.height / 2 }, { x: -0.6 * text!.width * on.scale, y: 0 });
  const [narrowed] = await texts();
  expect(narrowed!.width).toBeLessThan(text!.width * 0.6);
  expect(narrowed!.textConfig.fontSize).toBe(text!.textConfig.fontSize);
  expect(narrowed!.height).toBeGreaterThan(text!.height * 1.5);
});

test("a line's end handle lengthens it; its stroke keeps its width", async ({ page }) => {
  type Line = { id: string; x: number; y: number; width: number; height: number; lineConfig: { points: number[]; strokeWidth: number } };
  await page.getByTestId('menu-Lines').click();
  await page.getByRole('button', { name: 'Solid line' }).click();
  const lines = async () => (await content(page)).assets.filter((a) => a.type === 'line') as unknown as Line[];
  const [line] = await lines();
  const on = await pageOnScreen(page);
  // The right handle sits at the middle of the line's right end.
  await drag(page, { x: line!.x + line!.width, y: line!.y + line!.height / 2 }, { x: 100, y: 0 });
  const [longer] = await lines();
  expect(longer!.width).toBeCloseTo(line!.width + 100 / on.scale, 0);
  expect(longer!.lineConfig.points[2]).toBeCloseTo(longer!.width, 5);
  expect(longer!.lineConfig.strokeWidth).toBe(line!.lineConfig.strokeWidth);
  expect(longer!.x).toBeCloseTo(line!.x, 5);
});

test('a text near the edge gets the text-safe-area marker; clicking it shows the message', async ({ page }) => {
  await page.getByTestId('menu-Text').click();
  await page.getByRole('button', { name: 'Add Heading H1' }).click();
  const text = (await content(page)).assets.find((a) => a.type === 'text')!;
  const on = await pageOnScreen(page);
  // Drag the text so its left edge sits 2 mm from the trim edge.
  await drag(page, { x: text.x + 10, y: text.y + 10 }, { x: -(text.x - mmToPx(2)) * on.scale, y: 0 });
  const moved = (await content(page)).assets.find((a) => a.id === text.id)!;
  expect(moved.x).toBeLessThan(mmToPx(5));
  // The marker sits 14 screen px right of and above the top-right corner of the text's bounds.
  const marker = { x: moved.x + moved.width + 14 / on.scale, y: moved.y - 14 / on.scale };
  if (SHOTS) {
    const at = toScreen(on, marker);
    await page.screenshot({ path: `${SHOTS}/canvas-print-marker.png`, clip: { x: at.x - 60, y: at.y - 40, width: 120, height: 80 } });
  }
  await clickAt(page, marker);
  await expect(page.getByRole('dialog')).toContainText('TEXT SAFE AREA');
  await expect(page.getByRole('dialog')).toContainText('We need at minimum 5mm text safe area on all sides.');
});
