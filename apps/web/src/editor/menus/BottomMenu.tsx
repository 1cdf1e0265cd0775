import { ZOOM_CHOICES_PERCENT, canRedo, canUndo, currentState } from '@layout/model';
import { Button, Group, Menu, Switch } from '@mantine/core';
import { useEffect } from 'react';
import { zoomAbout } from '../pages/canvasZoom';
import { addPageAtEnd } from '../pages/pageActions';
import { useEditor, useScale } from '../state/editorStore';

/** The zoom shown as a rounded percentage. */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** Marks the bottom menu, which the floating toolbar stays above. */
export const BOTTOM_MENU_TEST_ID = 'bottom-menu';

/** Add new page, Undo, Redo, zoom and guides (spec 001 section 2.5). */
export function BottomMenu() {
  const isDesign = useEditor((s) => s.info.documentType === 'DOC_TYPE_DESIGN');
  const undoable = useEditor((s) => canUndo(s.history));
  const redoable = useEditor((s) => canRedo(s.history));
  const showGuides = useEditor((s) => s.showGuides);
  const scale = useScale();
  const editor = useEditor.getState();

  // The switch starts from the document's guide-lines flag (spec 000 section 3 "Layout
  // dimensions"), which a new design of a product that wants guides has set.
  const documentGuides = useEditor((s) => currentState(s.history).layoutDimensions.guideLines);
  useEffect(() => useEditor.getState().setShowGuides(documentGuides), [documentGuides]);

  return (
    <Group h={48} px="md" justify="space-between" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid={BOTTOM_MENU_TEST_ID}>
      <Button variant="light" size="xs" disabled={!isDesign} onClick={addPageAtEnd} data-testid="add-page">
        Add new page
      </Button>
      <Group gap="xs">
        <Button variant="default" size="xs" disabled={!undoable} onClick={editor.undo} data-testid="undo">
          Undo
        </Button>
        <Button variant="default" size="xs" disabled={!redoable} onClick={editor.redo} data-testid="redo">
          Redo
        </Button>
        <Menu position="top">
          <Menu.Target>
            <Button variant="default" size="xs" w={72} data-testid="zoom-menu">
              {zoomLabel(scale)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => zoomAbout('fit')}>Fit</Menu.Item>
            {ZOOM_CHOICES_PERCENT.map((percent) => (
              <Menu.Item key={percent} onClick={() => zoomAbout(percent / 100)}>
                {percent}%
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      </Group>
      <Switch label={showGuides ? 'Hide guides' : 'Show guides'} checked={showGuides} onChange={editor.toggleGuides} data-testid="guides-switch" />
    </Group>
  );
}
