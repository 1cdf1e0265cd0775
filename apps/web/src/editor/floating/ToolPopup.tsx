import { Center, Loader } from '@mantine/core';
import { type ComponentType, lazy, Suspense } from 'react';
import type { PopupProps } from '../formatting/types';
import type { SelectionKind } from './selectionKind';
import type { ToolId } from './tools';

// Popups load when first opened: the toolbar itself stays light (the editor's start-up is measured).
const popup = <K extends string>(load: () => Promise<Record<K, ComponentType<PopupProps>>>, name: K) =>
  lazy(() => load().then((m) => ({ default: m[name] })));

const LayeringPopup = popup(() => import('./popups/LayeringPopup'), 'LayeringPopup');
const RotationPopup = popup(() => import('./popups/RotationPopup'), 'RotationPopup');
const MultiplyPopup = popup(() => import('./popups/MultiplyPopup'), 'MultiplyPopup');
const AlignPopup = popup(() => import('./popups/AlignPopup'), 'AlignPopup');
const FlipPopup = popup(() => import('./popups/FlipPopup'), 'FlipPopup');
const ImageFormattingPopup = popup(() => import('./popups/ImageFormattingPopup'), 'ImageFormattingPopup');
const ShapeFormatPopup = popup(() => import('./popups/ShapeFormatPopup'), 'ShapeFormatPopup');
const LineFormatPopup = popup(() => import('./popups/LineFormatPopup'), 'LineFormatPopup');
const PositionPopup = popup(() => import('./popups/PositionPopup'), 'PositionPopup');
const TextFormatPopup = popup(() => import('../formatting/TextFormatPopup'), 'TextFormatPopup');
const FillColourPopup = popup(() => import('../formatting/FillColourPopup'), 'FillColourPopup');
const BorderColourPopup = popup(() => import('../formatting/BorderColourPopup'), 'BorderColourPopup');
const BoxFillPopup = popup(() => import('../formatting/BoxFillPopup'), 'BoxFillPopup');
const ExtractColoursPopup = popup(() => import('../formatting/ExtractColoursPopup'), 'ExtractColoursPopup');

/** Which popup Format opens depends on what is selected. */
function formatPopup(kind: SelectionKind): ComponentType<PopupProps> | null {
  switch (kind) {
    case 'image':
    case 'illustration':
    case 'logo':
    case 'icon':
      return ImageFormattingPopup;
    case 'shape':
    case 'svg_image':
      return ShapeFormatPopup;
    case 'line':
      return LineFormatPopup;
    case 'text':
      return TextFormatPopup;
    default:
      return null;
  }
}

/** The popup a tool opens for a selection of this kind, or null for tools that act at once. */
export function popupFor(tool: ToolId, kind: SelectionKind): ComponentType<PopupProps> | null {
  switch (tool) {
    case 'Format':
      return formatPopup(kind);
    case 'Effects':
      return ImageFormattingPopup;
    case 'Fill':
    case 'Colour':
      return FillColourPopup;
    case 'Stroke':
      return BorderColourPopup;
    case 'Box Fill':
      return BoxFillPopup;
    case 'Extract':
      return ExtractColoursPopup;
    case 'Position':
      return PositionPopup;
    case 'Rotate':
      return RotationPopup;
    case 'Multiply':
      return MultiplyPopup;
    case 'Arrange':
      return LayeringPopup;
    case 'Align':
      return AlignPopup;
    case 'Flip':
      return FlipPopup;
    default:
      return null;
  }
}

/** A popup, with a spinner while its code arrives. */
export function ToolPopup({ Popup, ...props }: PopupProps & { Popup: ComponentType<PopupProps> }) {
  return (
    <Suspense
      fallback={
        <Center w={120} h={60}>
          <Loader size="sm" />
        </Center>
      }
    >
      <Popup {...props} />
    </Suspense>
  );
}
