import type { ComponentType } from 'react';
import type { EditorMenu } from '../state/editorStore';
import { MyStuffPanel } from './MyStuffPanel';
import { NotImplementedPanel } from './NotImplementedPanel';
import { ShapesPanel } from './ShapesPanel';
import { TextPanel } from './TextPanel';

/** The drawer's panel for each menu item. Panels still to be built say 'Not Implemented Menu'. */
export const panels: Record<EditorMenu, ComponentType> = {
  'My Stuff': MyStuffPanel,
  Templates: NotImplementedPanel,
  Photos: NotImplementedPanel,
  Illustrations: NotImplementedPanel,
  Text: TextPanel,
  Shapes: ShapesPanel,
  Lines: NotImplementedPanel,
  Icons: NotImplementedPanel,
  Setup: NotImplementedPanel,
};
