import type { Asset } from '@layout/model';
import type { EditorMode } from '../state/editorStore';
import { shapeCanCrop } from '../pages/contextButton';
import type { CommandId } from '../commands';
import { cropSelection, isCropping, isLocked } from './actions';
import * as icon from './icons';
import * as popups from './lazyPopups';
import type { Popup } from './lazyPopups';
import type { SelectionKind } from './selectionKind';

/** Every tool of the TOOLS toolbar. */
export type ToolId =
  | 'format'
  | 'effects'
  | 'fit'
  | 'crop'
  | 'fill'
  | 'colour'
  | 'stroke'
  | 'boxFill'
  | 'position'
  | 'copy'
  | 'rotate'
  | 'multiply'
  | 'arrange'
  | 'align'
  | 'flip'
  | 'extract'
  | 'lock'
  | 'delete';

/** The spec's table of tools by selection (spec 001 section 2.6), row by row, in its order. */
export const TOOLS_BY_SELECTION: Record<SelectionKind, readonly ToolId[]> = {
  image: ['format', 'fit', 'crop', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'extract', 'delete'],
  illustration: ['format', 'fit', 'crop', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'extract', 'delete'],
  logo: ['format', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'extract', 'delete'],
  icon: ['format', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'extract', 'delete'],
  // Crop only when the shape has an image pattern fill and no colour fill: see `toolsFor`.
  shape: ['format', 'fill', 'stroke', 'crop', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'delete'],
  svg_image: ['format', 'fill', 'stroke', 'crop', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'flip', 'delete'],
  line: ['format', 'fill', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'delete'],
  text: ['format', 'colour', 'boxFill', 'position', 'copy', 'rotate', 'multiply', 'arrange', 'align', 'delete'],
  background: ['effects', 'lock', 'delete'],
  group: ['align', 'copy', 'delete', 'rotate'],
};

interface ToolBase {
  /** The button's text and accessible name, as the spec writes it. */
  label: string;
  icon: icon.ToolIcon;
}
interface ActsAtOnce {
  /** For toggles (Lock) and modes (Crop): whether the button shows as pressed. */
  pressed?: (assets: readonly Asset[], mode: EditorMode | null) => boolean;
  /** Why the tool cannot act on these assets now (shown as its tooltip), if it cannot. */
  unavailable?: (assets: readonly Asset[]) => string | null;
}
/**
 * A tool that runs an editor command (commands.ts) on the selected assets: the keyboard's
 * Delete and the toolbar's, the toolbar's Copy and Ctrl+D, are one command. Its tooltip is the
 * command's label and shortcut.
 */
export interface CommandTool extends ToolBase, ActsAtOnce {
  command: CommandId;
}
/** A tool that acts at once on the selected assets, outside the command table (a mode: Crop). */
export interface ActionTool extends ToolBase, ActsAtOnce {
  act: (assets: readonly Asset[]) => void;
  /** The tooltip: what the tool does. */
  hint: string;
}
/** A tool that opens a popup. */
export interface PopupTool extends ToolBase {
  popup: Popup;
  /** The tooltip: what the tool does. */
  hint: string;
}
/** A tool whose popup depends on what is selected (Format). */
export interface PopupByKindTool extends ToolBase {
  popupByKind: Partial<Record<SelectionKind, Popup>>;
  /** The tooltip: what the tool does. */
  hint: string;
}
export type ToolDefinition = CommandTool | ActionTool | PopupTool | PopupByKindTool;

const IMAGE_FORMAT = popups.ImageFormattingPopup;

/** One definition per tool. */
export const TOOLS: Record<ToolId, ToolDefinition> = {
  format: {
    label: 'Format',
    icon: icon.FormatIcon,
    hint: 'Format the selection',
    popupByKind: {
      image: IMAGE_FORMAT,
      illustration: IMAGE_FORMAT,
      logo: IMAGE_FORMAT,
      icon: IMAGE_FORMAT,
      shape: popups.ShapeFormatPopup,
      svg_image: popups.ShapeFormatPopup,
      line: popups.LineFormatPopup,
      text: popups.TextFormatPopup,
    },
  },
  effects: { label: 'Effects', icon: icon.EffectsIcon, hint: 'Filters and opacity of the background', popup: IMAGE_FORMAT },
  fit: { label: 'Fit', icon: icon.FitIcon, command: 'fit' },
  crop: { label: 'Crop', icon: icon.CropIcon, hint: 'Crop the picture', act: cropSelection, pressed: isCropping },
  fill: { label: 'Fill', icon: icon.FillIcon, hint: 'Fill colour', popup: popups.FillColourPopup },
  colour: { label: 'Colour', icon: icon.ColourIcon, hint: 'Text colour', popup: popups.FillColourPopup },
  stroke: { label: 'Stroke', icon: icon.StrokeIcon, hint: 'Border colour and width', popup: popups.BorderColourPopup },
  boxFill: { label: 'Box Fill', icon: icon.BoxFillIcon, hint: 'Box behind the text', popup: popups.BoxFillPopup },
  position: { label: 'Position', icon: icon.PositionIcon, hint: 'Position and size', popup: popups.PositionPopup },
  // "Copy duplicates once" (the spec's name for the Duplicate command).
  copy: { label: 'Copy', icon: icon.CopyIcon, command: 'duplicate' },
  rotate: { label: 'Rotate', icon: icon.RotateIcon, hint: 'Rotation', popup: popups.RotationPopup },
  multiply: { label: 'Multiply', icon: icon.MultiplyIcon, hint: 'Several copies at an offset', popup: popups.MultiplyPopup },
  arrange: { label: 'Arrange', icon: icon.ArrangeIcon, hint: 'Layering', popup: popups.LayeringPopup },
  align: { label: 'Align', icon: icon.AlignIcon, hint: 'Alignment', popup: popups.AlignPopup },
  flip: { label: 'Flip', icon: icon.FlipIcon, hint: 'Flip horizontally or vertically', popup: popups.FlipPopup },
  extract: { label: 'Extract', icon: icon.ExtractIcon, hint: 'Take colours from the picture', popup: popups.ExtractColoursPopup },
  lock: { label: 'Lock', icon: icon.LockIcon, command: 'lock', pressed: isLocked },
  delete: {
    label: 'Delete',
    icon: icon.DeleteIcon,
    command: 'delete',
    unavailable: (assets) => (isLocked(assets) ? 'Locked: unlock it to delete it' : null),
  },
};

/** The tools shown for a selection of this kind: the table's row, Crop on shapes only where it applies. */
export function toolsFor(kind: SelectionKind, assets: readonly Asset[]): readonly ToolId[] {
  const row = TOOLS_BY_SELECTION[kind];
  if (kind !== 'shape' && kind !== 'svg_image') return row;
  return assets.length === 1 && shapeCanCrop(assets[0]!) ? row : row.filter((t) => t !== 'crop');
}

/** The popup a tool opens for this selection, or null for a tool that acts at once. */
export function popupOf(tool: ToolDefinition, kind: SelectionKind): Popup | null {
  if ('popupByKind' in tool) return tool.popupByKind[kind] ?? null;
  return 'popup' in tool ? tool.popup : null;
}
