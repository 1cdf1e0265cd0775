import { TOOLBAR_WIDTH_PX } from '@layout/model';
import { Center, Loader, Paper, Popover, Stack, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { Suspense, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { CommandsContext, commandTitle } from '../commands';
import { isDialogShown } from '../dialogs/dialogQueue';
import { selectedAssets, useEditor } from '../state/editorStore';
import { selectionKind } from './selectionKind';
import { TOOLS, type ToolId, popupOf, toolsFor } from './tools';
import { useToolbarPlace } from './useToolbarPlace';

const toolStyle = (active: boolean, unavailable: boolean) => ({
  opacity: unavailable ? 0.45 : 1,
  cursor: unavailable ? 'not-allowed' : 'pointer',
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  width: '100%',
  padding: '5px 6px',
  fontSize: 12,
  fontWeight: 600,
  borderRadius: 4,
  color: active ? 'white' : 'var(--mantine-color-layout-9)',
  background: active ? 'var(--mantine-color-layout-8)' : 'transparent',
});

const popupLoading = (
  <Center w={120} h={60}>
    <Loader size="sm" />
  </Center>
);

/**
 * The floating TOOLS toolbar (spec 001 section 2.6): the tools of the selection in the spec's
 * order, 95 px wide, dragged by its title in 5 px steps inside the editor's main area, its place
 * remembered; hidden when nothing is selected. One popup at a time opens beside it and closes on
 * a click outside, on Escape, or when the selection changes. `selectedIds` is the selection as
 * ToolbarHost shows it (it waits for a press on the canvas to end).
 */
export function FloatingToolbar({ selectedIds }: { selectedIds: readonly string[] }) {
  const history = useEditor((s) => s.history);
  const mode = useEditor((s) => s.mode);
  const assets = useMemo(() => selectedAssets({ history, selectedIds }), [history, selectedIds]);
  const kind = selectionKind(assets);
  const [open, setOpen] = useState<ToolId | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const { position, handlers } = useToolbarPlace(ref, kind !== null);
  const commands = useContext(CommandsContext);

  const selectionKey = selectedIds.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the popup closes when the selection changes.
  useEffect(() => setOpen(null), [selectionKey]);

  // Escape closes the popup wherever the focus is (Mantine's own Escape needs it inside the
  // popup, but after a click on a tool it is on the tool's button). A field or dialog that
  // handled the key itself marks it so.
  useEffect(() => {
    if (open === null) return;
    const onKeyDown = (event: KeyboardEvent) => {
      // Escape in a dialog the popup asked (change the colour everywhere?) closes the dialog only.
      const inDialog = event.target instanceof Element && event.target.closest('[aria-modal="true"]') !== null;
      if (event.key === 'Escape' && !event.defaultPrevented && !inDialog) setOpen(null);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  if (!kind) return null;
  const close = () => setOpen(null);

  return (
    <Paper
      ref={ref}
      role="toolbar"
      aria-label="TOOLS"
      aria-orientation="vertical"
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
        {...handlers}
      >
        TOOLS
      </Text>
      <Stack gap={2} p={4}>
        {toolsFor(kind, assets).map((id) => {
          const tool = TOOLS[id];
          const Popup = popupOf(tool, kind);
          const pressed = 'pressed' in tool && tool.pressed ? tool.pressed(assets, mode) : undefined;
          const unavailable = 'unavailable' in tool && tool.unavailable ? tool.unavailable(assets) : null;
          // A tool that runs a command of the editor's table is titled by it: label and shortcut.
          const command = 'command' in tool ? commands[tool.command] : undefined;
          const hint = command ? commandTitle(command) : 'hint' in tool ? tool.hint : tool.label;
          const button = (
            <UnstyledButton
              aria-label={tool.label}
              aria-expanded={Popup ? open === id : undefined}
              aria-pressed={pressed}
              aria-disabled={unavailable !== null || undefined}
              style={toolStyle(open === id || pressed === true, unavailable !== null)}
              onClick={() => {
                if (unavailable !== null) return;
                if (command) {
                  close();
                  command.run(assets.map((a) => a.id));
                } else if ('act' in tool) {
                  close();
                  tool.act(assets);
                } else setOpen(open === id ? null : id);
              }}
            >
              <tool.icon />
              {tool.label}
            </UnstyledButton>
          );
          const hinted = (
            <Tooltip label={unavailable ?? hint} position="left" openDelay={600} disabled={open === id}>
              {button}
            </Tooltip>
          );
          if (!Popup) return <div key={id}>{hinted}</div>;
          return (
            <Popover
              key={id}
              opened={open === id}
              onChange={(opened) => !opened && !isDialogShown() && close()}
              position="left-start"
              offset={12}
              shadow="md"
              withinPortal
              trapFocus={false}
              closeOnEscape
            >
              <Popover.Target>{hinted}</Popover.Target>
              {/* A key a control used (a slider's arrows) is not also an editor shortcut (nudge). */}
              <Popover.Dropdown p="sm" onKeyDown={(e) => e.defaultPrevented && e.stopPropagation()}>
                <Suspense fallback={popupLoading}>
                  <Popup assets={assets} onClose={close} />
                </Suspense>
              </Popover.Dropdown>
            </Popover>
          );
        })}
      </Stack>
    </Paper>
  );
}
