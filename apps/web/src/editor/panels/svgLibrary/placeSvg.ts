import { type Svg, type SvgType, addIconAsset, addSvgImageAsset, findAsset, isSvgReplaceable, replaceSvgArtwork } from '@layout/model';
import { type DropTarget, onPanelDrop } from '../../canvas/panelDrop';
import { naturalSizeOf } from '../../library/naturalSize';
import { useReplaceMode } from '../../library/replaceMode';
import { getContent, useEditor } from '../../state/editorStore';
import { addToPage } from '../addToPage';

/** What an item of the Shapes or Icons library carries when dragged onto a page. */
export type LibrarySvgDragItem = { kind: 'librarySvg'; id: number; link: string; svgType: SvgType };

export const librarySvgDragItem = (svg: Pick<Svg, 'id' | 'link' | 'type'>): LibrarySvgDragItem => ({ kind: 'librarySvg', id: svg.id, link: svg.link, svgType: svg.type });

/** The svg_image or icon being replaced (spec 001 section 4.12), or null when no replace is under way. */
export function svgBeingReplaced(): string | null {
  const assetId = useReplaceMode.getState().assetId;
  return assetId !== null && isSvgReplaceable(findAsset(getContent(), assetId)) ? assetId : null;
}

/**
 * Puts a library shape or icon on a page. Dropped on a page it is added there, centred where it
 * was let go. Clicked while a selected svg or icon is being replaced, it takes that asset's place
 * (its artwork, fitted in the asset's box) and the replace ends. Otherwise it is added to the
 * active page: a shape as an svg_image in the 250 x 250 box of a new shape, an icon fitted in
 * 100 x 101, each at its own proportions. One undo step either way.
 */
export async function placeSvg(svg: Pick<Svg, 'id' | 'link' | 'type'>, target?: DropTarget): Promise<void> {
  const size = await naturalSizeOf(svg.link);
  const replacing = target ? null : svgBeingReplaced();
  if (replacing) {
    const editor = useEditor.getState();
    editor.apply((content) => replaceSvgArtwork(content, { assetId: replacing, link: svg.link, svgId: svg.id, naturalSize: size }));
    editor.select(replacing);
    useReplaceMode.getState().stop();
    return;
  }
  addToPage(
    (content, pageId) =>
      svg.type === 'icon'
        ? addIconAsset(content, { pageId, link: svg.link, naturalSize: size, svgId: svg.id })
        : addSvgImageAsset(content, { pageId, link: svg.link, naturalSize: size, svgId: svg.id }),
    target,
  );
}

onPanelDrop<LibrarySvgDragItem>('librarySvg', (item, target) => void placeSvg({ id: item.id, link: item.link, type: item.svgType }, target));

/**
 * Starts replacing a selected svg_image or icon (the page strip's Replace button): the asset stays
 * selected and the panel of its kind opens, where the next item clicked takes its place.
 */
export function replaceFromLibrary(assetId: string): void {
  const editor = useEditor.getState();
  const asset = findAsset(getContent(), assetId);
  if (!isSvgReplaceable(asset)) return;
  editor.select(assetId);
  editor.setOpenMenu(asset.type === 'icon' ? 'Icons' : 'Shapes');
  // Once the panel that was open has gone: a library panel ends the mode as it closes.
  setTimeout(() => {
    if (useEditor.getState().selectedIds.join() === assetId) useReplaceMode.getState().start(assetId);
  }, 0);
}

/** Ends a replace of an svg or icon (a library panel closing); an image's replace is the Photos panel's. */
export function stopSvgReplace(): void {
  if (svgBeingReplaced()) useReplaceMode.getState().stop();
}
