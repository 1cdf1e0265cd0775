// The editor benchmark's probe, run in the page before the app (Playwright addInitScript). Plain
// JavaScript on purpose: it is sent to the browser as text. It sees every draw of every Konva
// layer: Konva registers itself as window.Konva when it loads, and the probe wraps
// Layer.prototype.drawScene at that moment, before any stage exists (Konva's 'draw' event would
// miss the first draw, which happens while React mounts the stage, before the app's hooks run).
// The expected assets come from the Node side: { expected: [[id, type], ...] }.
(() => {
  const config = /* BENCH_CONFIG */ null;
  const CONTENT_LAYER = 'content-layer';
  const PICTURE_TYPES = new Set(['image', 'logo', 'illustration', 'icon']);

  const bench = {
    konvaSeen: false,
    layerHooked: false,
    /** performance.now() of each draw of a content layer onto its own canvas. */
    contentDraws: [],
    /** performance.now() of the first content-layer draw at which every expected asset was drawn. */
    drawnAt: null,
    /** What the last check found missing, for the report when a page never completes. */
    lastCheck: null,
    /** The most assets a draw has shown so far, and when it first did (for incomplete pages). */
    mostDrawn: 0,
    mostDrawnAt: null,
    /** Main-thread time the checks took (they run after a draw has been timed). */
    checkMs: 0,
    drag: null,
  };
  window.__bench = bench;

  let Konva;
  Object.defineProperty(window, 'Konva', {
    configurable: true,
    enumerable: true,
    get: () => Konva,
    set(value) {
      Konva = value;
      bench.konvaSeen = true;
      // Konva registers its namespace first and adds its classes to that same object next.
      let Layer = value.Layer;
      if (Layer) wrapLayer(Layer);
      else
        Object.defineProperty(value, 'Layer', {
          configurable: true,
          enumerable: true,
          get: () => Layer,
          set(L) {
            Layer = L;
            wrapLayer(L);
          },
        });
    },
  });

  function wrapLayer(Layer) {
    const drawScene = Layer.prototype.drawScene;
    Layer.prototype.drawScene = function (canvas, top) {
      const result = drawScene.call(this, canvas, top);
      // Caches and exports draw a layer onto other canvases; only its own canvas is on screen.
      if (!canvas || canvas === this.getCanvas()) layerDrawn(this, performance.now());
      return result;
    };
    bench.layerHooked = true;
  }

  function layerDrawn(layer, t) {
    if (bench.drag?.active) dragDraw(layer, t);
    if (layer.name() !== CONTENT_LAYER) return;
    bench.contentDraws.push(t);
    if (bench.drawnAt !== null) return;
    const check = checkDrawn(layer);
    bench.checkMs += performance.now() - t;
    bench.lastCheck = check;
    if (check.drawn > bench.mostDrawn) {
      bench.mostDrawn = check.drawn;
      bench.mostDrawnAt = t;
    }
    if (check.ok) bench.drawnAt = t;
  }

  // ---- "Every asset drawn" ----------------------------------------------------------------

  /**
   * Whether a text's scene function draws its glyphs now: called with a context that records
   * calls. The editor paints glyphs as outlines, one Path2D per text (editor/text/drawText.ts);
   * a boxed text's background alone (drawn before its font has loaded) does not count.
   */
  function sceneFunctionDrawsGlyphs(shape) {
    const sceneFunc = shape.attrs.sceneFunc;
    if (!sceneFunc) return false;
    let glyphs = false;
    const record =
      (name) =>
      (...args) => {
        if (name === 'fill' && args[0] instanceof Path2D) glyphs = true;
      };
    const context = new Proxy({}, { get: (_, name) => record(name) });
    try {
      sceneFunc.call(shape, context, shape);
    } catch {
      return false;
    }
    return glyphs;
  }

  function pictureLoaded(image) {
    if (!image) return false;
    if (image instanceof HTMLImageElement) return image.complete && image.naturalWidth > 0;
    return true; // a canvas or bitmap is ready by construction
  }

  /** Why an asset's node does not show it yet, or null when it does. */
  function notDrawnReason(node, type) {
    if (!node.isVisible()) return 'hidden';
    const shapes = node.nodeType === 'Shape' ? [node] : node.find('Shape');
    if (PICTURE_TYPES.has(type)) {
      const pictures = shapes.filter((s) => s.getClassName() === 'Image');
      if (pictures.length === 0) return 'no Konva.Image';
      if (!pictures.every((s) => pictureLoaded(s.image()))) return 'picture not loaded';
    }
    if (type === 'text') {
      const glyphs = shapes.some((s) => (s.getClassName() === 'Text' ? s.text() !== '' : sceneFunctionDrawsGlyphs(s)));
      if (!glyphs) return 'no glyphs (font not loaded)';
    }
    return null;
  }

  /**
   * Assets already seen drawn, with the node that drew them: a picture stays loaded and laid-out
   * glyphs stay, so while that node is still in the layer they are not checked again (keeping the
   * checks, which run on the page's main thread, short).
   */
  const seenDrawn = new Map();
  let nodesById = new Map();

  function assetNodes(layer) {
    const fresh = (node) => node && node.getLayer() === layer;
    const stale = config.expected.some(([id]) => !fresh(nodesById.get(id)));
    if (stale) {
      nodesById = new Map();
      for (const node of layer.find('.asset')) nodesById.set(node.id(), node);
    }
    return nodesById;
  }

  function checkDrawn(layer) {
    const nodes = assetNodes(layer);
    const problems = {};
    let drawn = 0;
    for (const [id, type] of config.expected) {
      const node = nodes.get(id);
      const reason = !node ? 'no node' : seenDrawn.get(id) === node ? null : notDrawnReason(node, type);
      if (reason === null) {
        drawn++;
        seenDrawn.set(id, node);
      } else problems[`${type}: ${reason}`] = (problems[`${type}: ${reason}`] ?? 0) + 1;
    }
    const ok = drawn === config.expected.length && layer.getChildren().length > 0;
    return { ok, drawn, expected: config.expected.length, assetNodes: nodes.size, problems };
  }

  // ---- What the harness reads ---------------------------------------------------------------

  bench.status = (pageId) => {
    const hook = window.__layoutEditor;
    const stage = hook && typeof hook.getStage === 'function' && pageId ? hook.getStage(pageId) : undefined;
    return {
      konvaSeen: bench.konvaSeen,
      layerHooked: bench.layerHooked,
      hook: Boolean(hook),
      hookHasGetStage: Boolean(hook && typeof hook.getStage === 'function'),
      stage: Boolean(stage),
      layerNames: stage ? stage.getLayers().map((l) => l.name()) : [],
      contentDraws: bench.contentDraws.length,
      lastContentDraw: bench.contentDraws.at(-1) ?? null,
      drawnAt: bench.drawnAt,
      lastCheck: bench.lastCheck,
      mostDrawn: bench.mostDrawn,
      mostDrawnAt: bench.mostDrawnAt,
      checkMs: bench.checkMs,
      now: performance.now(),
    };
  };

  /** The first page's id of the document the editor holds (for a new design). */
  bench.firstPageId = () => window.__layoutEditor?.getContent().pages[0]?.id ?? null;

  // ---- The drag -----------------------------------------------------------------------------

  /** The page's stage and content layer, or an error naming what the app no longer provides. */
  function pageStage(pageId) {
    const hook = window.__layoutEditor;
    if (!hook) throw new Error('window.__layoutEditor is missing (the test hook of apps/web/src/editor/EditorPage.tsx)');
    if (typeof hook.getStage !== 'function') throw new Error('window.__layoutEditor.getStage is missing');
    const stage = hook.getStage(pageId);
    if (!stage) throw new Error(`window.__layoutEditor.getStage('${pageId}') gives no stage`);
    const layer = stage.findOne(`.${CONTENT_LAYER}`);
    if (!layer)
      throw new Error(
        `the page stage has no layer named '${CONTENT_LAYER}' (layers: ${stage
          .getLayers()
          .map((l) => l.name())
          .join(', ')})`,
      );
    return { hook, stage, layer };
  }

  function assetNodeAt(stage, point) {
    let node = stage.getIntersection(point);
    while (node && !node.hasName?.('asset')) node = node.getParent();
    return node?.hasName('asset') ? node : null;
  }

  /**
   * An asset to drag: the one on top at a point in the upper left part of the visible page,
   * with room right and down for the drag, where nothing of the page's DOM covers the canvas.
   */
  bench.pickDragTarget = (pageId, room) => {
    const { hook, stage, layer } = pageStage(pageId);
    const box = stage.container().getBoundingClientRect();
    const left = Math.max(box.left, 0);
    const top = Math.max(box.top, 0);
    const right = Math.min(box.right, innerWidth) - room.x;
    const bottom = Math.min(box.bottom, innerHeight) - room.y;
    const candidates = [];
    for (let i = 1; i < 8; i++) for (let j = 1; j < 8; j++) candidates.push({ x: left + ((right - left) * i) / 8, y: top + ((bottom - top) * j) / 8 });
    // Nearest the middle of that area first.
    const mid = { x: (left + right) / 2, y: (top + bottom) / 2 };
    candidates.sort((a, b) => Math.hypot(a.x - mid.x, a.y - mid.y) - Math.hypot(b.x - mid.x, b.y - mid.y));
    for (const c of candidates) {
      const covering = document.elementFromPoint(c.x, c.y);
      if (!covering || !stage.container().contains(covering)) continue;
      const node = assetNodeAt(stage, { x: c.x - box.left, y: c.y - box.top });
      if (!node) continue;
      const asset = hook.getContent().assets.find((a) => a.id === node.id());
      if (!asset || asset.type === 'background') continue;
      return { id: asset.id, type: asset.type, clientX: c.x, clientY: c.y, x: asset.x, y: asset.y, scale: layer.getAbsoluteScale().x };
    }
    return null;
  };

  function onPointerMove(event) {
    const drag = bench.drag;
    if (!drag?.active) return;
    const k = Math.round((event.clientX - drag.x0) / drag.dx);
    if (k < 1 || k > drag.moves || k <= drag.lastMove) return;
    drag.lastMove = k;
    drag.received.push({ k, t: performance.now(), eventTime: event.timeStamp });
  }

  /** Starts counting: each move carries its number in its clientX, x0 + k * dx. */
  bench.beginDrag = (pageId, id, x0, dx, moves) => {
    const { stage } = pageStage(pageId);
    bench.drag = { active: true, stage, id, x0, dx, moves, node: null, lastMove: 0, lastShown: 0, received: [], shown: [], layerDraws: {} };
    addEventListener('pointermove', onPointerMove, true);
  };

  function draggedNode(drag) {
    if (drag.node && drag.node.getStage() === drag.stage) return drag.node;
    drag.node = drag.stage.findOne((n) => n.id() === drag.id && n.hasName('asset')) ?? null;
    return drag.node;
  }

  /**
   * A move shows when, after the app handled its pointer event and before it handled the next,
   * the layer holding the dragged node was drawn onto the screen's canvas.
   */
  function dragDraw(layer, t) {
    const drag = bench.drag;
    if (layer.getStage() !== drag.stage) return;
    const name = layer.name() || '(unnamed)';
    drag.layerDraws[name] = (drag.layerDraws[name] ?? 0) + 1;
    const node = draggedNode(drag);
    if (!node || node.getLayer() !== layer || drag.lastMove <= drag.lastShown) return;
    drag.lastShown = drag.lastMove;
    const at = node.getAbsolutePosition();
    drag.shown.push({ k: drag.lastMove, t, x: at.x, y: at.y, layer: name });
  }

  bench.endDrag = () => {
    const drag = bench.drag;
    drag.active = false;
    removeEventListener('pointermove', onPointerMove, true);
    const { received, shown, layerDraws, lastMove, lastShown } = drag;
    return { received, shown, layerDraws, lastMove, lastShown };
  };

  bench.assetPosition = (id) => {
    const asset = window.__layoutEditor.getContent().assets.find((a) => a.id === id);
    return asset ? { x: asset.x, y: asset.y } : null;
  };
})();
