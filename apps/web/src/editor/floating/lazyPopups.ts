import { type ComponentType, lazy } from 'react';
import type { PopupProps } from '../formatting/types';

/** A popup of the toolbar: it gets the selected assets and closes itself. */
export type Popup = ComponentType<PopupProps>;

// Popups load when first opened, so the toolbar adds little to the editor's first JavaScript
// (its size is benchmarked). Each is one named export of its module.
const popup = <K extends string>(load: () => Promise<Record<K, Popup>>, name: K): Popup => lazy(() => load().then((m): { default: Popup } => ({ default: m[name] })));

export const LayeringPopup = popup(() => import('./popups/LayeringPopup'), 'LayeringPopup');
export const RotationPopup = popup(() => import('./popups/RotationPopup'), 'RotationPopup');
export const MultiplyPopup = popup(() => import('./popups/MultiplyPopup'), 'MultiplyPopup');
export const AlignPopup = popup(() => import('./popups/AlignPopup'), 'AlignPopup');
export const FlipPopup = popup(() => import('./popups/FlipPopup'), 'FlipPopup');
export const ImageFormattingPopup = popup(() => import('./popups/ImageFormattingPopup'), 'ImageFormattingPopup');
export const ShapeFormatPopup = popup(() => import('./popups/ShapeFormatPopup'), 'ShapeFormatPopup');
export const LineFormatPopup = popup(() => import('./popups/LineFormatPopup'), 'LineFormatPopup');
export const PositionPopup = popup(() => import('./popups/PositionPopup'), 'PositionPopup');
// The colour and text popups are the formatting module's.
export const TextFormatPopup = popup(() => import('../formatting/TextFormatPopup'), 'TextFormatPopup');
export const FillColourPopup = popup(() => import('../formatting/FillColourPopup'), 'FillColourPopup');
export const BorderColourPopup = popup(() => import('../formatting/BorderColourPopup'), 'BorderColourPopup');
export const BoxFillPopup = popup(() => import('../formatting/BoxFillPopup'), 'BoxFillPopup');
export const ExtractColoursPopup = popup(() => import('../formatting/ExtractColoursPopup'), 'ExtractColoursPopup');
