import { TOOLBAR_WIDTH_PX } from '@layout/model';
import { Paper, Popover, Stack, Text, UnstyledButton } from '@mantine/core';
import { type PointerEvent as ReactPointerEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { selectedAssets, useEditor } from '../state/editorStore';
import { immediateActions, isImmediate } from './actions';
import { type ToolbarPosition, defaultToolbarPosition, loadToolbarPosition, placeToolbar, saveToolbarPosition } from './position';
import { selectionKind } from './selectionKind';
import { type ToolId, toolsFor } from './tools';
import { ToolPopup, popupFor } from './ToolPopup';

const toolStyle = (active: boolean) => ({
  width: '100%',
  padding: '6px 4px',
  fontSize: 12,
  fontWeight: 600,
  textAlign: 'center' as const,
  borderRadius: 4,
  color: active ? 'white' : 'var(--mantine-color-layout-9)',
  background: active ? 'var(--mantine-color-layout-8)' : 'transparent',
});

/**
 * The floating TOOLS toolbar (spec 001 section 2.6): the tools of the selection, in the spec's
 * order; 95 px wide; dragged by its title in 5 px steps inside the editor's main area; its place
 * remembered. Hidden when nothing is selected. One popup at a time opens beside it.
 */
export function FloatingToolbar() {
  const history = useEditor((s) => s.history);
  const selectedIds = useEditor((s) => s.selectedIds);
  const assets = useMemo(() => selectedAssets({ history, selectedIds }), [history, selectedIds]);
  const kind = selectionKind(assets);
  const [open, setOpen] = useState<ToolId | null>(null);
  const [position, setPosition] = useState<ToolbarPosition | null>(() => loadToolbarPosition());
  const ref = useRef<HTMLDivElement>(null);
  const drag = useRef<{ from: { x: number; y: number }; start: ToolbarPosition } | null>(null);

  // A new selection closes the popup of the previous one.
  const selectionKey = selectedIds.join(' ');
  useEffect(() => setOpen(null), [selectionKey]);

  const container = () => ref.current?.offsetParent?.getBoundingClientRect() ?? { width: window.innerWidth, height: window.innerHeight };
  const size = () => ({ width: TOOLBAR_WIDTH_PX, height: ref.current?.offsetHeight ?? 0 });

  // Without a stored place, start near the top right of the main area; keep the toolbar inside it.
  useLayoutEffect(() => {
    if (!kind || !ref.current) return;
    const box = container();
    const wanted = position ?? defaultToolbarPosition(box);
    const placed = placeToolbar(wanted, box, size());
    if (!position || placed.x !== position.x || placed.y !== position.y) setPosition(placed);
  });

  if (!kind) return null;
  const tools = toolsFor(kind, assets);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (!position) return;
    drag.current = { from: { x: event.clientX, y: event.clientY }, start: position };
    event.currentTarget.setPointerCapture(event.pointerId);
  };
  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const d = drag.current;
    if (!d) return;
    const wanted = { x: d.start.x + event.clientX - d.from.x, y: d.start.y + event.clientY - d.from.y };
    setPosition(placeToolbar(wanted, container(), size()));
  };
  const onPointerUp = () => {
    if (drag.current && position) saveToolbarPosition(position);
    drag.current = null;
  };

  return (
    <Paper
      ref={ref}
      role="toolbar"
      aria-label="TOOLS"
      aria-orientation="vertical"
      data-floating-toolbar
      data-testid="floating-toolbar"
      shadow="md"
      radius="md"
      withBorder
      w={TOOLBAR_WIDTH_PX}
      style={{ position: 'absolute', left: position?.x ?? 0, top: position?.y ?? 0, zIndex: 20, visibility: position ? 'visible' : 'hidden' }}
    >
      <Text
        fw={700}
        size="xs"
        ta="center"
        py={6}
        bg="layout.9"
        c="white"
        data-testid="toolbar-handle"
        style={{ cursor: 'move', userSelect: 'none', touchAction: 'none', borderRadius: '8px 8px 0 0' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
      >
        TOOLS
      </Text>
      <Stack gap={2} p={4}>
        {tools.map((tool) => {
          const Popup = popupFor(tool, kind);
          const button = (
            <UnstyledButton
              aria-label={tool}
              aria-expanded={Popup ? open === tool : undefined}
              style={toolStyle(open === tool)}
              onClick={() => {
                if (isImmediate(tool)) {
                  setOpen(null);
                  immediateActions[tool](assets);
                } else {
                  setOpen(open === tool ? null : tool);
                }
              }}
            >
              {tool}
            </UnstyledButton>
          );
          if (!Popup) return <div key={tool}>{button}</div>;
          return (
            <Popover
              key={tool}
              opened={open === tool}
              onChange={(opened) => !opened && setOpen(null)}
              position="left-start"
              offset={12}
              shadow="md"
              withinPortal
              trapFocus={false}
              closeOnEscape
            >
              <Popover.Target>{button}</Popover.Target>
              <Popover.Dropdown p="sm">
                <ToolPopup Popup={Popup} assets={assets} onClose={() => setOpen(null)} />
              </Popover.Dropdown>
            </Popover>
          );
        })}
      </Stack>
    </Paper>
  );
}
