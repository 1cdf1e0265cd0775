import type Konva from 'konva';
import { changeWithinRegions } from './regionRedraw';

/** The asset node an event came from: the target itself or its ancestor named 'asset'. */
export function assetNodeOf(target: Konva.Node): Konva.Node | undefined {
  if (target.hasName('asset')) return target;
  return target.findAncestor('.asset') ?? undefined;
}

/**
 * The asset nodes of these ids on a stage (assets without a node, such as group containers, are
 * skipped). An asset's node is a child of a layer (the page's, or the drag layer while it moves),
 * so only the layers' children are looked at: Konva's `find('.asset')` matched a selector against
 * every node of the page, 8 ms of each press on a page of 1,000 assets.
 */
export function assetNodes(stage: Konva.Stage, ids: readonly string[]): Konva.Node[] {
  const wanted = new Set(ids);
  const found: Konva.Node[] = [];
  if (wanted.size === 0) return found;
  for (const layer of stage.getLayers()) {
    for (const node of layer.getChildren()) if (wanted.has(node.id()) && node.hasName('asset')) found.push(node);
  }
  return found;
}

/**
 * Lifts nodes onto the drag layer while they move, so each mouse move redraws only them and not
 * every asset of the page; `restore` puts them back where they were in the stacking order. The
 * page's layer is redrawn only where the nodes leave it and where they land (regionRedraw.ts).
 */
export function liftNodes(nodes: readonly Konva.Node[], dragLayer: Konva.Layer): { restore: () => void } {
  const places = nodes
    .map((node) => ({ node, parent: node.getParent(), index: node.zIndex() }))
    .filter((p): p is { node: Konva.Node; parent: Konva.Container; index: number } => p.parent !== null && p.parent !== dragLayer)
    .sort((a, b) => a.index - b.index);
  const lifted = places.map((p) => p.node);
  const pageLayers = new Set(places.map((p) => p.parent.getLayer()));
  withinNodeBoxes(pageLayers, lifted, () => {
    for (const { node } of places) node.moveTo(dragLayer);
  });
  let restored = false;
  return {
    restore: () => {
      if (restored) return;
      restored = true;
      withinNodeBoxes(pageLayers, lifted, () => {
        // Lowest first, so each index is the one it had among the same neighbours.
        for (const { node, parent, index } of places) {
          if (node.getParent() !== dragLayer) continue;
          node.moveTo(parent);
          node.zIndex(Math.min(index, parent.children.length - 1));
        }
      });
    },
  };
}

/**
 * Runs a change that takes these nodes off their page layer or puts them back, redrawing that
 * layer only within the nodes' boxes (taken before the change; moving between layers changes no
 * box). Nodes from several layers get the ordinary full redraw.
 */
function withinNodeBoxes(pageLayers: ReadonlySet<Konva.Layer | null>, nodes: readonly Konva.Node[], change: () => void): void {
  const [layer] = pageLayers;
  if (pageLayers.size !== 1 || !layer) {
    change();
    return;
  }
  changeWithinRegions(
    layer,
    nodes.map((node) => node.getClientRect()),
    change,
  );
}
