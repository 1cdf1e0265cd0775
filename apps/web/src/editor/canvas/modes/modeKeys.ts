import { type ArrowKey, type Asset, type Size, arrowNudge, currentState, toPx } from '@layout/model';
import type { Command, CommandId, EditorState } from '../../commands';
import { naturalSize } from '../../assets/pictureCrop';
import { images } from '../../images/imageCache';
import { type EditorMode, getScale, useEditor } from '../../state/editorStore';
import { commitMode } from './commit';
import { MIN_FRAME_PX, fullCrop } from './cropGeometry';
import { type PageStep, movePattern, movePictureUnderFrame, resizeFrame, resizePattern } from './keySteps';
import { peekPictureOf } from './usePicture';

/**
 * The crop and pattern editors from the keyboard (issue 25; docs/decisions.md, "The crop and
 * pattern editors by keyboard"). While one is open and the page's canvas has the focus, the
 * arrow keys move the picture (or the pattern) under the frame by one nudge, Shift and an arrow
 * resize the frame (or the pattern), and Enter or Escape finish, as the editors' Save button or a
 * click outside do. Each key changes the mode's preview, as each drag does; finishing records the
 * whole visit as one undo step.
 */

/** Whether the crop or pattern editor is open: the modes with keys of their own (a text being edited has its field's). */
export function hasModeKeys(mode: EditorMode | null): boolean {
  return mode?.kind === 'cropImage' || mode?.kind === 'transformShapeImagePattern';
}

/** What a key does to the picture: moves it under the frame, or resizes the frame (the pattern). */
type Gesture = 'move' | 'resize';

/** An arrow's step on the page: the nudge of an asset (1 unit of the design: 1 px, or 1 mm), in canvas px. */
function pageStep(state: EditorState, key: ArrowKey): PageStep {
  const { dx, dy } = arrowNudge(key);
  const units = currentState(state.history).layoutDimensions.units;
  return { dx: toPx(dx, units), dy: toPx(dy, units) };
}

/** The smallest frame the handles can make, at the canvas's zoom, in the asset's own coordinates. */
function minFrameSize(asset: Asset): Size {
  const screenPx = MIN_FRAME_PX / getScale();
  return { width: screenPx / Math.abs(asset.scaleX || 1), height: screenPx / Math.abs(asset.scaleY || 1) };
}

/**
 * The mode's change after one key, to show in its preview: the crop and the frame of a picture,
 * the fill pattern of a shape. Nothing while the picture is still loading (the editor shows
 * nothing to move yet).
 */
function changeAfter(kind: EditorMode['kind'], asset: Asset, gesture: Gesture, step: PageStep): Partial<Asset> | undefined {
  if (kind === 'cropImage' && (asset.type === 'image' || asset.type === 'illustration')) {
    const picture = peekPictureOf(asset);
    if (picture.status !== 'loaded') return undefined;
    const cropped = { ...asset, crop: asset.crop ?? fullCrop(naturalSize(picture.image)) };
    return gesture === 'move' ? movePictureUnderFrame(cropped, step) : resizeFrame(cropped, step, minFrameSize(asset));
  }
  const pattern = asset.type === 'shape' || asset.type === 'svg_image' ? asset.shapeProps?.fillPattern : undefined;
  if (kind === 'transformShapeImagePattern' && pattern && (asset.type === 'shape' || asset.type === 'svg_image')) {
    const loaded = images.peek(pattern.image);
    if (loaded.status !== 'loaded') return undefined;
    const imageSize = naturalSize(loaded.image);
    const placed = gesture === 'move' ? movePattern(pattern, asset, imageSize, step) : resizePattern(pattern, asset, imageSize, step);
    return { shapeProps: { ...asset.shapeProps, fillPattern: { ...pattern, ...placed } } };
  }
  return undefined;
}

/** Moves or resizes by one arrow's step in the open mode, in its preview. */
function stepMode(gesture: Gesture, key: ArrowKey): void {
  const state = useEditor.getState();
  const { mode, preview, setPreview } = state;
  if (!mode || !hasModeKeys(mode)) return;
  const stored = currentState(state.history).assets.find((a) => a.id === mode.assetId);
  if (!stored) return;
  // The asset as the editor shows it: stored, with the mode's changes so far.
  const shown = { ...stored, ...preview[mode.assetId] } as Asset;
  const change = changeAfter(mode.kind, shown, gesture, pageStep(state, key));
  // The whole of what the mode changes (the crop and the frame, or the fill pattern), as its handles set it.
  if (change) setPreview({ ...preview, [mode.assetId]: change });
}

export type ModeCommandId = Extract<
  CommandId,
  'movePictureLeft' | 'movePictureRight' | 'movePictureUp' | 'movePictureDown' | 'makeWider' | 'makeNarrower' | 'makeTaller' | 'makeShorter' | 'finishEditing'
>;

const modeCommand = (id: ModeCommandId, label: string, shortcut: string, gesture: Gesture, key: ArrowKey): Command => ({
  id,
  label,
  shortcuts: [shortcut],
  scope: 'assetMode',
  isEnabled: (state) => hasModeKeys(state.mode),
  run: () => stepMode(gesture, key),
  // The whole visit to the mode is one undo step, made when it finishes.
  undoable: false,
});

/** The commands whose keys work only in the crop and pattern editors, on the focused canvas (`scope: 'assetMode'`). */
export const modeCommands: Record<ModeCommandId, Command> = {
  movePictureLeft: modeCommand('movePictureLeft', 'Move picture left', 'arrowleft', 'move', 'ArrowLeft'),
  movePictureRight: modeCommand('movePictureRight', 'Move picture right', 'arrowright', 'move', 'ArrowRight'),
  movePictureUp: modeCommand('movePictureUp', 'Move picture up', 'arrowup', 'move', 'ArrowUp'),
  movePictureDown: modeCommand('movePictureDown', 'Move picture down', 'arrowdown', 'move', 'ArrowDown'),
  makeWider: modeCommand('makeWider', 'Make wider', 'shift+arrowright', 'resize', 'ArrowRight'),
  makeNarrower: modeCommand('makeNarrower', 'Make narrower', 'shift+arrowleft', 'resize', 'ArrowLeft'),
  makeTaller: modeCommand('makeTaller', 'Make taller', 'shift+arrowdown', 'resize', 'ArrowDown'),
  makeShorter: modeCommand('makeShorter', 'Make shorter', 'shift+arrowup', 'resize', 'ArrowUp'),
  // Enter saves, as the Save button does; Escape too, as a click outside does (the editors have no cancel).
  finishEditing: {
    id: 'finishEditing',
    label: 'Finish crop',
    shortcuts: ['enter', 'escape'],
    scope: 'assetMode',
    isEnabled: (state) => hasModeKeys(state.mode),
    run: commitMode,
    undoable: true,
  },
};
