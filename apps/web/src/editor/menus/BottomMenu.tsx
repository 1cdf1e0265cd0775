import { ZOOM_CHOICES_PERCENT, currentState } from '@layout/model';
import { Button, Group, Menu, Switch } from '@mantine/core';
import { useEffect } from 'react';
import { CommandButton, CommandMenuItem } from '../CommandButton';
import { zoomAbout } from '../pages/canvasZoom';
import { useEditor, useScale } from '../state/editorStore';

/** The zoom shown as a rounded percentage. */
export function zoomLabel(scale: number): string {
  return `${Math.round(scale * 100)}%`;
}

/** Marks the bottom menu, which the floating toolbar stays above. */
export const BOTTOM_MENU_TEST_ID = 'bottom-menu';

/** Add new page, Undo, Redo, zoom and guides (spec 001 section 2.5); the buttons run the editor's commands (commands.ts). */
export function BottomMenu() {
  const showGuides = useEditor((s) => s.showGuides);
  const scale = useScale();
  const editor = useEditor.getState();

  // The switch starts from the document's guide-lines flag (spec 000 section 3 "Layout
  // dimensions"), which a new design of a product that wants guides has set.
  const documentGuides = useEditor((s) => currentState(s.history).layoutDimensions.guideLines);
  useEffect(() => useEditor.getState().setShowGuides(documentGuides), [documentGuides]);

  return (
    <Group h={48} px="md" justify="space-between" bg="white" style={{ borderTop: '1px solid var(--mantine-color-gray-3)' }} data-testid={BOTTOM_MENU_TEST_ID}>
      <CommandButton command="addPage" variant="light" size="xs" data-testid="add-page" />
      <Group gap="xs">
        <CommandButton command="undo" variant="default" size="xs" data-testid="undo" />
        <CommandButton command="redo" variant="default" size="xs" data-testid="redo" />
        {/* Opens inside the main landmark, not in a portal outside every landmark (axe's 'region'). */}
        <Menu position="top" withinPortal={false}>
          <Menu.Target>
            <Button variant="default" size="xs" w={72} data-testid="zoom-menu">
              {zoomLabel(scale)}
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <CommandMenuItem command="zoomFit" text="Fit" />
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
