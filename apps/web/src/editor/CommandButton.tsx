import { Button, type ButtonProps, Menu, type MenuItemProps } from '@mantine/core';
import { type CommandId, commandTitle, shownShortcut, useCommand } from './commands';
import { useEditor } from './state/editorStore';

interface CommandProps {
  /** The command run, looked up in the editor's command table. */
  command: CommandId;
  /** The assets it acts on (a popup's): by default the editor's selection. */
  selection?: readonly string[];
  /** Text shown instead of the command's label (the label is then the title only). */
  text?: string;
  /** Called after the command ran (a popup closing). */
  onRan?: () => void;
  'data-testid'?: string;
}

/** Whether the command can run now, following the editor's state. */
function useEnabled(id: CommandId): boolean {
  const command = useCommand(id);
  return useEditor((state) => command.isEnabled(state));
}

/**
 * A button that runs an editor command: its label as text and accessible name, label and
 * shortcut as its title, disabled while the command cannot run.
 */
export function CommandButton({ command: id, selection, text, onRan, ...props }: CommandProps & Omit<ButtonProps, 'children' | 'disabled'>) {
  const command = useCommand(id);
  const enabled = useEnabled(id);
  return (
    <Button
      {...props}
      title={commandTitle(command)}
      aria-label={text === undefined ? command.label : undefined}
      disabled={!enabled}
      onClick={() => {
        command.run(selection);
        onRan?.();
      }}
    >
      {text ?? command.label}
    </Button>
  );
}

/** A menu item that runs an editor command, its shortcut at its right. */
export function CommandMenuItem({ command: id, selection, text, onRan, ...props }: CommandProps & Omit<MenuItemProps, 'children' | 'disabled'>) {
  const command = useCommand(id);
  const enabled = useEnabled(id);
  const shortcut = shownShortcut(command);
  return (
    <Menu.Item
      {...props}
      aria-label={text === undefined ? command.label : undefined}
      title={commandTitle(command)}
      disabled={!enabled}
      rightSection={shortcut ? <span style={{ color: 'var(--mantine-color-dimmed)', fontSize: 11 }}>{shortcut}</span> : undefined}
      onClick={() => {
        command.run(selection);
        onRan?.();
      }}
    >
      {text ?? command.label}
    </Menu.Item>
  );
}
