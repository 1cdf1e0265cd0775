import { Loader } from '@mantine/core';
import { type ComponentType, Suspense, createElement, lazy } from 'react';
import type { EditorMenu } from '../state/editorStore';

/**
 * A panel loaded when its menu item is first chosen, so the editor's first page shows without
 * the panels' code. Its own Suspense boundary keeps the loader inside the drawer (the nearest
 * one above would otherwise be the editor's, which would hide the whole editor meanwhile).
 */
function lazyPanel(load: () => Promise<ComponentType>): ComponentType {
  const Panel = lazy(() => load().then((component) => ({ default: component })));
  const fallback = createElement(Loader, { size: 'sm', 'aria-label': 'Loading the panel', style: { display: 'block', margin: '24px auto' } });
  // biome-ignore lint/correctness/noComponentHookFactories: called once per panel at module level, never during a render
  return function LazyPanel() {
    return createElement(Suspense, { fallback }, createElement(Panel));
  };
}

const MyStuffPanel = lazyPanel(() => import('./MyStuffPanel').then((m) => m.MyStuffPanel));
const TextPanel = lazyPanel(() => import('./TextPanel').then((m) => m.TextPanel));
const ShapesPanel = lazyPanel(() => import('./ShapesPanel').then((m) => m.ShapesPanel));
const LinesPanel = lazyPanel(() => import('./LinesPanel').then((m) => m.LinesPanel));
const SetupPanel = lazyPanel(() => import('./SetupPanel').then((m) => m.SetupPanel));
const IconsPanel = lazyPanel(() => import('./IconsPanel').then((m) => m.IconsPanel));
const PhotosPanel = lazyPanel(() => import('./photos/PhotosPanel').then((m) => m.PhotosPanel));
const TemplatesPanel = lazyPanel(() => import('./templates/TemplatesPanel').then((m) => m.TemplatesPanel));
const IllustrationsPanel = lazyPanel(() => import('./illustrations/IllustrationsPanel').then((m) => m.IllustrationsPanel));
const CreatorPanel = lazyPanel(() => import('./creator/CreatorPanel').then((m) => m.CreatorPanel));

/** The drawer's panel for each menu item (an unknown label shows NotImplementedPanel: see LeftMenu). */
export const panels: Record<EditorMenu, ComponentType> = {
  'My Stuff': MyStuffPanel,
  Templates: TemplatesPanel,
  Photos: PhotosPanel,
  Illustrations: IllustrationsPanel,
  Text: TextPanel,
  Shapes: ShapesPanel,
  Lines: LinesPanel,
  Icons: IconsPanel,
  Setup: SetupPanel,
  Creator: CreatorPanel,
};
